import type { UnitUploadField } from '@simsar/contract/units';
import { fileTypeMessages, unitMessages } from '@simsar/contract/units-messages';

// The types each field takes, told from a file's first bytes as the server tells them (file-type,
// docs/decisions/032): checked here before anything is sent, so a wrong file is refused at once
// (docs/decisions/279). The server checks again and decides; this check only ever refuses what
// it refuses too.
const image = ['image/jpeg', 'image/png'];
const pdf = ['application/pdf'];
const spreadsheet = [
  ...pdf,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/x-cfb', // an .xls: the server looks inside for a workbook
];
const accepted: Record<UnitUploadField, readonly string[]> = {
  images: image,
  logo: image,
  master_plan: [...image, ...pdf],
  pdf,
  file: spreadsheet,
  video_broker: ['video/mp4'],
  video_client: ['video/mp4'],
};

/** What file-type needs to tell every type it knows. */
const headBytes = 4100;

/** The message of a file of the wrong type for `field`, from its first bytes; undefined when it may be right. */
export async function wrongTypeMessage(field: UnitUploadField, file: File): Promise<string | undefined> {
  // Loaded with the first file chosen: the rest of the console never needs it.
  const { fileTypeFromBuffer } = await import('file-type');
  const head = new Uint8Array(await file.slice(0, headBytes).arrayBuffer());
  const type = await fileTypeFromBuffer(head);
  // A CSV has no signature: an availability file the check cannot name goes to the server.
  if (!type && field === 'file') return undefined;
  if (type && accepted[field].includes(type.mime)) return undefined;
  return field === 'images' ? unitMessages.imageTypes : fileTypeMessages[field];
}
