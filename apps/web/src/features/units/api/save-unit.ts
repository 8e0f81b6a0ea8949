import type { UnitFileField } from '@simsar/contract/units';
import { unitPaths } from '@simsar/contract/units-paths';
import { unitReplySchema, uploadReplySchema } from '@simsar/contract/units-replies';
import { z } from 'zod';
import { apiUpload } from '../../../ui/upload-client.ts';

const messageReply = z.object({ message: z.string() });

/** POST /api/units/create: multipart with every field (JSON strings for lists), images and files. */
export function createUnit(form: FormData, onProgress: (share: number) => void) {
  return apiUpload(unitPaths.create, { form, reply: unitReplySchema, onProgress });
}

/** The guest's fill of an empty project (ours: POST /api/guest/units/{id}), same body as create. */
export function fillGuestUnit(id: string, form: FormData, onProgress: (share: number) => void) {
  return apiUpload(unitPaths.guestUnit(id), { form, reply: unitReplySchema, onProgress, session: false });
}

/** PUT /api/units/update/{id}: the fields, oldImages (removed image paths) and new images. */
export function updateUnit(id: string, form: FormData, onProgress: (share: number) => void) {
  return apiUpload(unitPaths.update(id), { method: 'PUT', form, reply: messageReply, onProgress });
}

/** PUT /api/units/update_{field}/{id}: one file, in a field of that name; success is "Done upload". */
export function uploadUnitFile(field: UnitFileField, id: string, file: File) {
  const form = new FormData();
  form.append(field, file);
  return apiUpload(unitPaths.uploadFile(field, id), { method: 'PUT', form, reply: uploadReplySchema });
}
