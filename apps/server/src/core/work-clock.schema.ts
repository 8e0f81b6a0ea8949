import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The working week laid out by local day as a clock SQL can read (docs/decisions/569): each day's
 * window as its opening instant and length (ms; 0 on a day off) and the working milliseconds of
 * the days before it. The working time between two instants is the clock at the second less the
 * clock at the first (core/work-calendar.ts `workingClockDays`). Written by core/work-clock.ts
 * whenever the calendar it was laid out from changes; the response-time roll-ups read it.
 */
export const workClock = pgTable('work_clock', {
  day: date('day').primaryKey(),
  opens: bigint('opens', { mode: 'number' }).notNull(),
  length: bigint('length', { mode: 'number' }).notNull(),
  before: bigint('before', { mode: 'number' }).notNull(),
});

/**
 * Which calendar `work_clock` holds: the fingerprint of the calendar and days it was laid out from.
 * Its change is what the response-time roll-ups re-derive on (reports.totals.ts).
 */
export const workClockKept = pgTable(
  'work_clock_kept',
  {
    id: integer('id').primaryKey().default(1),
    fingerprint: text('fingerprint').notNull(),
  },
  (table) => [check('work_clock_kept_single_row', sql`${table.id} = 1`)],
);
