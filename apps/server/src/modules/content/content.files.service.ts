import { eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { type AuditAdmin, recordAudit } from '../../core/audit.ts';
import type { Config } from '../../core/config.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { fileTypes, type Storage } from '../../core/storage.ts';
import type { FileSlot } from '../../core/uploads.ts';

/** The address a stored public file is served at (/media/..., with range requests for videos). */
export function mediaUrl(key: string): string {
  return key.startsWith('public/') ? `/media/${key.slice('public/'.length)}` : key;
}

/** Removes stored files once the database no longer points at them; a missing one is no error. */
export async function removeKeys(storage: Storage, keys: (string | null | undefined)[]): Promise<void> {
  await Promise.all(keys.filter((key): key is string => Boolean(key)).map((key) => storage.remove(key)));
}

type Limits = Config['uploadLimits'];

/** A public image slot (JPG or PNG), with the area's words for a refused type. */
export function imageSlot(limits: Limits, typeMessage: string, required?: string): FileSlot {
  return {
    visibility: 'public',
    types: fileTypes.image,
    maxBytes: limits.image,
    label: 'Image',
    typeMessage,
    required,
  };
}

/** A public video slot (MP4), with the area's words for a refused type. */
export function videoSlot(limits: Limits, typeMessage: string, required?: string): FileSlot {
  return {
    visibility: 'public',
    types: fileTypes.video,
    maxBytes: limits.video,
    label: 'Video',
    typeMessage,
    required,
  };
}

export const iso = (date: Date) => date.toISOString();

/**
 * Writes a content change to the audit log (issue 13, item 7): call it with the transaction that
 * makes the change. Rows hold file keys, never file bytes.
 */
export function auditContent(
  tx: Executor,
  admin: AuditAdmin,
  action: string,
  itemId: string,
  before?: Record<string, unknown>,
  after?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(tx, {
    admin,
    action,
    kind: 'content',
    itemId,
    ...(before && { before }),
    ...(after && { after }),
  });
}

type ContentTable = PgTable & { id: PgColumn };

/** Inserts one content row and audits its creation, in one transaction. */
export function createAudited<T extends ContentTable>(
  db: Executor,
  admin: AuditAdmin,
  table: T,
  values: PgInsertValue<T>,
  action: string,
): Promise<T['$inferSelect']> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(table).values(values).returning();
    const row = created as T['$inferSelect'];
    await auditContent(tx, admin, action, row.id as string, undefined, row);
    return row;
  });
}

/**
 * Deletes one content row and audits it, in one transaction, then removes the files it pointed at
 * (once the database no longer does). An unknown id is a 404 in the area's words.
 */
export async function deleteAudited<T extends ContentTable>(
  db: Executor,
  admin: AuditAdmin,
  storage: Storage,
  table: T,
  id: string,
  item: {
    notFound: string;
    action: (row: T['$inferSelect']) => string;
    files: (row: T['$inferSelect']) => (string | null)[];
  },
): Promise<void> {
  const gone = await db.transaction(async (tx) => {
    const [row] = (await tx.delete(table).where(eq(table.id, id)).returning()) as T['$inferSelect'][];
    if (!row) throw new AppError('NOT_FOUND', item.notFound);
    await auditContent(tx, admin, item.action(row), id, row);
    return row;
  });
  await removeKeys(storage, item.files(gone));
}
