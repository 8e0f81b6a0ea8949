import { missingUnitFiles, type UnitUploadField, unitUploadsSchema } from '@simsar/contract/units';
import { chooseAgainMessages, unitMessages as m } from '@simsar/contract/units-messages';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AuditAdmin } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { mimeOfKey, type Storage, type StoredFile, urlOfKey } from '../../core/storage.ts';
import type { UploadForm } from '../../core/uploads.ts';
import { singleFile } from './units.files.service.ts';
import { unitUploads } from './units.schema.ts';
import { type ReadUpload, withUpload } from './units.write.service.ts';

// The Add project form's files sent ahead, one call each, so that a retry resends only what failed
// (docs/decisions/279). A row is good for 12 hours: well inside the orphan sweep's day, so the
// file of a row still good is never swept.
const stillGood = sql`now() - interval '12 hours'`;

/** POST /units/uploads/{field}: one file stored under its field's rules; the id the create names. */
export async function uploadAhead(
  db: Database,
  admin: AuditAdmin,
  storage: Storage,
  field: UnitUploadField,
  read: ReadUpload<UploadForm<unknown, string>>,
): Promise<string> {
  return withUpload(storage, read, async (upload) => {
    const stored = singleFile(upload, field);
    if (!stored) {
      const message = missingUnitFiles(new Set(), false)[field] ?? m.chooseImages;
      throw new AppError('VALIDATION', message, { [field]: message });
    }
    // Rows past their time go as new ones come; their files go with the orphan sweep.
    await db.delete(unitUploads).where(lt(unitUploads.createdAt, stillGood));
    const [row] = await db
      .insert(unitUploads)
      .values({ adminId: admin.id, field, key: stored.key })
      .returning({ id: unitUploads.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  });
}

/** The fields a create's `uploads` text names (nothing when it is not one): counted as present. */
export function fieldsSentAhead(text: string | undefined): string[] {
  const parsed = unitUploadsSchema.safeParse(parseJson(text));
  if (!parsed.success) return [];
  return Object.entries(parsed.data).flatMap(([field, ids]) => ([ids ?? []].flat().length ? [field] : []));
}

function parseJson(text: string | undefined): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const chooseAgain = (field: string) =>
  field === 'images' ? m.chooseImages : chooseAgainMessages[field as keyof typeof chooseAgainMessages];

export type SentAhead = {
  /** The stored files by field, as if they had come with the create. */
  files: Record<string, StoredFile[]>;
  /** Takes the rows in the create's transaction: a file sent ahead makes one project only. */
  take: (tx: Executor) => Promise<void>;
};

/**
 * The files a create names in `uploads` (fields that came as a file part as well take the part):
 * each must be this admin's, of its field and still good, or the field is marked "choose again".
 */
export async function filesSentAhead(
  db: Executor,
  admin: AuditAdmin,
  text: string | undefined,
  partFields: ReadonlySet<string>,
): Promise<SentAhead> {
  const parsed = unitUploadsSchema.safeParse(parseJson(text));
  if (!parsed.success) {
    throw new AppError('VALIDATION', 'uploads must be a JSON object of upload ids by field', {
      uploads: 'Invalid uploads',
    });
  }
  const named = Object.entries(parsed.data)
    .filter(([field]) => !partFields.has(field))
    .flatMap(([field, ids]) => [ids ?? []].flat().map((id) => ({ field, id })));
  const ids = named.map((entry) => entry.id);
  const rows = ids.length
    ? await db
        .select()
        .from(unitUploads)
        .where(
          and(
            inArray(unitUploads.id, ids),
            eq(unitUploads.adminId, admin.id),
            sql`${unitUploads.createdAt} > ${stillGood}`,
          ),
        )
    : [];
  const found = new Map(rows.map((row) => [row.id, row]));
  const files: Record<string, StoredFile[]> = {};
  const missing: Record<string, string> = {};
  for (const { field, id } of named) {
    const row = found.get(id);
    if (!row || row.field !== field) {
      missing[field] = chooseAgain(field);
      continue;
    }
    const ext = row.key.slice(row.key.lastIndexOf('.') + 1);
    const file = { key: row.key, url: urlOfKey(row.key), mime: mimeOfKey(row.key), ext, size: 0 };
    files[field] = [...(files[field] ?? []), file];
  }
  const first = Object.values(missing)[0];
  if (first) throw new AppError('VALIDATION', first, missing);
  return {
    files,
    take: async (tx) => {
      if (!ids.length) return;
      const taken = await tx
        .delete(unitUploads)
        .where(inArray(unitUploads.id, ids))
        .returning({ id: unitUploads.id });
      if (taken.length !== ids.length) {
        const field = named.find((entry) => !taken.some((row) => row.id === entry.id))?.field ?? 'images';
        throw new AppError('VALIDATION', chooseAgain(field), { [field]: chooseAgain(field) });
      }
    },
  };
}
