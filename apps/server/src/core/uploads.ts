import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { refuseControlCharacters } from './control-characters.ts';
import { AppError, validationError } from './errors.ts';
import type { Storage, StoredFile, UploadRules, Visibility } from './storage.ts';

export type UploadSpec = UploadRules & {
  visibility: Visibility;
  maxCount?: number;
  /** The spec's words when a file of this slot is of a refused type (default: the storage's). */
  typeMessage?: string;
  /** The spec's words when more than `maxCount` files come (default: "At most N file(s) for ..."). */
  countMessage?: string;
};

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
 * Only `readUploadForm` below calls it: routes read their forms through that.
 */
async function readMultipart(
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
    refuseControlCharacters(fields);
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
    const message = spec.countMessage ?? `At most ${spec.maxCount ?? 1} file(s) for ${part.fieldname}`;
    throw new AppError('VALIDATION', message, { [part.fieldname]: message });
  }
  try {
    list.push(await storage.save(spec.visibility, part.file, spec));
  } catch (error) {
    // A refusal names the field it marks (the console shows it there, docs/decisions/279).
    if (error instanceof AppError && error.code === 'UNSUPPORTED_TYPE') {
      const message = spec.typeMessage ?? error.message;
      throw new AppError('UNSUPPORTED_TYPE', message, { [part.fieldname]: message });
    }
    if (error instanceof AppError && error.code === 'TOO_LARGE') {
      throw new AppError('TOO_LARGE', error.message, { [part.fieldname]: error.message });
    }
    throw error;
  }
  if (part.file.truncated) throw new AppError('TOO_LARGE', 'The file is larger than allowed');
}

/** A file field of a form: its rules, and the message when it is required and missing. */
export type FileSlot = UploadSpec & { required?: string };

export type UploadForm<Fields, Slot extends string> = {
  /** The text fields, parsed by the form's schema. */
  fields: Fields;
  /** The stored files of each slot (an empty list when none was sent). */
  files: Record<Slot, StoredFile[]>;
  /** Removes every stored file: for a failure after reading. */
  discard: () => Promise<void>;
  /** Runs the rest of the request; when it fails, the stored files are removed and the error goes on. */
  settle: <T>(work: () => Promise<T>) => Promise<T>;
};

export type UploadFormOptions = {
  /**
   * Files required only under a condition of the form's fields (a project's files unless it is a
   * new launch): given the text fields as sent and the slots that hold a file, the missing ones
   * with their messages.
   */
  missingFiles?: (fields: Record<string, string>, present: ReadonlySet<string>) => Record<string, string>;
};

/**
 * The one multipart reader: reads a form's files into storage (streamed, type told
 * from the first bytes, size bounded per slot) and its text fields against the form's zod schema.
 * A missing required file or an invalid field answers 400 with every field's message, and leaves no
 * stored file behind.
 */
export async function readUploadForm<Schema extends z.ZodType, Slot extends string>(
  request: FastifyRequest,
  storage: Storage,
  schema: Schema,
  slots: Record<Slot, FileSlot>,
  options: UploadFormOptions = {},
): Promise<UploadForm<z.output<Schema>, Slot>> {
  const upload = await readMultipart(request, storage, slots);
  const parsed = schema.safeParse(upload.fields);
  const present = new Set(Object.keys(upload.files).filter((slot) => upload.files[slot]?.length));
  const missing: [string, string][] = Object.entries<FileSlot>(slots).flatMap(([slot, spec]) =>
    spec.required && !present.has(slot) ? [[slot, spec.required]] : [],
  );
  missing.push(...Object.entries(options.missingFiles?.(upload.fields, present) ?? {}));
  if (!parsed.success || missing.length > 0) {
    await upload.discard();
    const error = validationError(parsed.success ? [] : parsed.error.issues);
    const fields = { ...error.fields };
    for (const [slot, message] of missing) fields[slot] ??= message;
    throw new AppError('VALIDATION', Object.values(fields)[0] ?? error.message, fields);
  }
  const files = Object.fromEntries(
    Object.keys(slots).map((slot) => [slot, upload.files[slot] ?? []]),
  ) as Record<Slot, StoredFile[]>;
  const settle = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      await upload.discard();
      throw error;
    }
  };
  return { fields: parsed.data, files, discard: upload.discard, settle };
}
