import type { NoteSubjectKind } from '@simsar/contract/notes';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../../core/admins.schema.ts';

/**
 * Notes on a member or a queue item (docs/decisions/480). The subject is a kind and an id, not a
 * foreign key (one table for every kind); a note is never deleted, only struck through.
 */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind').$type<NoteSubjectKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    authorId: uuid('author_id').references(() => admins.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The admins its `@name`s mention, as written in its current text. */
    mentionIds: uuid('mention_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Raised by each change: an edit sent with an older one is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    struckAt: timestamp('struck_at', { withTimezone: true }),
    struckById: uuid('struck_by_id').references(() => admins.id, { onDelete: 'set null' }),
    /** Who struck it, kept by name: the name stays when the admin's account goes. */
    struckByName: text('struck_by_name'),
  },
  (table) => [index('notes_subject_idx').on(table.subjectKind, table.subjectId, table.createdAt)],
);

/** Each admin a note mentions: their "Mentioned you" entry, waiting until they mark it done. */
export const noteMentions = pgTable(
  'note_mentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    // An admin's waiting mentions, newest first: their bell's count and their inbox's section.
    index('note_mentions_waiting_idx')
      .on(table.adminId, table.createdAt.desc())
      .where(sql`${table.doneAt} is null`),
    index('note_mentions_note_idx').on(table.noteId, table.adminId),
  ],
);
