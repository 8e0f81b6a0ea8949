import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import type { Storage, StoredFile, UploadRules, Visibility } from './storage.ts';

export type UploadSpec = UploadRules & { visibility: Visibility; maxCount?: number };

export type MultipartUpload = {
  /** The text fields, by name (a repeated name keeps its last value). */
  fields: Record<string, string>;
  /** The stored files, by field name, in the order they came. */
  files: Record<string, StoredFile[]>;
  /** Removes every stored file: call it when the request fails after reading. */
  discard: () => Promise<void>;
};

/**
 * Reads a multipart request, streaming each file of a known field into storage under its rules.
 * On any failure (unknown file field, too many files, wrong type, too large) the files already
 * stored are removed before the error is thrown: a failed upload leaves no half file.
 */
export async function readMultipart(
  request: FastifyRequest,
  storage: Storage,
  specs: Record<string, UploadSpec>,
): Promise<MultipartUpload> {
  const fields: Record<string, string> = {};
  const files: Record<string, StoredFile[]> = {};
  const discard = async () => {
    await Promise.all(Object.values(files).flatMap((list) => list.map((file) => storage.remove(file.key))));
  };
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION', 'Send this request as multipart/form-data');
  }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      await storePart(part, storage, specs, files);
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, files, discard };
}

async function storePart(
  part: MultipartFile,
  storage: Storage,
  specs: Record<string, UploadSpec>,
  files: Record<string, StoredFile[]>,
): Promise<void> {
  const spec = specs[part.fieldname];
  if (!part.filename) {
    part.file.resume(); // an empty file input: nothing chosen
    return;
  }
  if (!spec) {
    part.file.resume();
    throw new AppError('VALIDATION', `Unexpected file field ${part.fieldname}`, {
      [part.fieldname]: 'Not expected',
    });
  }
  files[part.fieldname] ??= [];
  const list = files[part.fieldname] as StoredFile[];
  if (list.length >= (spec.maxCount ?? 1)) {
    part.file.resume();
    const message = `At most ${spec.maxCount ?? 1} file(s) for ${part.fieldname}`;
    throw new AppError('VALIDATION', message, { [part.fieldname]: message });
  }
  list.push(await storage.save(spec.visibility, part.file, spec));
  if (part.file.truncated) throw new AppError('TOO_LARGE', 'The file is larger than allowed');
}
