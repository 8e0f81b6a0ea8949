import type { ClockedQueue } from '@simsar/contract/queue-lists';
import type { ReportCell } from '@simsar/contract/reports';
import { and, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from '../../core/db.ts';
import { reportDaily as r } from '../../core/report-daily.schema.ts';
import { localDayText, workingStartBefore } from '../../core/work-calendar.ts';
import { cils, deals, forms } from '../deals/deals.schema.ts';
import { requests } from '../requests/requests.schema.ts';
import { type ResponseTargets, responseFigures } from './reports.response.service.ts';
import { moverNameEnd, responseTables } from './reports.response.totals.ts';
import { monthsOf, type ReportScope } from './reports.scope.ts';

/**
 * The response times read from their roll-ups (reports.response.totals.ts, docs/decisions/569):
 * the items filed summed by day; the first moves' working times in buckets summed by month for the
 * range's whole months, and by day for the days of a month it takes only part of (the moved are
 * the buckets' counts); those waiting past their target from the two (`filedCounts`). A
 * percentile is the mean of the bucket it falls in (within the bucket's width of the exact one);
 * every count is exact.
 */

type Rows = Record<string, ReportCell>[];
type Tables = keyof typeof responseTables;
const tables = Object.keys(responseTables) as Tables[];
/** The queue tables' Drizzle tables, one for each of `responseTables`. */
const itemTables: Record<Tables, PgTable & Record<'createdAt' | 'ownerId' | 'firstMovedAt', AnyPgColumn>> = {
  forms,
  deals,
  cils,
  requests,
};

/** The rows of a measure of every queue table (`_all`: without the owner, a super admin's whole brokerage). */
function measureRows(scope: ReportScope, name: string, days: SQL): SQL {
  const owned = scope.owned(r.adminId);
  const names = tables.map((table) => sql`${`${name}${owned ? '' : '_all'}_${table}`}`);
  const parts = [sql`${r.measure} in (${sql.join(names, sql`, `)})`, days, sql`${r.count} <> 0`, owned];
  return sql.join(parts.filter(Boolean) as SQL[], sql` and `);
}

/**
 * The timed rows of `name` (`rt_queue`, `rt_mover`) for the range: its whole months' monthly rows
 * and the daily rows of the days of the months it takes part of.
 */
function timedRows(scope: ReportScope, name: string, today: string): SQL {
  const { months, edges } = rangeParts(scope, today);
  const parts: SQL[] = [];
  if (months.length > 0) {
    parts.push(measureRows(scope, name, sql`${r.day} = any(${`{${months.join(',')}}`}::date[])`));
  }
  for (const edge of edges) {
    parts.push(
      measureRows(scope, `${name}_day`, sql`${r.day} >= ${edge.from}::date and ${r.day} <= ${edge.to}::date`),
    );
  }
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` or `,
  );
}

const day = 86_400_000;
const dayText = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * The range as its whole months (first days) and the days of the months it takes part of. A month
 * is whole when the range starts by its first day and ends after its last, or after today (nothing
 * is filed after today).
 */
function rangeParts(scope: ReportScope, today: string) {
  const { from, to } = scope.query;
  const whole = monthsOf(scope.query)
    .map((month) => {
      const [year, number] = month.split('-').map(Number) as [number, number];
      return { first: `${month}-01`, last: dayText(Date.UTC(year, number, 0)) };
    })
    .filter((month) => month.first >= from && (month.last <= to || to >= today));
  const firstWhole = whole[0];
  const lastWhole = whole.at(-1);
  const edges: { from: string; to: string }[] = [];
  if (!firstWhole || !lastWhole) edges.push({ from, to });
  else {
    if (from < firstWhole.first) edges.push({ from, to: dayText(Date.parse(firstWhole.first) - day) });
    if (lastWhole.last < to) edges.push({ from: dayText(Date.parse(lastWhole.last) + day), to });
  }
  return { months: whole.map((month) => month.first), edges };
}

type Bucket = { key: number; count: number; sum: number; within: number };

