import type { ClockedQueue } from '@simsar/contract/queue-lists';
import type { ReportCell } from '@simsar/contract/reports';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../core/db.ts';
import { localDayText, workingClockDays } from '../../core/work-calendar.ts';
import { cils, deals, forms } from '../deals/deals.schema.ts';
import { requests } from '../requests/requests.schema.ts';
import { type ResponseCounts, type ResponseTargets, responseFigures } from './reports.response.service.ts';
import { filedWhere, type ReportScope } from './reports.scope.ts';

type Rows = Record<string, ReportCell>[];
type Counted = {
  items: number;
  moved: number;
  median: string | null;
  p90: string | null;
  within: number;
  decided: number;
};

const dayMs = 86_400_000;
const dayBefore = (day: string) => new Date(Date.parse(day) - dayMs).toISOString().slice(0, 10);
const dayAfter = (day: string) => new Date(Date.parse(day) + dayMs).toISOString().slice(0, 10);

/** The items of a table filed in the range and whose this report counts, with their first moves. */
function filedFrom(
  scope: ReportScope,
  queue: SQL,
  table: typeof forms | typeof deals | typeof cils | typeof requests,
) {
  return sql`select ${queue} as queue, ${table.createdAt} as filed_at, ${table.firstMovedAt} as moved_at,
      ${table.firstMoverId} as mover_id, ${table.firstMoverName} as mover_name
    from ${table}
    where ${and(gte(table.createdAt, scope.start), lt(table.createdAt, scope.end), scope.owned(table.ownerId), 'projectCode' in table ? filedWhere(scope, table) : undefined)}`;
}

/**
 * Every item filed in the range with the working time (ms) from its filing to its first move, or to
 * now while it waits: the clock at the end less the clock at the filing, each read from its local
 * day of `workingClockDays` (decision 512). Requests only when no project or developer is chosen (a
 * request names neither), as the live count reads them.
 */
function clockedItems(scope: ReportScope, targets: ResponseTargets) {
  const today = localDayText(targets.now, scope.timeZone);
  const last = scope.query.to > today ? scope.query.to : today;
  const clock = workingClockDays(targets.calendar, dayBefore(scope.query.from), dayAfter(last));
  const filed = [
    filedFrom(scope, sql`'form'`, forms),
    filedFrom(scope, sql`'cil'`, cils),
    filedFrom(scope, sql`'deal'`, deals),
    ...(scope.query.project || scope.query.developer
      ? []
      : [filedFrom(scope, sql`${requests.queue}`, requests)]),
  ];
  const now = targets.now.toISOString();
  const clockAt = (day: SQL, at: SQL) =>
    sql`(${day}.before + case when ${day}.opens is null then 0 else greatest(0, extract(epoch from least(${at}, ${day}.closes) - ${day}.opens) * 1000) end)`;
  const localDay = (at: SQL) => sql`(${at} at time zone ${scope.timeZone})::date`;
  const filedAt = sql`date_trunc('milliseconds', f.filed_at)`;
  const endAt = sql`coalesce(date_trunc('milliseconds', f.moved_at), ${now}::timestamptz)`;
  return sql`with clock as (
      select * from jsonb_to_recordset(${JSON.stringify(clock)}::jsonb)
        as c(day date, opens timestamptz, closes timestamptz, before bigint)
    ), filed as (${sql.join(filed, sql` union all `)})
    select f.queue, f.moved_at, f.mover_id, f.mover_name,
      greatest(0, ${clockAt(sql`e`, endAt)} - ${clockAt(sql`s`, filedAt)}) as waited,
      (${JSON.stringify(targets.hours)}::jsonb ->> f.queue)::numeric * 3600000 as target
    from filed f
    join clock s on s.day = ${localDay(filedAt)}
    join clock e on e.day = ${localDay(endAt)}`;
}

/** A group's counts from its clocked items (the percentiles by nearest rank, as `percentileOf`). */
const countedColumns = sql`count(*)::int as items, count(moved_at)::int as moved,
  percentile_disc(0.5) within group (order by waited) filter (where moved_at is not null) as median,
  percentile_disc(0.9) within group (order by waited) filter (where moved_at is not null) as p90,
  count(*) filter (where moved_at is not null and waited <= target)::int as within,
  count(*) filter (where moved_at is not null or waited > target)::int as decided`;

const countsOf = (row: Counted): ResponseCounts => ({
  moved: row.moved,
  median: row.median === null ? null : Number(row.median),
  p90: row.p90 === null ? null : Number(row.p90),
  within: row.within,
  decided: row.decided,
});

/**
 * Per queue, every queue with a clock, in the queues' order, from the first moves the items keep
 * (decision 512): what `responseQueueRows` counts from the audit, in one statement.
 */
export async function keptResponseQueueRows(
  db: Executor,
  scope: ReportScope,
  targets: ResponseTargets,
  queues: readonly ClockedQueue[],
): Promise<Rows> {
  const rows = rowsOf<Counted & { queue: ClockedQueue }>(
    await db.execute(
      sql`select queue, ${countedColumns} from (${clockedItems(scope, targets)}) as i group by queue`,
    ),
  );
  const byQueue = new Map(rows.map((row) => [row.queue, row]));
  return queues.map((queue) => {
    const row = byQueue.get(queue);
    return {
      queue,
      items: row?.items ?? 0,
      ...responseFigures(row ? countsOf(row) : { moved: 0, median: null, p90: null, within: 0, decided: 0 }),
    };
  });
}

/** Per admin who made first moves, named as at their latest one; the most moves first. */
export async function keptResponseAdminRows(
  db: Executor,
  scope: ReportScope,
  targets: ResponseTargets,
): Promise<Rows> {
  const rows = rowsOf<Counted & { admin: string | null }>(
    await db.execute(sql`select (array_agg(mover_name order by moved_at desc))[1] as admin, ${countedColumns}
      from (${clockedItems(scope, targets)}) as i where mover_id is not null group by mover_id`),
  );
  return rows
    .map((row) => ({ admin: row.admin ?? '', ...responseFigures(countsOf(row)) }))
    .sort((a, b) => b.moved - a.moved || a.admin.localeCompare(b.admin));
}
