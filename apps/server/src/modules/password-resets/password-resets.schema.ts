import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../../core/admins.schema.ts';

/**
 * Password-reset requests filed by members through the apps (console-core §3). The new password is
 * never kept here: only the member's argon2id hash changes (docs/decisions/053).
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    whatsApp: text('whatsapp').notNull(),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('password_reset_requests_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // The open ones alone, as the inbox reads them oldest first and the super admins' alert counts
    // them, however many done ones pile up (docs/decisions/281).
    index('password_reset_requests_open_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.done} = false`),
  ],
);