/** A group's buckets: how many moved, the median and 90th percentile (a bucket's mean), how many within. */
function bucketFigures(buckets: Bucket[]) {
  const sorted = [...buckets].sort((a, b) => a.key - b.key);
  const moved = sorted.reduce((sum, bucket) => sum + bucket.count, 0);
  const at = (p: number) => {
    if (moved === 0) return null;
    const rank = Math.max(1, Math.ceil(p * moved));
    let seen = 0;
    for (const bucket of sorted) {
      seen += bucket.count;
      if (seen >= rank) return Math.round(bucket.sum / bucket.count);
    }
    return null;
  };
  return {
    moved,
    median: at(0.5),
    p90: at(0.9),
    within: sorted.reduce((sum, bucket) => sum + bucket.within, 0),
  };
}

/** Adds a bucket to a group's list, merging one of the same key. */
function addBucket<K>(groups: Map<K, Map<number, Bucket>>, group: K, bucket: Bucket) {
  const buckets = groups.get(group) ?? new Map<number, Bucket>();
  const known = buckets.get(bucket.key);
  buckets.set(
    bucket.key,
    known
      ? {
          key: bucket.key,
          count: known.count + bucket.count,
          sum: known.sum + bucket.sum,
          within: known.within + bucket.within,
        }
      : bucket,
  );
  groups.set(group, buckets);
}

type Counted = { count: number | string; sum: number | string; within: number | string };
const bucketOfRow = (key: number | string, row: Counted): Bucket => ({
  key: Number(key),
  count: Number(row.count),
  sum: Number(row.sum),
  within: Number(row.within),
});

/**
 * Per queue: the items filed and those waiting past the target, from the daily rows. `moved` is the
 * queue's first moves in the range (its buckets): the items filed before the day the target's edge
 * falls on and not moved are those filed then less the moved of them, which are the range's moved
 * less those of the items filed from that day on (their daily buckets, a few days' rows); the edge
 * day's own items filed before the edge and still waiting are counted one by one.
 */
async function filedCounts(
  db: Executor,
  scope: ReportScope,
  targets: ResponseTargets,
  moved: (queue: ClockedQueue) => number,
) {
  const edges = Object.fromEntries(
    Object.entries(targets.hours).map(([queue, hours]) => {
      const before = workingStartBefore(targets.calendar, targets.now, hours * 3_600_000);
      return [queue, { at: before.toISOString(), day: localDayText(before, scope.timeZone) }];
    }),
  ) as Record<ClockedQueue, { at: string; day: string }>;
  const { from, to } = scope.query;
  const edgeDayOf = (queue: SQL) => sql`(${JSON.stringify(edges)}::jsonb -> ${queue} ->> 'day')::date`;
  const filed = rowsOf<{ queue: ClockedQueue; items: number; before: number }>(
    await db.execute(sql`select ${r.detail} as queue, sum(${r.count})::int as items,
        coalesce(sum(${r.count}) filter (where ${r.day} < ${edgeDayOf(sql`${r.detail}`)}), 0)::int as before
      from ${r} where ${measureRows(scope, 'rt_filed', sql`${r.day} >= ${from}::date and ${r.day} <= ${to}::date`)}
      group by 1`),
  );
  const firstEdge = Object.values(edges).reduce((first, edge) => (edge.day < first ? edge.day : first), to);
  const queueOfDetail = sql`split_part(${r.detail}, ':', 1)`;
  const since = rowsOf<{ queue: ClockedQueue; moved: number }>(
    await db.execute(sql`select ${queueOfDetail} as queue, sum(${r.count})::int as moved
      from ${r} where ${measureRows(
        scope,
        'rt_queue_day',
        sql`${r.day} >= ${from}::date and ${r.day} <= ${to}::date and ${r.day} >= ${firstEdge}::date
          and ${r.day} >= ${edgeDayOf(queueOfDetail)}`,
      )}
      group by 1`),
  );
  const movedSince = new Map(since.map((row) => [row.queue, row.moved]));
  const counts = new Map(
    filed.map((row) => [
      row.queue,
      { items: row.items, overdue: row.before - (moved(row.queue) - (movedSince.get(row.queue) ?? 0)) },
    ]),
  );
  for (const { queue, count } of await waitingAtEdge(db, scope, edges)) {
    const row = counts.get(queue);
    if (row) row.overdue += count;
  }
  return counts;
}

