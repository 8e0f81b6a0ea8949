import type { SavedViewLayout } from '@simsar/contract/saved-views';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../../core/admins.schema.ts';

/**
 * Saved views (docs/decisions/560): a list's filters, sort, columns and view under a name, its
 * owner's own or shared with every admin. It keeps the address, never rows: each viewer reads the
 * list with their own share.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** The console list's one name (the registry's, app-api.ts `consoleLists`). */
    list: text('list').notNull(),
    /** The console screen it opens on (`/clients/accept`). */
    path: text('path').notNull(),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    /** The list's address beside its page: search, sort, dir, size and its filters, as checked when saved. */
    query: jsonb('query').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    layout: text('layout').$type<SavedViewLayout>().notNull().default('cards'),
    columns: text('columns').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An admin's own views, and every shared one: the two reads of GET /api/views.
    index('saved_views_owner_idx').on(table.ownerId, table.createdAt),
    index('saved_views_shared_idx').on(table.createdAt).where(sql`${table.shared}`),
  ],
);
