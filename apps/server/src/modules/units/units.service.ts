import { type UnitFileField, unitImagesMax } from '@simsar/contract/units';
import { unitMessages as m } from '@simsar/contract/units-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { AuditAdmin } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { Storage } from '../../core/storage.ts';
import type { UploadForm } from '../../core/uploads.ts';
import { projectDeveloperOf } from './units.developers.service.ts';
import { keyOfUrl, makeThumbnails, removeFiles, singleFile } from './units.files.service.ts';
import { findUnitRow } from './units.read.service.ts';
import { units } from './units.schema.ts';
import { filesSentAhead } from './units.uploads.service.ts';
import {
  auditedColumns,
  auditUnit,
  columnsOf,
  fileColumn,
  fileColumnsOf,
  type ReadUpload,
  withUpload,
  writeChildren,
} from './units.write.service.ts';

async function requireUnit(db: Executor, id: string): Promise<void> {
  if (!(await findUnitRow(db, id))) throw new AppError('NOT_FOUND', m.unitNotFound);
}

/** POST /units/create: a full project from the add form, published at once (docs/decisions/033). */
export async function createUnit(
  db: Database,
  admin: AuditAdmin,
  storage: Storage,
  read: ReadUpload,
): Promise<string> {
  return withUpload(storage, read, async (upload, thumbs) => {
    const { fields } = upload;
    // Files sent ahead (docs/decisions/279) count as if they came here; a file part takes its field.
    const parts = Object.fromEntries(Object.entries(upload.files).filter(([, list]) => list.length));
    const ahead = await filesSentAhead(db, admin, fields.uploads, new Set(Object.keys(parts)));
    const files = { ...ahead.files, ...parts };
    const images = files.images ?? [];
    thumbs.push(...(await makeThumbnails(storage, images)));
    return db.transaction(async (tx) => {
      await ahead.take(tx);
      const columns = { ...columnsOf(fields), ...(await projectDeveloperOf(tx, fields, admin)) };
      const [row] = await tx
        .insert(units)
        .values({
          ...columns,
          ...fileColumnsOf({ files }),
          images: images.map((image) => image.key),
          thumbnails: thumbs.map((thumb) => thumb.key),
          view: true,
          filledAt: new Date(),
        })
        .returning({ id: units.id });
      if (!row) throw new Error('insert returned no row');
      await writeChildren(tx, row.id, fields);
      await auditUnit(tx, admin, 'create', row.id, { after: auditedColumns(columns, Object.keys(columns)) });
      return row.id;
    });
  });
}

/**
 * PUT /units/update/{id}: the project's fields, minus the removed images (oldImages), plus new
 * images; at most 6 and at least 1 (content-operations §5). Removed images' files go once the change is saved.
 */
export async function updateUnit(
  db: Database,
  admin: AuditAdmin,
  storage: Storage,
  id: string,
  read: ReadUpload,
) {
  await requireUnit(db, id);
  return withUpload(storage, read, async (upload, thumbs) => {
    const { fields } = upload;
    const removed = new Set(parseUrlList(fields.oldImages).map(keyOfUrl));
    const added = upload.files.images ?? [];
    thumbs.push(...(await makeThumbnails(storage, added)));
    const dropped = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(units).where(eq(units.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND', m.unitNotFound);
      const keep = row.images
        .map((key, i) => ({ key, thumb: row.thumbnails[i] }))
        .filter(({ key }) => !removed.has(key));
      const count = keep.length + added.length;
      if (count > unitImagesMax) throw new AppError('VALIDATION', m.maxImages, { images: m.maxImages });
      if (count === 0) throw new AppError('VALIDATION', m.chooseImages, { images: m.chooseImages });
      const columns = { ...columnsOf(fields), ...(await projectDeveloperOf(tx, fields, admin)) };
      const keys = [...Object.keys(columns), 'images'];
      const images = [...keep.map((image) => image.key), ...added.map((image) => image.key)];
      await auditUnit(tx, admin, 'update', id, {
        before: auditedColumns(row, keys),
        after: auditedColumns({ ...columns, images }, keys),
      });
      await tx
        .update(units)
        .set({
          ...columns,
          images: [...keep.map((image) => image.key), ...added.map((image) => image.key)],
          thumbnails: [...keep.map((image) => image.thumb ?? ''), ...thumbs.map((thumb) => thumb.key)],
          filledAt: row.filledAt ?? new Date(),
        })
        .where(eq(units.id, id));
      await writeChildren(tx, id, fields);
      return row.images.flatMap((key, i) => (removed.has(key) ? [key, row.thumbnails[i]] : []));
    });
    await removeFiles(storage, dropped);
  });
}

function parseUrlList(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    throw new AppError('VALIDATION', 'oldImages must be a JSON list of image paths', {
      oldImages: 'Invalid list',
    });
  }
}

/** PUT /units/update_{field}/{id}: one file replaced; the old one is removed once the change is saved. */
export async function replaceUnitFile(
  db: Database,
  admin: AuditAdmin,
  storage: Storage,
  id: string,
  field: UnitFileField,
  read: ReadUpload<UploadForm<unknown, string>>,
): Promise<string> {
  await requireUnit(db, id);
  return withUpload(storage, read, async (upload) => {
    const stored = singleFile(upload, field);
    if (!stored) throw new AppError('VALIDATION', `Choose a file for ${field}`, { [field]: 'Choose a file' });
    const column = fileColumn[field];
    const old = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(units).where(eq(units.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND', m.unitNotFound);
      await tx
        .update(units)
        .set({ [column]: stored.key, updatedAt: new Date() })
        .where(eq(units.id, id));
      await auditUnit(tx, admin, 'update', id, {
        before: { [column]: row[column] },
        after: { [column]: stored.key },
      });
      return row[column];
    });
    await removeFiles(storage, [old]);
    return stored.url;
  });
}

/** DELETE /units/delete/{id}: the project, its rows and every file it points to. */
export async function deleteUnit(db: Database, admin: AuditAdmin, storage: Storage, id: string) {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(units).where(eq(units.id, id)).returning();
    if (!deleted) throw new AppError('NOT_FOUND', m.unitNotFound);
    const keys = ['projectName', 'devNameEn', 'locationEn', 'salesName', 'phone', 'images'];
    await auditUnit(tx, admin, 'delete', id, { before: auditedColumns(deleted, keys) });
    return deleted;
  });
  await removeFiles(storage, [
    ...row.images,
    ...row.thumbnails,
    ...Object.values(fileColumn).map((column) => row[column]),
  ]);
}

/** PUT /units/update_view/{id}: marks the project reviewed (so published, docs/decisions/033). */
export async function markUnitViewed(db: Executor, admin: AuditAdmin, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(units)
      .set({ view: true })
      .where(and(eq(units.id, id), sql`${units.filledAt} is not null`))
      .returning({ id: units.id });
    if (!row) throw new AppError('NOT_FOUND', m.unitNotFound);
    await auditUnit(tx, admin, 'mark_viewed', id, { after: { view: true } });
  });
}
