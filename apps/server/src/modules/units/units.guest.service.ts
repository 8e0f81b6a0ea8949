import { unitMessages as m } from '@simsar/contract/units-messages';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuditAdmin } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { defineList } from '../../core/lists.ts';
import type { Storage } from '../../core/storage.ts';
import { projectDeveloperOf } from './units.developers.service.ts';
import { makeThumbnails } from './units.files.service.ts';
import { findUnitRow } from './units.read.service.ts';
import { units } from './units.schema.ts';
import {
  auditUnit,
  columnsOf,
  fileColumnsOf,
  type ReadUpload,
  withUpload,
  writeChildren,
} from './units.write.service.ts';

// A guest link's life: made empty, filled once by its holder, moved to a new id (decisions/031).

/** POST /units/empty: an empty project reachable by its guest link (docs/decisions/031). */
export async function createEmptyUnit(db: Executor, admin: AuditAdmin): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(units).values({ guestLink: true }).returning({ id: units.id });
    if (!row) throw new Error('insert returned no row');
    await auditUnit(tx, admin, 'create_guest_link', row.id, { after: { guestLink: true } });
    return row.id;
  });
}

/** The empty projects still waiting for a guest, newest first; a super admin's list. */
export const guestLinksList = defineList(units, {
  name: 'guest-links',
  superOnly: true,
  columns: () => ({ id: units.id, createdAt: units.createdAt }),
  where: () => and(eq(units.guestLink, true), isNull(units.filledAt)),
  order: () => [desc(units.createdAt), desc(units.id)],
  toItems: (rows) => rows,
});

/** GET /units/guest_links: the empty projects still waiting for a guest, newest first. */
export function listWaitingGuestUnits(db: Executor, page: number) {
  return guestLinksList.page(db, null, { page });
}

/**
 * POST /units/copy_and_delete/{id} (Change link): the project moves to a new random id in one
 * statement (its rows follow by ON UPDATE CASCADE); the old id, and so the old link, is gone.
 */
export async function changeUnitLink(db: Executor, admin: AuditAdmin, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(units)
      .set({ id: sql`gen_random_uuid()`, guestLink: true, updatedAt: new Date() })
      .where(eq(units.id, id))
      .returning({ id: units.id });
    if (!row) throw new AppError('NOT_FOUND', m.unitNotFound);
    // Under its new id, so the project's history follows it; the old id is kept in the entry.
    await auditUnit(tx, admin, 'change_link', row.id, { before: { id }, after: { id: row.id } });
    return row.id;
  });
}

/**
 * POST /api/guest/units/{id}: the holder of a guest link fills in that one empty project, with the
 * add form's rules. Of two fills at once exactly one wins (guarded on filled_at); the other gets
 * 409 and its files are removed.
 */
export async function fillGuestUnit(db: Database, storage: Storage, id: string, read: ReadUpload) {
  // Checked before the body is read: a stale link never streams files anywhere.
  const existing = await findUnitRow(db, id, eq(units.guestLink, true));
  if (!existing) throw new AppError('NOT_FOUND', m.guestLinkNotFound);
  if (existing.filledAt) throw new AppError('CONFLICT', m.alreadyFilled);
  return withUpload(storage, read, async (upload, thumbs) => {
    const { fields } = upload;
    const images = upload.files.images ?? [];
    thumbs.push(...(await makeThumbnails(storage, images)));
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(units)
        .set({
          ...columnsOf(fields),
          // A guest names the developer by typing: linked to the developer of that name, if any.
          ...(await projectDeveloperOf(tx, fields)),
          ...fileColumnsOf(upload),
          images: images.map((image) => image.key),
          thumbnails: thumbs.map((thumb) => thumb.key),
          filledAt: new Date(),
        })
        .where(and(eq(units.id, id), eq(units.guestLink, true), isNull(units.filledAt)))
        .returning({ id: units.id });
      if (!row) throw new AppError('CONFLICT', m.alreadyFilled);
      await writeChildren(tx, id, fields);
    });
  });
}
