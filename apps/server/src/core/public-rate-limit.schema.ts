import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Public calls counted per route and client address in fixed one-minute windows, shared by every
 * server process on the database (docs/decisions/230). UNLOGGED (set in its migration): counts
 * a crash may lose are worth less than the write-ahead log each call would pay.
 */
export const publicCallCounts = pgTable(
  'public_call_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('public_call_counts_ends_idx').on(table.windowEndsAt)],
);
