import { inboxItemRouteOf } from '@simsar/contract/inbox';
import { memberLinkOf } from '@simsar/contract/member-page';
import {
  type AdminRef,
  cannotSeeMessage,
  type MentionsReply,
  mentionsCounter,
  noteMessages,
} from '@simsar/contract/notes';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import { liveEventsChannel } from '../../core/counted-states.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { enqueueMentionMail } from '../mail/mail.enqueue.service.ts';
import { toNotes } from './notes.read.ts';
import { noteMentions, notes } from './notes.schema.ts';
import { findSubject, mayView, type Subject, seersOf } from './notes.subjects.ts';

/** The most "Mentioned you" entries one read gives, newest first. */
const mentionsPage = 50;

/**
 * Rings an admin's bell: says on the live events stream, at the commit of `tx` (never for a
 * rolled-back note), that this admin's mentions changed; only that admin's consoles hear it.
 */
export async function ringMentions(tx: Executor, adminId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${liveEventsChannel}, ${`${mentionsCounter} ${adminId}`})`);
}

/**
 * THE one place a mention is made (a new note, or an edit adding an admin): its "Mentioned you"
 * entry in the admin's inbox, and their bell rung live. A mail about it would be sent from here.
 */
export async function recordMention(
  tx: Executor,
  mention: { noteId: string; adminId: string; at: Date },
  note: { subject: Subject; by: Pick<SessionAdmin, 'id' | 'name'>; text: string },
): Promise<void> {
  await tx
    .insert(noteMentions)
    .values({ noteId: mention.noteId, adminId: mention.adminId, createdAt: mention.at });
  await ringMentions(tx, mention.adminId);
  // And an e-mail, as the admin chose (docs/decisions/470), sent after the commit by the outbox.
  await enqueueMentionMail(tx, {
    adminId: mention.adminId,
    byId: note.by.id,
    byName: note.by.name,
    link: subjectLinkOf(note.subject),
    text: note.text,
  });
}

/** Where a note's subject is shown: a member's page (decision 442), a queue item where the inbox opens it. */
export function subjectLinkOf(subject: Subject): string {
  return subject.kind === 'member'
    ? memberLinkOf(subject.id)
    : inboxItemRouteOf({ kind: subject.kind, id: subject.id, status: subject.status ?? '' });
}

/**
 * The admins a note mentions, checked: each exists (400 otherwise) and may see the subject (400
 * naming those who cannot, docs/decisions/481). The author is never rung by their own note.
 */
export async function checkMentions(
  db: Executor,
  subject: Subject,
  author: Pick<SessionAdmin, 'id'>,
  ids: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: admins.id, name: admins.name, isSuper: admins.isSuper })
    .from(admins)
    .where(inArray(admins.id, wanted));
  if (found.length !== wanted.length) throw new AppError('VALIDATION', noteMessages.unknownAdmin);
  const blind = found.filter((admin) => !mayView(admin, subject));
  if (blind.length > 0) {
    throw new AppError('VALIDATION', cannotSeeMessage(blind.map((admin) => admin.name).sort()));
  }
  return wanted.filter((id) => id !== author.id);
}

/** The admins a note on this subject may mention: those who can see it, by name. */
export async function listMentionable(db: Executor, subject: Subject): Promise<AdminRef[]> {
  return db
    .select({ _id: admins.id, name: admins.name })
    .from(admins)
    .where(seersOf(subject))
    .orderBy(asc(admins.name), asc(admins.id));
}

/** The caller's mentions not yet done, newest first, each with its note and where its subject is. */
export async function listMentions(db: Executor, admin: SessionAdmin): Promise<MentionsReply> {
  const waiting = and(eq(noteMentions.adminId, admin.id), isNull(noteMentions.doneAt));
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: noteMentions.id, createdAt: noteMentions.createdAt, note: notes })
      .from(noteMentions)
      .innerJoin(notes, eq(notes.id, noteMentions.noteId))
      .where(waiting)
      .orderBy(desc(noteMentions.createdAt), desc(noteMentions.id))
      .limit(mentionsPage),
    db.select({ total: sql<number>`count(*)::int` }).from(noteMentions).where(waiting),
  ]);
  const read = await toNotes(
    db,
    rows.map((row) => row.note),
  );
  const items = await Promise.all(
    rows.map(async (row, at) => {
      const note = read[at];
      if (!note) throw new Error('a mention without its note');
      const subject = await findSubject(db, note.subject_kind, note.subject_id);
      return {
        _id: row.id,
        note,
        subject_status: subject?.status ?? null,
        member_type: subject?.memberType ?? null,
        subject_name: subject?.name ?? null,
        created_at: row.createdAt.toISOString(),
      };
    }),
  );
  return { items, total: Number(count?.total ?? 0) };
}

/** Marks one of the caller's mentions done: their bell drops by one (404: not theirs, or none). */
export async function markMentionDone(
  db: Executor,
  admin: SessionAdmin,
  id: string,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [mention] = await tx
      .select({ doneAt: noteMentions.doneAt })
      .from(noteMentions)
      .where(and(eq(noteMentions.id, id), eq(noteMentions.adminId, admin.id)));
    if (!mention) throw new AppError('NOT_FOUND', noteMessages.mentionNotFound);
    if (mention.doneAt) return;
    await tx
      .update(noteMentions)
      .set({ doneAt: at })
      .where(and(eq(noteMentions.id, id), isNull(noteMentions.doneAt)));
    await ringMentions(tx, admin.id);
  });
}
