import { type Note, noteEditMinutes } from '@simsar/contract/notes';
import { inArray } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import type { Executor } from '../../core/db.ts';
import type { notes } from './notes.schema.ts';

export type NoteRow = typeof notes.$inferSelect;

/** Until when a note written at `createdAt` may be changed by its author. */
export const editableUntil = (createdAt: Date) => new Date(createdAt.getTime() + noteEditMinutes * 60_000);

/** Notes as the API gives them: their author's and mentioned admins' names read in one query. */
export async function toNotes(db: Executor, rows: NoteRow[]): Promise<Note[]> {
  const ids = [
    ...new Set(rows.flatMap((row) => [...(row.authorId ? [row.authorId] : []), ...row.mentionIds])),
  ];
  const named =
    ids.length === 0
      ? []
      : await db.select({ id: admins.id, name: admins.name }).from(admins).where(inArray(admins.id, ids));
  const nameOf = new Map(named.map((admin) => [admin.id, admin.name]));
  return rows.map((row) => ({
    _id: row.id,
    subject_kind: row.subjectKind,
    subject_id: row.subjectId,
    author:
      row.authorId && nameOf.has(row.authorId)
        ? { _id: row.authorId, name: nameOf.get(row.authorId) ?? '' }
        : null,
    body: row.body,
    mentions: row.mentionIds.flatMap((id) => {
      const name = nameOf.get(id);
      return name === undefined ? [] : [{ _id: id, name }];
    }),
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    editable_until: editableUntil(row.createdAt).toISOString(),
    version: row.version,
    struck: row.struckAt ? { by: row.struckByName ?? '', at: row.struckAt.toISOString() } : null,
  }));
}
