import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../core/config.ts';
import { AppError } from '../../core/errors.ts';
import { fileTypes, type Storage } from '../../core/storage.ts';
import { type FileSlot, readUploadForm } from '../../core/uploads.ts';

/** The address a stored public file is served at (/media/..., with range requests for videos). */
export function mediaUrl(key: string): string {
  return key.startsWith('public/') ? `/media/${key.slice('public/'.length)}` : key;
}

/** Removes stored files once the database no longer points at them; a missing one is no error. */
export async function removeKeys(storage: Storage, keys: (string | null | undefined)[]): Promise<void> {
  await Promise.all(keys.filter((key): key is string => Boolean(key)).map((key) => storage.remove(key)));
}

type Limits = Config['uploadLimits'];

export function imageSlot(limits: Limits, required?: string): FileSlot {
  return { visibility: 'public', types: fileTypes.image, maxBytes: limits.image, label: 'Image', required };
}

export function videoSlot(limits: Limits, required?: string): FileSlot {
  return { visibility: 'public', types: fileTypes.video, maxBytes: limits.video, label: 'Video', required };
}

/**
 * readUploadForm with the area's own words for a refused file type: "Image: this file type is not
 * accepted" becomes e.g. 'The image must be a JPG or PNG picture', under the slot's name.
 */
export async function readContentForm<Schema extends z.ZodType, Slot extends string>(
  request: FastifyRequest,
  storage: Storage,
  schema: Schema,
  slots: Record<Slot, FileSlot>,
  typeMessages: Partial<Record<Slot, string>>,
) {
  try {
    return await readUploadForm(request, storage, schema, slots);
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_TYPE') {
      for (const [slot, spec] of Object.entries<FileSlot>(slots)) {
        const message = typeMessages[slot as Slot];
        if (message && spec.label && error.message.startsWith(`${spec.label}:`))
          throw new AppError('UNSUPPORTED_TYPE', message, { [slot]: message });
      }
    }
    throw error;
  }
}

export const iso = (date: Date) => date.toISOString();
