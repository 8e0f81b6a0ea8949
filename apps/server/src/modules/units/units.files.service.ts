import type { UnitFileField } from '@simsar/contract/units';
import { fileTypeMessages, unitMessages as m } from '@simsar/contract/units-messages';
import type { Config } from '../../core/config.ts';
import { AppError } from '../../core/errors.ts';
import { fileTypes, type Storage, type StoredFile } from '../../core/storage.ts';
import type { UploadSpec } from '../../core/uploads.ts';

/** A project's files are public media (content-operations §3: the apps show them); docs/decisions/032 has the limits. */
export function unitUploadSpecs(
  limits: Config['uploadLimits'],
): Record<'images' | UnitFileField, UploadSpec> {
  // Each of the six files: one, its wrong type refused with its own message, marked on its field.
  const spec = (
    field: UnitFileField,
    types: readonly string[],
    maxBytes: number,
    label: string,
  ): UploadSpec => ({
    visibility: 'public',
    types,
    maxBytes,
    label,
    maxCount: 1,
    typeMessage: fileTypeMessages[field],
  });
  return {
    // The spec's words for the images' refusals (content-operations §5, §8).
    images: {
      visibility: 'public',
      types: fileTypes.image,
      maxBytes: limits.image,
      label: 'Images',
      maxCount: 6,
      typeMessage: m.imageTypes,
      countMessage: m.maxImages,
    },
    logo: spec('logo', fileTypes.image, limits.image, 'Logo'),
    master_plan: spec('master_plan', [...fileTypes.image, ...fileTypes.pdf], limits.document, 'Master plan'),
    pdf: spec('pdf', fileTypes.pdf, limits.document, 'PDF'),
    file: spec('file', fileTypes.spreadsheet, limits.document, 'Availability file'),
    video_broker: spec('video_broker', fileTypes.video, limits.video, 'Video broker'),
    video_client: spec('video_client', fileTypes.video, limits.video, 'Video client'),
  };
}

/** The stored key behind a /media/ URL the console sends back (oldImages). */
export function keyOfUrl(url: string): string {
  return url.startsWith('/media/') ? `public/${url.slice('/media/'.length)}` : url;
}

const thumbnailRules = { types: ['image/webp'], maxBytes: 5 * 1024 * 1024, label: 'Thumbnail' } as const;

/**
 * A small card thumbnail (480x320 WebP) of each stored image, made at upload time so the list
 * never sends originals. An image that cannot be decoded is refused like a wrong type.
 */
export async function makeThumbnails(storage: Storage, images: StoredFile[]): Promise<StoredFile[]> {
  const made: StoredFile[] = [];
  try {
    // Loaded at the first image (libvips is native and large): a server that never resizes never loads it.
    const { default: sharp } = await import('sharp');
    for (const image of images) {
      const resize = sharp({ failOn: 'error' })
        .rotate()
        .resize(480, 320, { fit: 'cover' })
        .webp({ quality: 75 });
      // Read back through storage: the original may sit in a bucket, not on this process's disk.
      const stream = (await storage.open(image.key)).pipe(resize);
      made.push(await storage.save('public', stream, thumbnailRules));
    }
    return made;
  } catch (error) {
    await Promise.all(made.map((file) => storage.remove(file.key)));
    if (error instanceof AppError && error.code !== 'UNSUPPORTED_TYPE') throw error;
    throw new AppError('UNSUPPORTED_TYPE', m.imageTypes, { images: m.imageTypes });
  }
}

export async function removeFiles(storage: Storage, keys: (string | null | undefined)[]): Promise<void> {
  await Promise.all(keys.filter((key): key is string => Boolean(key)).map((key) => storage.remove(key)));
}

/** The one stored file of a field, if any. */
export function singleFile(
  upload: { files: Record<string, StoredFile[]> },
  field: string,
): StoredFile | undefined {
  return upload.files[field]?.[0];
}
