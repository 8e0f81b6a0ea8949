import type { EditNoteInput, Note, NoteSubjectKind, NotesReply } from '@simsar/contract/notes';
import { noteMessages } from '@simsar/contract/notes';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { checkMentions, recordMention } from './notes.mentions.service.ts';
import { editableUntil, type NoteRow, toNotes } from './notes.read.ts';
import { notes } from './notes.schema.ts';
import { visibleSubject } from './notes.subjects.ts';

type Written = { body: string; mentions: string[] };

/** A subject's notes, oldest first, struck ones included (they are never deleted). */
export async function listNotes(
  db: Executor,
  admin: SessionAdmin,
  kind: NoteSubjectKind,
  id: string,
): Promise<NotesReply> {
  await visibleSubject(db, admin, kind, id);
  const rows = await db
    .select()
    .from(notes)
    .where(and(eq(notes.subjectKind, kind), eq(notes.subjectId, id)))
    .orderBy(asc(notes.createdAt), asc(notes.id));
  return { items: await toNotes(db, rows), total: rows.length };
}

async function one(db: Executor, row: NoteRow): Promise<Note> {
  const [note] = await toNotes(db, [row]);
  if (!note) throw new Error('a note read back lost');
  return note;
}

/** A new note on a subject the caller may see; each admin it mentions is rung (recordMention). */
export async function addNote(
  db: Executor,
  admin: SessionAdmin,
  kind: NoteSubjectKind,
  id: string,
  input: Written,
  now: Date,
): Promise<Note> {
  const subject = await visibleSubject(db, admin, kind, id);
  const mentions = await checkMentions(db, subject, admin, input.mentions);
  const row = await db.transaction(async (tx) => {
    const [written] = await tx
      .insert(notes)
      .values({
        subjectKind: kind,
        subjectId: id,
        authorId: admin.id,
        body: input.body,
        mentionIds: mentions,
        createdAt: now,
      })
      .returning();
    if (!written) throw new Error('a note not written');
    for (const adminId of mentions) {
      await recordMention(
        tx,
        { noteId: written.id, adminId, at: now },
        { subject, by: admin, text: input.body },
      );
    }
    await recordAudit(tx, {
      admin,
      action: 'create',
      kind: 'note',
      itemId: written.id,
      after: { subject_kind: kind, subject_id: id, body: input.body, mentions },
    });
    return written;
  });
  return one(db, row);
}

/** The note, on a subject the caller may see: 404 otherwise. */
async function findNote(db: Executor, admin: SessionAdmin, id: string): Promise<NoteRow> {
  const [row] = await db.select().from(notes).where(eq(notes.id, id));
  if (!row) throw new AppError('NOT_FOUND', noteMessages.noteNotFound);
  await visibleSubject(db, admin, row.subjectKind, row.subjectId).catch(() => {
    throw new AppError('NOT_FOUND', noteMessages.noteNotFound);
  });
  return row;
}

/**
 * The author's change, within `noteEditMinutes` of writing it, of the version they read (one
 * guarded UPDATE: of two changes sent at once, one wins and the other gets 409). An admin the
 * change newly mentions is rung; one it no longer mentions keeps the entry already in their inbox.
 */
export async function editNote(
  db: Executor,
  admin: SessionAdmin,
  id: string,
  input: Written & Pick<EditNoteInput, 'version'>,
  now: Date,
): Promise<Note> {
  const row = await findNote(db, admin, id);
  if (row.authorId !== admin.id) throw new AppError('FORBIDDEN', noteMessages.notAuthor);
  if (row.struckAt) throw new AppError('CONFLICT', noteMessages.alreadyStruck);
  if (now > editableUntil(row.createdAt)) throw new AppError('CONFLICT', noteMessages.editWindowPassed);
  if (row.version !== input.version) throw new AppError('CONFLICT', noteMessages.changedMeanwhile);
  const subject = await visibleSubject(db, admin, row.subjectKind, row.subjectId);
  const mentions = await checkMentions(db, subject, admin, input.mentions);
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(notes)
      .set({ body: input.body, mentionIds: mentions, version: input.version + 1, editedAt: now })
      .where(and(eq(notes.id, id), eq(notes.version, input.version), isNull(notes.struckAt)))
      .returning();
    if (!changed) throw new AppError('CONFLICT', noteMessages.changedMeanwhile);
    for (const adminId of mentions.filter((mentioned) => !row.mentionIds.includes(mentioned))) {
      await recordMention(tx, { noteId: id, adminId, at: now }, { subject, by: admin, text: input.body });
    }
    await recordAudit(tx, {
      admin,
      action: 'update',
      kind: 'note',
      itemId: id,
      before: { body: row.body, mentions: row.mentionIds },
      after: { body: input.body, mentions },
    });
    return changed;
  });
  return one(db, updated);
}

/** "Delete": the note stays, struck through with who and when; its author's or a super admin's. */
export async function strikeNote(db: Executor, admin: SessionAdmin, id: string, now: Date): Promise<Note> {
  const row = await findNote(db, admin, id);
  if (row.authorId !== admin.id && !admin.isSuper) throw new AppError('FORBIDDEN', noteMessages.mayNotStrike);
  const struck = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(notes)
      .set({
        struckAt: now,
        struckById: admin.id,
        struckByName: admin.name,
        version: sql`${notes.version} + 1`,
      })
      .where(and(eq(notes.id, id), isNull(notes.struckAt)))
      .returning();
    if (!changed) throw new AppError('CONFLICT', noteMessages.alreadyStruck);
    await recordAudit(tx, {
      admin,
      action: 'strike',
      kind: 'note',
      itemId: id,
      before: { body: row.body, struck: false },
      after: { struck: true },
    });
    return changed;
  });
  return one(db, struck);
}
