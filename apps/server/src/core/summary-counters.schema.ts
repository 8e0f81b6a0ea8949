import { integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The home bells' maintained counts (docs/decisions/120): how many items of each counted
 * queue wait, by the admin their member is assigned to (null: no admin; franchise requests, which
 * have no member). Kept by triggers in the same transaction as every write to the counted tables,
 * generated from the queue rows' `counted` states (core/counted-states.ts, `npm run db:counted`,
 * docs/decisions/390), so reading the summary never counts rows.
 * `counter` is 'pending_brokers', 'forms', 'deals', 'cil' or a request queue's name.
 * No foreign key on admin_id: an admin's deletion moves their members (and counts) to null first.
 * In core rather than in modules/home: the home summary reads it, and so does the users module's
 * assignment rule (an admin's open items, docs/decisions/276), which home cannot be imported by.
 */
export const summaryCounters = pgTable(
  'summary_counters',
  {
    counter: text('counter').notNull(),
    adminId: uuid('admin_id'),
    count: integer('count').notNull(),
  },
  (table) => [unique('summary_counters_key').on(table.adminId, table.counter).nullsNotDistinct()],
);