/** The items filed on each queue's edge day before its edge, in the range, still waiting. */
async function waitingAtEdge(
  db: Executor,
  scope: ReportScope,
  edges: Record<ClockedQueue, { at: string; day: string }>,
) {
  const { from, to } = scope.query;
  const queues = (Object.keys(edges) as ClockedQueue[]).filter((queue) => {
    const edge = edges[queue];
    return edge.day >= from && edge.day <= to;
  });
  if (queues.length === 0) return [];
  const window = (queue: ClockedQueue, createdAt: AnyPgColumn) =>
    sql`${createdAt} >= ((${edges[queue].day})::date)::timestamp at time zone ${scope.timeZone}
      and ${createdAt} < ${edges[queue].at}::timestamptz`;
  // Each queue table's items of the queues whose edge falls in the range (a table's queue is its
  // SQL on the row, reports.response.totals.ts: a constant but for requests).
  const parts = tables.map((name) => {
    const table = itemTables[name];
    const queueOf = sql.raw(responseTables[name](name));
    return sql`select ${queueOf} as queue, count(*)::int as count from ${table}
      where ${and(
        or(...queues.map((queue) => and(sql`${queueOf} = ${queue}`, window(queue, table.createdAt)))),
        gte(table.createdAt, scope.start),
        lt(table.createdAt, scope.end),
        scope.owned(table.ownerId),
        sql`${table.firstMovedAt} is null`,
      )} group by 1`;
  });
  return rowsOf<{ queue: ClockedQueue; count: number }>(await db.execute(sql.join(parts, sql` union all `)));
}

/** Per queue, every queue with a clock, in the queues' order (what `keptResponseQueueRows` counts). */
export async function rolledResponseQueueRows(
  db: Executor,
  scope: ReportScope,
  targets: ResponseTargets,
  queues: readonly ClockedQueue[],
): Promise<Rows> {
  const today = localDayText(targets.now, scope.timeZone);
  const groups = new Map<string, Map<number, Bucket>>();
  const found = rowsOf<Counted & { detail: string }>(
    await db.execute(sql`select ${r.detail} as detail, sum(${r.count})::int as count, sum(${r.value})::text as sum,
        sum(${r.commission})::int as within
      from ${r} where ${timedRows(scope, 'rt_queue', today)} group by 1`),
  );
  for (const row of found) {
    const [queue, key] = row.detail.split(':') as [string, string];
    addBucket(groups, queue, bucketOfRow(key, row));
  }
  const times = new Map(
    queues.map((queue) => [queue, bucketFigures([...(groups.get(queue)?.values() ?? [])])]),
  );
  const counts = await filedCounts(db, scope, targets, (queue) => times.get(queue)?.moved ?? 0);
  return queues.map((queue) => {
    const filed = counts.get(queue);
    const { moved, median, p90, within } = times.get(queue) as ReturnType<typeof bucketFigures>;
    return {
      queue,
      items: filed?.items ?? 0,
      ...responseFigures({ moved, median, p90, within, decided: moved + (filed?.overdue ?? 0) }),
    };
  });
}

/**
 * Per admin who made first moves, the most moves first, named as on the first moves of the items
 * filed latest (the rows keep the name each first move was made under).
 */
export async function rolledResponseAdminRows(
  db: Executor,
  scope: ReportScope,
  targets: ResponseTargets,
): Promise<Rows> {
  const today = localDayText(targets.now, scope.timeZone);
  const groups = new Map<string, Map<number, Bucket>>();
  const names = new Map<string, { name: string; last: string }>();
  const found = rowsOf<Counted & { mover: string | null; detail: string; last: string }>(
    await db.execute(sql`select ${r.memberId} as mover, ${r.detail} as detail, max(${r.day})::text as last,
        sum(${r.count})::int as count, sum(${r.value})::text as sum, sum(${r.commission})::int as within
      from ${r} where ${timedRows(scope, 'rt_mover', today)}
      group by 1, 2`),
  );
  for (const row of found) {
    if (!row.mover) continue;
    const [key, name] = row.detail.split(moverNameEnd) as [string, string];
    addBucket(groups, row.mover, bucketOfRow(key, row));
    const known = names.get(row.mover);
    if (!known || row.last > known.last) names.set(row.mover, { name, last: row.last });
  }
  return [...groups.entries()]
    .map(([mover, buckets]) => {
      const times = bucketFigures([...buckets.values()]);
      return {
        admin: names.get(mover)?.name ?? '',
        ...responseFigures({ ...times, decided: times.moved }),
      };
    })
    .sort((a, b) => b.moved - a.moved || a.admin.localeCompare(b.admin));
}
