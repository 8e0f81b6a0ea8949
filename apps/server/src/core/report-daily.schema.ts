import { date, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The reports' daily roll-ups (docs/decisions/511): per local day of the brokerage (Africa/Cairo),
 * owner admin (the items' `owner_id`, the members' `admin_id`; null: no admin) and measure, how many
 * and how much. Kept by triggers generated from the reports area's `dailyTotals` declarations
 * (core/counted-states.totals.ts, `npm run db:counted`) in the same transaction as every filing,
 * move, re-assignment and deletion, so a report sums days × admins rows instead of the items.
 * A measure's coarse rows (`forms`, `deals`, ...) leave `project`, `developer` and `member_id` empty;
 * its fine rows (`forms_by`, `deals_by`, ...) keep the project code and developer as filed and, for
 * deals, the broker. No foreign key on admin_id: a deleted admin's members move to no admin first.
 */
export const reportDaily = pgTable(
  'report_daily',
  {
    day: date('day').notNull(),
    measure: text('measure').notNull(),
    adminId: uuid('admin_id'),
    project: text('project').notNull(),
    developer: text('developer').notNull(),
    memberId: uuid('member_id'),
    /** The members' rows: `type:state` (Broker:accepted, Client:pending, ...). */
    detail: text('detail').notNull(),
    count: integer('count').notNull(),
    /** How many of the rows counted had a value (a deal's final value may be empty). */
    valued: integer('valued').notNull(),
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
    commission: numeric('commission', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [
    unique('report_daily_key')
      .on(
        table.measure,
        table.day,
        table.adminId,
        table.project,
        table.developer,
        table.memberId,
        table.detail,
      )
      .nullsNotDistinct(),
  ],
);
