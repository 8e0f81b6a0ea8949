import { defaultTargetHours } from '@simsar/contract/requests';
import { type DailyTotal, type Rederive, totalsTimeZone } from '../../core/counted-states.totals.ts';
import { bucketSql } from './reports.response.buckets.ts';

/**
 * The response times' roll-ups (docs/decisions/569; measures `rt_*`, short enough for the names of
 * their re-derive triggers), kept in `report_daily` by the generated
 * triggers as the pipeline's are. For each queue table:
 * - by the local day an item was filed, under its owner and its queue: how many were filed (with
 *   the first moves below and one short count at the target's edge, the items still waiting past
 *   it); an item's first move writes none of these rows;
 * - by the local month it was filed, the first moves' working times in buckets
 *   (reports.response.buckets.ts): per queue, and per first mover (named as kept on the move), the
 *   count, the sum of the ms (a bucket's mean) and how many were within the queue's target; and
 *   the same by the day filed (`rt_*_day`), for the days of a month a range takes only part of.
 * Each also without the owner (`_all`: a super admin's whole brokerage reads months × queues ×
 * buckets rows, not those times every admin). The working time is the clock at the first move less
 * the clock at the filing, read from `work_clock`: when the calendar is laid out again
 * (`work_clock_kept`) or a target changes (System), the timed measures are derived again.
 */

const zone = totalsTimeZone;

/** Between a mover's bucket and their name in `detail` (a control character no name holds). */
export const moverNameEnd = String.fromCharCode(31);
const msOf = (at: string) => `round(date_part('epoch', date_trunc('milliseconds', ${at})) * 1000)::bigint`;
const localDay = (at: string) => `(date_trunc('milliseconds', ${at}) AT TIME ZONE '${zone}')::date`;
const clockAt = (day: string, at: string) =>
  `(${day}.before + least(greatest(${msOf(at)} - ${day}.opens, 0), ${day}.length))`;

/** The queue's target in ms (System's hours, 24 when unset), read from `settings` (aliased g). */
const targetMs = (queue: string, settings: string) =>
  `coalesce((SELECT (g.request_target_hours ->> ${queue})::bigint FROM ${settings}), ${defaultTargetHours}) * 3600000`;

/**
 * The item's working time to its first move (`w.waited`, ms) and whether it was within the queue's
 * target (`w.within`, 1 or 0), read once per item for all its measures (`OFFSET 0`: not inlined
 * into each measure's row); no row when a day is off the clock.
 */
const waited =
  (queue: (a: string) => string, settings = 'system_settings g WHERE g.id = 1') =>
  (a: string) =>
    `CROSS JOIN LATERAL (
    SELECT t.waited, (t.waited <= ${targetMs(queue(a), settings)})::int AS within
    FROM (SELECT greatest(0, ${clockAt('e', `${a}.first_moved_at`)} - ${clockAt('s', `${a}.created_at`)}) AS waited
      FROM work_clock s, work_clock e
      WHERE s.day = ${localDay(`${a}.created_at`)} AND e.day = ${localDay(`${a}.first_moved_at`)}) t OFFSET 0) w`;

/** The first instant of the local month an item was filed in. */
const filedMonth = (a: string) =>
  `date_trunc('month', ${a}.created_at AT TIME ZONE '${zone}') AT TIME ZONE '${zone}'`;

/**
 * What the timed measures read besides the item: the clock (its change: all again) and the
 * targets (their change: the items whose wait lies between a queue's old and new target move
 * between within and not).
 */
const everything = { key: () => "'all'", rowKey: () => "'all'", itemKey: () => "'all'" };
/** The queues whose target an update of the settings changed (read once, not per item). */
const retargeted = `SELECT k FROM old_rows o, new_rows n,
      jsonb_object_keys(coalesce(o.request_target_hours, '{}') || coalesce(n.request_target_hours, '{}')) k
      WHERE o.request_target_hours -> k IS DISTINCT FROM n.request_target_hours -> k`;
const rederive = (queue: (a: string) => string): Rederive[] => [
  { table: 'work_clock_kept', columns: ['fingerprint'], ...everything },
  {
    table: 'system_settings',
    columns: ['request_target_hours'],
    reads: (rows) => waited(queue, `${rows} g`),
    changed: (a) => {
      const [before, after] = [targetMs(queue(a), 'old_rows g'), targetMs(queue(a), 'new_rows g')];
      return `${queue(a)} IN (${retargeted}) AND w.waited > least(${before}, ${after}) AND w.waited <= greatest(${before}, ${after})`;
    },
  },
];

/** The measures of one queue table, whose items' queue is `queue` (a SQL expression on the row). */
function tableTotals(table: string, queue: (a: string) => string): DailyTotal[] {
  // What the measures read of an item: a move that is not its first changes none of them.
  const reads = ['created_at', 'owner_id', 'first_moved_at', 'first_mover_id', 'first_mover_name'];
  if (table === 'requests') reads.push('queue');
  const owner = (a: string) => `${a}.owner_id`;
  const nobody = () => 'NULL::uuid';
  // The items filed: their first moves are counted by the timed measures (a first move writes none
  // of these rows).
  const filed = (measure: string, by: DailyTotal['owner']): DailyTotal => ({
    measure: `${measure}_${table}`,
    table,
    changes: reads.filter((column) => !column.startsWith('first_')),
    where: () => 'true',
    at: (a) => `${a}.created_at`,
    owner: by,
    detail: queue,
  });
  const timed = (measure: string, by: DailyTotal['owner'], detail: DailyTotal['detail']): DailyTotal => ({
    measure: `${measure}_${table}`,
    table,
    changes: reads,
    join: waited(queue),
    where: (a) => `${a}.first_moved_at IS NOT NULL`,
    at: filedMonth,
    owner: by,
    detail,
    value: () => 'w.waited',
    commission: () => 'w.within',
    rederive: rederive(queue),
  });
  const byQueue = (a: string) => `${queue(a)} || ':' || ${bucketSql('w.waited')}`;
  const byMover = (a: string) =>
    `${bucketSql('w.waited')} || chr(${moverNameEnd.charCodeAt(0)}) || coalesce(${a}.first_mover_name, '')`;
  const mover = (a: string) => `${a}.first_mover_id`;
  const months = [
    timed('rt_queue', owner, byQueue),
    timed('rt_queue_all', nobody, byQueue),
    { ...timed('rt_mover', owner, byMover), member: mover },
    { ...timed('rt_mover_all', nobody, byMover), member: mover },
  ];
  // The same by the day filed, for the days of a month a range takes only part of.
  const days = months.map((total) => ({
    ...total,
    measure: total.measure.replace(/^rt_(queue|mover)/, 'rt_$1_day'),
    at: (a: string) => `${a}.created_at`,
  }));
  return [filed('rt_filed', owner), filed('rt_filed_all', nobody), ...months, ...days];
}

/** The queue tables and their items' queue. */
export const responseTables = {
  forms: () => "'form'",
  deals: () => "'deal'",
  cils: () => "'cil'",
  requests: (a: string) => `${a}.queue`,
} as const;

export const responseTotals: DailyTotal[] = Object.entries(responseTables).flatMap(([table, queue]) =>
  tableTotals(table, queue),
);
