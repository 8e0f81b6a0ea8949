/**
 * Spreadsheet kinds that have no signature of their own in their first bytes:
 * - a legacy .xls is an OLE compound file, like a .doc or an .msi: it is one when its directory holds
 *   a "Workbook" (Excel 97 on) or "Book" (Excel 5) stream, which may lie anywhere in the file;
 * - a CSV is text: valid UTF-8 with a separator and no control characters but tab and line ends.
 */
export const xlsMime = 'application/vnd.ms-excel';
export const csvMime = 'text/csv';

// An OLE directory entry is 128 bytes: the name in UTF-16LE (64 bytes), its length in bytes with the
// terminator (2 bytes), then its object type (1 byte: 2 is a stream). Sectors are 512 or 4096 bytes
// and the header takes the first 512, so every entry starts at a multiple of 128.
const entrySize = 128;
const workbookNames = ['Workbook', 'Book'].map((name) => Buffer.from(`${name}\0`, 'utf16le'));

function isWorkbookEntry(entry: Buffer): boolean {
  const nameLength = entry.readUInt16LE(0x40);
  const isStream = entry[0x42] === 2;
  return (
    isStream &&
    workbookNames.some((name) => name.length === nameLength && entry.subarray(0, nameLength).equals(name))
  );
}

/**
 * Whether an OLE compound file holds a workbook stream, read in chunks as stored, never whole
 * (a file on disk or an object in a bucket).
 */
export async function holdsWorkbook(file: AsyncIterable<Buffer>): Promise<boolean> {
  let offset = 0;
  let carry = Buffer.alloc(0);
  // Chunks of any size: carry keeps an entry cut between two of them.
  for await (const chunk of file) {
    let data = Buffer.concat([carry, chunk as Buffer]);
    let start = 0;
    for (; start + entrySize <= data.length; start += entrySize, offset += entrySize) {
      if (offset >= 512 && isWorkbookEntry(data.subarray(start, start + entrySize))) return true;
    }
    carry = data.subarray(start);
    data = Buffer.alloc(0);
  }
  return false;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether the first bytes of a file read as CSV text (`complete`: they are the whole file). */
export function looksLikeCsv(head: Buffer, complete: boolean): boolean {
  let text: string | undefined;
  // The head may end inside a character: drop up to 3 bytes of it when the file goes on.
  for (let cut = 0; cut <= (complete ? 0 : 3) && text === undefined; cut++) {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
    } catch {
      text = undefined;
    }
  }
  if (text === undefined || text.trim() === '' || controlCharacters.test(text)) return false;
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return /[,;\t]/.test(firstLine);
}
