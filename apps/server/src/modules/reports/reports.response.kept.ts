import type { ClockedQueue } from '@simsar/contract/queue-lists';
import type { ReportCell } from '@simsar/contract/reports';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../core/db.ts';
import { localDayText, workingClockDays, workingStartBefore } from '../../core/work-calendar.ts';
import { cils, deals, forms } from '../deals/deals.schema.ts';
import { requests } from '../requests/requests.schema.ts';
import { type ResponseTargets, responseFigures } from './reports.response.service.ts';
import { filedWhere, type ReportScope } from './reports.scope.ts';

type Rows = Record<string, ReportCell>[];

/** The range's last day or today, whichever is later: a first move is at the latest today. */
function lastDay(scope: ReportScope, targets: ResponseTargets) {
  const today = localDayText(targets.now, scope.timeZone);
  return scope.query.to > today ? scope.query.to : today;
}

type ItemTable = typeof forms | typeof deals | typeof cils | typeof requests;

/** The items of a table filed in the range and whose this report counts, with their first moves. */
function filedFrom(scope: ReportScope, queue: SQL, table: ItemTable, where?: (table: ItemTable) => SQL) {
  return sql`select ${queue} as queue, ${table.createdAt} as filed_at, ${table.firstMovedAt} as moved_at,
      ${table.firstMoverId} as mover_id, ${table.firstMoverName} as mover_name
    from ${table}
    where ${and(
      gte(table.createdAt, scope.start),
      lt(table.createdAt, scope.end),
      scope.owned(table.ownerId),
      'projectCode' in table ? filedWhere(scope, table) : undefined,
      where?.(table),
    )}`;
}

/** The filed items of every table this report reads (requests only when no project or developer is chosen). */
function filedItems(scope: ReportScope, where?: (table: ItemTable) => SQL) {
  const filed = [
    filedFrom(scope, sql`'form'`, forms, where),
    filedFrom(scope, sql`'cil'`, cils, where),
    filedFrom(scope, sql`'deal'`, deals, where),
    ...(scope.query.project || scope.query.developer
      ? []
      : [filedFrom(scope, sql`${requests.queue}`, requests, where)]),
  ];
  return sql.join(filed, sql` union all `);
}

/**
 * Per queue: the items filed in the range, how many were moved, and how many still wait past their
 * target. An item waiting since before `workingStartBefore(now, target)` has had more working hours
 * than its target (service-clock.ts reads its overdue items the same way), so those need no clock.
 */
async function waitingCounts(db: Executor, scope: ReportScope, targets: ResponseTargets) {
  const overdueBefore = Object.fromEntries(
    Object.entries(targets.hours).map(([queue, hours]) => [
      queue,
      workingStartBefore(targets.calendar, targets.now, hours * 3_600_000).toISOString(),
    ]),
  );
  return rowsOf<{ queue: ClockedQueue; items: number; moved: number; overdue: number }>(
    await db.execute(sql`select queue, count(*)::int as items, count(moved_at)::int as moved,
        count(*) filter (where moved_at is null
          and filed_at < (${JSON.stringify(overdueBefore)}::jsonb ->> queue)::timestamptz)::int as overdue
      from (${filedItems(scope)}) as f group by queue`),
  );
}

/**
 * The moved items filed in the range with the working time (ms) from filing to first move: the
 * clock at the move less the clock at the filing, each read from its local day of
 * `workingClockDays` (decision 512), and whether it is within the queue's target.
 */
function movedItems(scope: ReportScope, targets: ResponseTargets) {
  const clock = workingClockDays(targets.calendar, scope.query.from, lastDay(scope, targets));
  // An instant cut to the millisecond as Node reads it, in ms: exact, as float8 is within 0.5 ms of it.
  const msOf = (at: SQL) => sql`round(date_part('epoch', ${at}) * 1000)::bigint`;
  const clockAt = (day: SQL, at: SQL) =>
    sql`(${day}.before + least(greatest(${msOf(at)} - ${day}.opens, 0), ${day}.length))`;
  const localDay = (at: SQL) => sql`(${at} at time zone ${scope.timeZone})::date`;
  const filedAt = sql`date_trunc('milliseconds', f.filed_at)`;
  const movedAt = sql`date_trunc('milliseconds', f.moved_at)`;
  return sql`with clock as (
      select * from jsonb_to_recordset(${JSON.stringify(clock)}::jsonb)
        as c(day date, opens bigint, length bigint, before bigint)
    ), moved as (
      select f.queue, f.moved_at, f.mover_id, f.mover_name,
        greatest(0, ${clockAt(sql`e`, movedAt)} - ${clockAt(sql`s`, filedAt)}) as waited
      from (${filedItems(scope, (table) => sql`${table.firstMovedAt} is not null`)}) as f
      join clock s on s.day = ${localDay(filedAt)}
      join clock e on e.day = ${localDay(movedAt)}
    )
    select *, waited <= (${JSON.stringify(targets.hours)}::jsonb ->> queue)::bigint * 3600000 as within from moved`;
}

/** A group's percentiles (one sort, by nearest rank as `percentileOf`) and how many within target. */
const movedColumns = sql`count(*)::int as moved,
  percentile_disc(array[0.5, 0.9]) within group (order by waited) as percentiles,
  count(*) filter (where within)::int as within`;

type Moved = { moved: number; percentiles: (string | number)[] | string; within: number };

/** The median and 90th percentile as numbers (a driver may give the array as its text). */
function percentilesOf(row: Moved): [number, number] {
  const values =
    typeof row.percentiles === 'string' ? row.percentiles.slice(1, -1).split(',') : row.percentiles;
  return [Number(values[0]), Number(values[1])];
}

/**
 * Per queue, every queue with a clock, in the queues' order, from the first moves the items keep
 * (decision 512): what `responseQueueRows` counts from the audit.
 */
export async function keptResponseQueueRows(
  db: Executor,
  scope: ReportScope,
  targets: ResponseTargets,
  queues: readonly ClockedQueue[],
): Promise<Rows> {
  const filed = new Map((await waitingCounts(db, scope, targets)).map((row) => [row.queue, row]));
  const moved = new Map(
    rowsOf<Moved & { queue: ClockedQueue }>(
      await db.execute(
        sql`select queue, ${movedColumns} from (${movedItems(scope, targets)}) as m group by queue`,
      ),
    ).map((row) => [row.queue, row]),
  );
  return queues.map((queue) => {
    const counts = filed.get(queue);
    const times = moved.get(queue);
    const [median, p90] = times ? percentilesOf(times) : [null, null];
    return {
      queue,
      items: counts?.items ?? 0,
      ...responseFigures({
        moved: counts?.moved ?? 0,
        median,
        p90,
        within: times?.within ?? 0,
        decided: (counts?.moved ?? 0) + (counts?.overdue ?? 0),
      }),
    };
  });
}

/** Per admin who made first moves, named as at their latest one; the most moves first. */
export async function keptResponseAdminRows(
  db: Executor,
  scope: ReportScope,
  targets: ResponseTargets,
): Promise<Rows> {
  const rows = rowsOf<Moved & { admin: string | null }>(
    await db.execute(sql`select (array_agg(mover_name order by moved_at desc))[1] as admin, ${movedColumns}
      from (${movedItems(scope, targets)}) as m group by mover_id`),
  );
  return rows
    .map((row) => {
      const [median, p90] = percentilesOf(row);
      return {
        admin: row.admin ?? '',
        ...responseFigures({ moved: row.moved, median, p90, within: row.within, decided: row.moved }),
      };
    })
    .sort((a, b) => b.moved - a.moved || a.admin.localeCompare(b.admin));
}
