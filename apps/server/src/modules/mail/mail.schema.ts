import type { MailDelivery, MailEvent } from '@simsar/contract/mail';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../../core/admins.schema.ts';
import type { MailBlock } from './mail.render.ts';

/**
 * The e-mail outbox (docs/decisions/470): a row is written in the transaction of the move that
 * causes it, so the move never waits for, or fails with, the mail server; the sender reads it
 * afterwards. `now` rows are sent as they are; `digest` rows wait for the admin's daily digest, which
 * is itself a `now` row (`digest_id` on the rows it gathered).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** An event of contract `mailEvents`, or `digest` / `overdue_summary` for the daily e-mails. */
    event: text('event').$type<MailEvent | 'digest' | 'overdue_summary'>().notNull(),
    delivery: text('delivery').$type<Exclude<MailDelivery, 'off'>>().notNull(),
    /** The admin's language when it was enqueued: the e-mail is written in it (Arabic right to left). */
    language: text('language').$type<'en' | 'ar'>().notNull(),
    /** What it is about, one line: the subject, and the digest's line for it. */
    line: text('line').notNull(),
    /** The body's paragraphs; rendered as text and HTML when sent (core/config's PUBLIC_URL then). */
    paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
    /** The digests' lists and tables (mail.render.ts), rendered after the paragraphs. */
    blocks: jsonb('blocks').$type<MailBlock[]>().notNull().default([]),
    /** The console address it links to, from the console's root (`/inbox`, `/form/new/...`). */
    path: text('path').notNull(),
    /** What makes an e-mail once only (an overdue item, a day's digest); null: no such rule. */
    onceKey: text('once_key').unique(),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'digested'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not tried before this (the back-off after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender's lease on the row: no other process tries it before this passes. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    digestId: uuid('digest_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('mail_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed', 'digested')`),
    check('mail_outbox_delivery_check', sql`${table.delivery} in ('now', 'digest')`),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending' and ${table.delivery} = 'now'`),
    index('mail_outbox_digest_idx')
      .on(table.adminId)
      .where(sql`${table.status} = 'pending' and ${table.delivery} = 'digest'`),
  ],
);

/** Each admin's e-mail choices (docs/decisions/471); no row: the defaults (contract `defaultMailChoices`). */
export const mailChoices = pgTable('mail_choices', {
  adminId: uuid('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  events: jsonb('events').$type<Partial<Record<MailEvent, MailDelivery>>>().notNull().default({}),
  overdueSummary: boolean('overdue_summary').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
