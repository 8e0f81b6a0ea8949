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

/**
 * Every queue tab's count (decision 401): how many items of `queue` (its kind: 'form', a request
 * queue's name) are in `state`, by their owner (the items' `owner_id`; null: no admin). Kept by
 * triggers generated from the same declarations as `summary_counters` (core/counted-states.owners.ts),
 * so a queue page's total is read, not counted. No live event: the bells listen to `summary_counters`.
 */
export const summaryTabCounters = pgTable(
  'summary_tab_counters',
  {
    queue: text('queue').notNull(),
    state: text('state').notNull(),
    adminId: uuid('admin_id'),
    count: integer('count').notNull(),
  },
  (table) => [
    unique('summary_tab_counters_key').on(table.queue, table.state, table.adminId).nullsNotDistinct(),
  ],
);
