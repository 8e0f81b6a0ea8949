import { z } from 'zod';
import { idField, textField } from './fields.ts';
import { type QueueKind, queueKinds } from './queue-kinds.ts';
import { filledTemplate } from './units-messages.ts';

/**
 * Notes on a member or on a queue item (docs/decisions/480): text with `@name` mentions of admins,
 * kept as the admins' ids; edited by their author within `noteEditMinutes`, never deleted (struck
 * through, with who and when). A mention rings the mentioned admin's bell and waits in their inbox
 * as "Mentioned you" until they mark it done.
 */

/** What a note is about: a member, or an item of any queue (a pending broker is a member). */
export const noteSubjectKinds = [
  'member',
  ...queueKinds.map((row) => row.kind).filter((kind) => kind !== 'pending_brokers'),
] as [NoteSubjectKind, ...NoteSubjectKind[]];
export type NoteSubjectKind = 'member' | Exclude<QueueKind, 'pending_brokers'>;

/** How long after writing it a note's author may still change it. */
export const noteEditMinutes = 10;
export const noteMaxLength = 2000;
/** The most admins one note mentions. */
export const noteMaxMentions = 20;

export const notePaths = {
  /** GET: a subject's notes, oldest first; POST: a new note on it. */
  subject: '/api/notes/:kind/:id',
  /** GET: the admins a note on this subject may mention (those who can see it). */
  mentionable: '/api/notes/:kind/:id/admins',
  /** PUT: the author's edit, within `noteEditMinutes`; DELETE: strike it through. */
  note: '/api/notes/note/:id',
  /** GET: the caller's mentions not yet marked done, newest first. */
  mentions: '/api/notes/mentions',
  /** PUT: mark one of the caller's mentions done (read). */
  mentionDone: '/api/notes/mentions/:id/done',
} as const;

/** The live events' name for a change of an admin's mentions: heard by that admin alone. */
export const mentionsCounter = 'mentions';

export const noteMessages = {
  noteRequired: 'Write the note',
  noteNotFound: 'Note not found',
  subjectNotFound: 'Not found',
  unknownAdmin: 'A mentioned admin does not exist',
  notAuthor: 'Only the note’s author can change it',
  editWindowPassed: 'A note can only be changed within 10 minutes of writing it',
  alreadyStruck: 'This note was deleted: it can no longer be changed',
  changedMeanwhile: 'Someone changed this note meanwhile: reload it and try again',
  mayNotStrike: 'Only the note’s author or a super admin can delete it',
  mentionNotFound: 'Mention not found',
} as const;

/** A mentioned admin who cannot see the subject: refused, naming them (docs/decisions/481). */
export const noteMessageTemplates = {
  cannotSee: '{names} cannot see this item: mention an admin who can',
} as const;
export type NoteMessageTemplate = (typeof noteMessageTemplates)[keyof typeof noteMessageTemplates];
export const cannotSeeMessage = (names: string[]) =>
  filledTemplate(noteMessageTemplates.cannotSee, { names: names.join(', ') });

export const noteSubjectParamsSchema = z.object({
  kind: z.enum(noteSubjectKinds, { error: noteMessages.subjectNotFound }),
  id: idField(noteMessages.subjectNotFound),
});
export const noteParamsSchema = z.object({ id: idField(noteMessages.noteNotFound) });
export const mentionParamsSchema = z.object({ id: idField(noteMessages.mentionNotFound) });

const mentionsField = z
  .array(idField(noteMessages.unknownAdmin), { error: noteMessages.unknownAdmin })
  .max(noteMaxMentions, `At most ${noteMaxMentions} admins`)
  .default([]);

/** A new note: its text and the ids of the admins its `@name`s mention. */
export const createNoteSchema = z.object({
  body: textField(noteMessages.noteRequired, noteMaxLength),
  mentions: mentionsField,
});
export type CreateNoteInput = z.input<typeof createNoteSchema>;

/** An edit: the new text and mentions, with the version the author edited (409 if it changed since). */
export const editNoteSchema = createNoteSchema.extend({ version: z.number().int().min(1) });
export type EditNoteInput = z.input<typeof editNoteSchema>;

const adminRefSchema = z.object({ _id: z.string(), name: z.string() });
export type AdminRef = z.infer<typeof adminRefSchema>;

export const noteSchema = z.object({
  _id: z.string(),
  subject_kind: z.enum(noteSubjectKinds),
  subject_id: z.string(),
  /** Null once the author's account is deleted. */
  author: adminRefSchema.nullable(),
  body: z.string(),
  mentions: z.array(adminRefSchema),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** Until when the author may change it. */
  editable_until: z.string(),
  version: z.number().int(),
  /** Who deleted (struck through) it and when; null while it stands. */
  struck: z.object({ by: z.string(), at: z.string() }).nullable(),
});
export type Note = z.infer<typeof noteSchema>;

export const notesReplySchema = z.object({ items: z.array(noteSchema), total: z.number().int() });
export type NotesReply = z.infer<typeof notesReplySchema>;

export const mentionableReplySchema = z.object({ items: z.array(adminRefSchema) });

/** One "Mentioned you" entry: the note, and where its subject is (its state tells the console's page). */
export const mentionSchema = z.object({
  _id: z.string(),
  note: noteSchema,
  /** The subject's state now (a queue item's status, a member's status), for the link to it. */
  subject_status: z.string().nullable(),
  /** A member subject's type (Broker, Client, Franchise), for the link to its list. */
  member_type: z.string().nullable(),
  /** The subject's name as a line: the member's, or the queue item's filer. */
  subject_name: z.string().nullable(),
  created_at: z.string(),
});
export type Mention = z.infer<typeof mentionSchema>;

export const mentionsReplySchema = z.object({ items: z.array(mentionSchema), total: z.number().int() });
export type MentionsReply = z.infer<typeof mentionsReplySchema>;
