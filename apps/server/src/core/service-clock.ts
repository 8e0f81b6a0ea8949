import type { QueueSort } from '@simsar/contract/queue-filters';
import { desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './db.ts';
import { orderKey } from './order-keys.ts';
import type { SessionAdmin } from './session.ts';
import { type WorkCalendar, workingMsBetween, workingStartBefore } from './work-calendar.ts';

/**
 * What a tab's cards are read against: now, the queue's target for its clocks (decision 082), and
 * the working week they count in (docs/decisions/490).
 */
export type ServiceClock = { now: Date; targetHours: number; calendar: WorkCalendar };

export const hourMs = 60 * 60 * 1000;

/**
 * The home bells' recent counts of some queues (decision 082): per queue, how many of the to-do items
 * this admin may see were filed at or after the queue's due time (`dueTimes`), i.e. are not yet overdue.
 * The request engine and the submission engine each count theirs against the same due times.
 */
export type RecentCount<Queue extends string> = (
  db: Executor,
  admin: SessionAdmin,
  due: Record<Queue, string>,
) => Promise<Record<Queue, number>>;

/**
 * The due time of a queue's items (docs/decisions/490): the earliest filing time still within
 * `targetHours` working hours of `now`. An index range `created_at >= since` then finds the items
 * not yet overdue, as before, the walk through the calendar done once per queue, not per item.
 */
export function dueSince(calendar: WorkCalendar, now: Date, targetHours: number): string {
  return workingStartBefore(calendar, now, targetHours * hourMs).toISOString();
}

/** Every clocked queue's due time now (`dueSince` of its target), read once for the home bells. */
export function dueTimes<Queue extends string>(
  targetHours: Record<Queue, number>,
  calendar: WorkCalendar,
  now: Date,
): Record<Queue, string> {
  const entries = Object.entries<number>(targetHours).map(([queue, hours]) => [
    queue,
    dueSince(calendar, now, hours),
  ]);
  return Object.fromEntries(entries) as Record<Queue, string>;
}

/**
 * An item's service clock (docs/decisions/082): a to-do item has waited since it was filed and is
 * overdue past its queue's target; a moved one shows how long it waited before it last moved. Both
 * in working time (docs/decisions/490): the hours off do not count.
 */
export function waitOf(
  item: { createdAt: Date; stateChangedAt: Date | null },
  todo: boolean,
  { now, targetHours, calendar }: ServiceClock,
): { waited_minutes: number; overdue: boolean } {
  const end = todo ? now : (item.stateChangedAt ?? now);
  const waitedMs = workingMsBetween(calendar, item.createdAt, end);
  return { waited_minutes: Math.floor(waitedMs / 60_000), overdue: todo && waitedMs > targetHours * hourMs };
}

/**
 * A tab's order: a to-do tab oldest first (the next to serve on top), others newest first by when
 * moved. `createdIndex` is how the table's queue index holds created_at: an index kept newest first
 * (`created_at desc nulls last`, forms, deals, CIL) serves oldest first read backward, which is
 * `asc nulls first` (the same rows in the same order, created_at being never null); a plain `asc`
 * would make PostgreSQL scan and sort the whole state.
 */
export function serviceOrder(
  todo: boolean,
  table: { id: AnyPgColumn; createdAt: AnyPgColumn; stateChangedAt: AnyPgColumn },
  createdIndex: 'asc' | 'desc' = 'asc',
): SQL[] {
  // Not keys (docs/decisions/412): no index holds this order, so reading from the last row's keys
  // would sort the rest of the tab again for every batch; `rows()` reads its ids once instead.
  if (!todo) return [sql`${table.stateChangedAt} desc nulls last`, desc(table.createdAt), desc(table.id)];
  return createdIndex === 'asc'
    ? [orderKey(table.createdAt, 'asc'), orderKey(table.id, 'asc')]
    : [orderKey(table.createdAt, 'asc', 'first'), orderKey(table.id, 'asc', 'first')];
}

/**
 * A queue tab's sorts (docs/decisions/563): when filed, the id last, either way, in the nulls order
 * of the table's queue index (`createdIndex` as in `serviceOrder`), so each is that index's range
 * read forward or backward, for a super admin's tab and an ordinary admin's alike.
 */
export function queueSortsOf(
  table: { id: AnyPgColumn; createdAt: AnyPgColumn },
  createdIndex: 'asc' | 'desc' = 'asc',
): Record<QueueSort, (dir: 'asc' | 'desc') => SQL[]> {
  // An index kept `desc nulls last` read backward is `asc nulls first`; a plain `asc` one is PostgreSQL's defaults.
  const nulls = (dir: 'asc' | 'desc') =>
    createdIndex === 'asc' ? undefined : dir === 'desc' ? ('last' as const) : ('first' as const);
  return {
    filed: (dir) => [orderKey(table.createdAt, dir, nulls(dir)), orderKey(table.id, dir, nulls(dir))],
  };
}
