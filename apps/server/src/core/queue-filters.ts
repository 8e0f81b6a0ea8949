import { type QueueFilter, queueFilterKeys } from '@simsar/contract/queue-filters';
import { and, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { withinDays } from './day-range.ts';
import { type Executor, rowsOf } from './db.ts';
import { searchForm, searchTerm } from './search.ts';
import { dueSince, type ServiceClock } from './service-clock.ts';
import type { SessionAdmin } from './session.ts';

/**
 * A queue tab's filters (contract queue-filters.ts) on its table: the admin by the items' `owner_id`
 * (kept from the member's admin, docs/decisions/400), the day filed, and overdue or not. The caller's
 * own share is the list's `visibleTo` still: an ordinary admin asking for another admin's items gets none.
 */
export function queueFilterWhere(
  table: { ownerId: AnyPgColumn; createdAt: AnyPgColumn; projectCode?: AnyPgColumn; developer?: AnyPgColumn },
  filter: Partial<QueueFilter & ServiceClock> & DeveloperValues,
  todo: boolean,
): SQL | undefined {
  return and(
    filter.admin_id ? eq(table.ownerId, filter.admin_id) : undefined,
    withinDays(table.createdAt, filter.filed_from, filter.filed_to),
    overdueWhere(table.createdAt, filter, todo),
    containing(table.projectCode, filter.project),
    filter.developers
      ? developerAmong(table.developer, filter.developers)
      : containing(table.developer, filter.developer),
  );
}

/**
 * The developers a page's filter names, read before the page (`developersContaining`): the
 * items naming one of them, none when none does. Without it (an export, a saved view's count) the
 * filter is `containing`'s, which finds the same items.
 */
export type DeveloperValues = { developers?: string[] | undefined };

function developerAmong(column: AnyPgColumn | undefined, developers: string[]): SQL {
  return column && developers.length > 0 ? inArray(column, developers) : sql`false`;
}

/** The most distinct developers a filter walks; past them it keeps `containing`'s condition. */
export const developersWalked = 1000;

/**
 * The developers as filed whose search form contains the text (docs/decisions/568), read from the
 * table's distinct developers: a loose scan of its `(developer, status)` index, a probe each, so a
 * tab filtered by them is one index range a developer, counted without reading the rows (20,644 new
 * forms counted in 1.5 ms where the trigram index's bitmap read each of them: 81 ms), and a
 * developer nobody filed answers at once. A table of more than `walk` distinct developers is not
 * walked to its end: the filter stays `containing`'s (none: `{}`), so neither the scan nor the
 * list of names grows with a brokerage's spellings. Projects are not read so: they are thousands.
 */
export async function developersContaining(
  db: Executor,
  column: AnyPgColumn,
  text: string | undefined,
  walk = developersWalked,
): Promise<DeveloperValues> {
  if (!text) return {};
  const name = sql.identifier(column.name);
  const from = sql`${sql.identifier(getTableName(column.table))} as distinct_values`;
  const rows = rowsOf<{ value: string; matches: boolean }>(
    await db.execute(sql`with recursive seen(value, walked) as (
      (select distinct_values.${name}, 1 from ${from} where distinct_values.${name} is not null order by 1 limit 1)
      union all
      select (select distinct_values.${name} from ${from} where distinct_values.${name} > seen.value order by 1 limit 1),
        seen.walked + 1
      from seen where seen.value is not null and seen.walked <= ${walk}
    )
    select value, ${searchForm(sql`value`)} like ${searchTerm(text).pattern} as matches
    from seen where value is not null`),
  );
  if (rows.length > walk) return {};
  return { developers: rows.filter((row) => row.matches).map((row) => row.value) };
}

/**
 * The project or developer as filed, containing the text in search form (case, Arabic letter forms
 * and digits folded as the searches fold them; docs/decisions/562), on the trigram index of that
 * form (deals.schema.ts). A queue whose items name none (the request queues) has no item that matches.
 */
function containing(column: AnyPgColumn | undefined, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  if (!column) return sql`false`;
  return sql`${searchForm(column)} like ${searchTerm(text).pattern}`;
}

/**
 * Overdue or not (docs/decisions/561), as the cards' clocks and the home bells say it: a to-do item
 * filed before the queue's due time (`dueSince`, its target in working hours walked back from now
 * through the work calendar once) is overdue; an index range on `created_at`, as the bells read.
 * A moved item's clock has stopped and is never overdue.
 */
function overdueWhere(
  createdAt: AnyPgColumn,
  filter: Partial<QueueFilter & ServiceClock>,
  todo: boolean,
): SQL | undefined {
  if (!filter.overdue) return undefined;
  if (!todo || !clocked(filter)) return filter.overdue === 'yes' ? sql`false` : undefined;
  const since = dueSince(filter.calendar, filter.now, filter.targetHours);
  return filter.overdue === 'yes'
    ? sql`${createdAt} < ${since}::timestamptz`
    : sql`${createdAt} >= ${since}::timestamptz`;
}

/** Whether the tab's filter holds the clock overdue is read against (a page's or an export's scope). */
const clocked = <F extends Partial<ServiceClock>>(filter: F): filter is F & ServiceClock =>
  !!filter.now && filter.targetHours !== undefined && !!filter.calendar;

/** Whether the filters narrow a tab, so that its counter (core/tab-counts.ts) no longer is its total. */
export const queueFiltered = (filter: Partial<QueueFilter>) =>
  queueFilterKeys.some((key) => Boolean(filter[key]));

/**
 * How a queue tab's list counts its total (core/lists `counted` and `narrowed`): from its counter
 * (core/tab-counts.ts, decision 401) when no filter narrows it; a to-do tab filtered by overdue alone,
 * its counter less the items not yet overdue (those filed since the due time: a short index range),
 * not a count of every overdue item (docs/decisions/561). Any other filter: the rows are counted.
 */
export function tabCounting<Filter extends Partial<QueueFilter & ServiceClock>>(
  todo: boolean,
  counter: (db: Executor, admin: SessionAdmin) => Promise<number>,
) {
  const overdueAlone = (filter: Filter) => todo && filter.overdue === 'yes' && clocked(filter);
  return {
    counted: async (
      db: Executor,
      admin: SessionAdmin,
      filter: Filter,
      countUnder: (filter: Filter) => Promise<number>,
    ) => {
      const total = await counter(db, admin);
      if (!overdueAlone(filter)) return total;
      // Read apart, the counter may already hold an item filed after the count began: never below 0.
      return Math.max(0, total - (await countUnder({ ...filter, overdue: 'no' })));
    },
    narrowed: (filter: Filter) =>
      queueFiltered(overdueAlone(filter) ? { ...filter, overdue: undefined } : filter),
  };
}
