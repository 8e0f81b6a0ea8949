import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../../core/admins.schema.ts';
import { users } from '../users/users.schema.ts';

/** A notification sent from the console (console-core §3 Notification). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    link: text('link'),
    /** Storage key of the optional image (public media). */
    imageKey: text('image_key'),
    userType: text('user_type', { enum: ['Broker', 'Client', 'Franchise'] }).notNull(),
    /** Who sent it (the sender of a broadcast; the admin whose act caused a member's notice). */
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /**
     * How many members a broadcast from a notification tab went to, as sent; null for a notice to
     * one member about something of theirs (decision 072), which the sent list leaves out (decision 154).
     */
    audienceSize: integer('audience_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The sent list: one type's broadcasts, newest first.
    index('notifications_sent_idx')
      .on(table.userType, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.audienceSize} is not null`),
    // The orphan sweep asks whether a row points at a file (docs/decisions/423).
    index('notifications_image_idx').on(table.imageKey).where(sql`${table.imageKey} is not null`),
    index('notifications_text_trgm_idx').using('gin', sql`lower(${table.text}) gin_trgm_ops`),
  ],
);

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.userId] }),
    index('notification_recipients_user_idx').on(table.userId),
  ],
);
