import type { ClockedQueue } from '@simsar/contract/queue-lists';
import type { ReportCell } from '@simsar/contract/reports';
import type { RequestTargetHours } from '@simsar/contract/system';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditEntries } from '../../core/audit.schema.ts';
import { type Executor, rowsOf } from '../../core/db.ts';
import { type WorkCalendar, workingMsBetween } from '../../core/work-calendar.ts';
import { cils, deals, forms } from '../deals/deals.schema.ts';
import { requests } from '../requests/requests.schema.ts';
import { filedWhere, type ReportScope } from './reports.scope.ts';

type Rows = Record<string, ReportCell>[];

/** One filed item and its first move: when and by whom (null: not moved yet). */
type Filed = {
  queue: ClockedQueue;
  created_at: string | Date;
  moved_at: string | Date | null;
  admin_id: string | null;
  admin_name: string | null;
};

/**
 * The first move of an item: the earliest audit entry an admin wrote on it under its queue's kind
 * (every move is audited in its own transaction, core/transitions.ts; the item's own
 * `state_changed_at` is only its last move). One look-up of the audit's (kind, item_id, at) index.
 */
const firstMove = (kind: SQL, id: AnyPgColumn) => sql`left join lateral (
    select ${auditEntries.at} as moved_at, ${auditEntries.adminId} as admin_id, ${auditEntries.adminName} as admin_name
    from ${auditEntries}
    where ${auditEntries.kind} = ${kind} and ${auditEntries.itemId} = ${id}::text and ${auditEntries.adminId} is not null
    order by ${auditEntries.at} limit 1) as first_move on true`;

type ItemTable = typeof forms | typeof deals | typeof cils;

async function filedSubmissions(db: Executor, scope: ReportScope, queue: ClockedQueue, table: ItemTable) {
  return rowsOf<Filed>(
    await db.execute(sql`select ${queue} as queue, ${table.createdAt} as created_at, first_move.*
      from ${table} ${firstMove(sql`${queue}`, table.id)}
      where ${and(
        gte(table.createdAt, scope.start),
        lt(table.createdAt, scope.end),
        scope.owned(table.ownerId),
        filedWhere(scope, table),
      )}`),
  );
}

/** The request queues' items; none when a project or developer is chosen (a request names neither). */
async function filedRequests(db: Executor, scope: ReportScope) {
  if (scope.query.project || scope.query.developer) return [];
  return rowsOf<Filed>(
    await db.execute(sql`select ${requests.queue} as queue, ${requests.createdAt} as created_at, first_move.*
      from ${requests} ${firstMove(sql`${requests.queue}`, requests.id)}
      where ${and(
        gte(requests.createdAt, scope.start),
        lt(requests.createdAt, scope.end),
        scope.owned(requests.ownerId),
      )}`),
  );
}

/** The p-th value of sorted numbers by nearest rank (the median is p = 0.5); null for none. */
export function percentileOf(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? null;
}

const hoursOf = (ms: number) => Math.round((ms / 3_600_000) * 100) / 100;

/** A group's counts and its working times (ms) to the first move, before they are shown. */
export type ResponseCounts = {
  moved: number;
  median: number | null;
  p90: number | null;
  within: number;
  decided: number;
};

/** A group's figures as a report shows them: hours to two places, the share within target to three. */
export function responseFigures({ moved, median, p90, within, decided }: ResponseCounts) {
  return {
    moved,
    median_hours: median === null ? null : hoursOf(median),
    p90_hours: p90 === null ? null : hoursOf(p90),
    within_target: decided === 0 ? null : Math.round((within / decided) * 1000) / 1000,
    in_target: within,
    decided,
  };
}

/**
 * One group's figures: how many filed, how many moved, the median and 90th percentile of the
 * working hours from filing to first move (the service clocks' hours, core/work-calendar.ts), and
 * the share moved within the queue's target of those decided: moved, or still waiting past it
 * (an item still within its target is neither yet).
 */
function figuresOf(items: Filed[], hours: RequestTargetHours, calendar: WorkCalendar, now: Date) {
  const times: number[] = [];
  let within = 0;
  let decided = 0;
  for (const item of items) {
    const filed = new Date(item.created_at);
    const waited = workingMsBetween(calendar, filed, item.moved_at ? new Date(item.moved_at) : now);
    const inTarget = waited <= hours[item.queue] * 3_600_000;
    if (item.moved_at) {
      times.push(waited);
      decided += 1;
      if (inTarget) within += 1;
    } else if (!inTarget) decided += 1;
  }
  times.sort((a, b) => a - b);
  return responseFigures({
    moved: times.length,
    median: percentileOf(times, 0.5),
    p90: percentileOf(times, 0.9),
    within,
    decided,
  });
}

export type ResponseTargets = { hours: RequestTargetHours; calendar: WorkCalendar; now: Date };

async function filedItems(db: Executor, scope: ReportScope) {
  return [
    ...(await filedSubmissions(db, scope, 'form', forms)),
    ...(await filedSubmissions(db, scope, 'cil', cils)),
    ...(await filedSubmissions(db, scope, 'deal', deals)),
    ...(await filedRequests(db, scope)),
  ];
}

/** Per queue, every queue with a clock, in the queues' order; a queue with nothing filed shows zeros. */
export async function responseQueueRows(
  db: Executor,
  scope: ReportScope,
  targets: ResponseTargets,
  queues: readonly ClockedQueue[],
): Promise<Rows> {
  const items = await filedItems(db, scope);
  return queues.map((queue) => {
    const mine = items.filter((item) => item.queue === queue);
    return { queue, items: mine.length, ...figuresOf(mine, targets.hours, targets.calendar, targets.now) };
  });
}

/** Per admin who made first moves, by their name at their latest first move; the most moves first. */
export async function responseAdminRows(
  db: Executor,
  scope: ReportScope,
  targets: ResponseTargets,
): Promise<Rows> {
  const byAdmin = new Map<string, Filed[]>();
  for (const item of await filedItems(db, scope)) {
    if (!item.admin_id) continue;
    byAdmin.set(item.admin_id, [...(byAdmin.get(item.admin_id) ?? []), item]);
  }
  const movedAt = (item: Filed) => new Date(item.moved_at ?? 0).getTime();
  const latest = (items: Filed[]) =>
    items.reduce((last, item) => (movedAt(item) > movedAt(last) ? item : last));
  return [...byAdmin.values()]
    .map((items) => ({
      admin: latest(items).admin_name ?? '',
      ...figuresOf(items, targets.hours, targets.calendar, targets.now),
    }))
    .sort((a, b) => b.moved - a.moved || a.admin.localeCompare(b.admin));
}
