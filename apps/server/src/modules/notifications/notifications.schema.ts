import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../admins/admins.schema.ts';
import { users } from '../users/users.schema.ts';

/** A notification sent from the console (console-core §3 Notification). */
export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  text: text('text').notNull(),
  link: text('link'),
  /** Storage key of the optional image (public media). */
  imageKey: text('image_key'),
  userType: text('user_type', { enum: ['Broker', 'Client', 'Franchise'] }).notNull(),
  adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
