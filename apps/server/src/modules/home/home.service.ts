import {
  counterOfSummaryKey,
  type OverdueKey,
  overdueKeys,
  queueOfSummaryKey,
  type Summary,
  type SummaryKey,
  summaryKeys,
} from '@simsar/contract/home';
import { unownedQueues } from '@simsar/contract/requests';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { dueTimes } from '../../core/service-clock.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { summaryCounters } from '../../core/summary-counters.schema.ts';
import { countRecentSubmissions } from '../deals/deals.clock.service.ts';
import { countRecentlyWaiting } from '../requests/requests.service.ts';
import { getServiceTargets } from '../system/system.service.ts';

/**
 * The maintained counters as this admin may see them: an ordinary admin's own rows (the members
 * assigned to them) and the franchise join requests, which no admin owns and every admin views
 * (docs/decisions/081); a super admin's the sum over every admin's and the unassigned rows — a few
 * rows a counter, however many items there are (docs/decisions/120).
 */
async function readCounters(db: Executor, admin: SessionAdmin): Promise<Map<string, number>> {
  const rows = await db
    .select({ counter: summaryCounters.counter, count: sql<number>`sum(${summaryCounters.count})::int` })
    .from(summaryCounters)
    .where(
      admin.isSuper
        ? undefined
        : or(
            eq(summaryCounters.adminId, admin.id),
            and(isNull(summaryCounters.adminId), inArray(summaryCounters.counter, [...unownedQueues])),
          ),
    )
    .groupBy(summaryCounters.counter);
  return new Map(rows.map((row) => [row.counter, Math.max(0, Number(row.count))]));
}

/**
 * The pending and new counts behind the home cards' bells, as this admin may see them, read from
 * the maintained counters; a queue's overdue count is its waiting count less its items still within
 * the queue's target (decision 120). Constant-time in the data: no queue is counted row by row.
 */
export async function countHomeSummary(
  db: Executor,
  admin: SessionAdmin | null,
  now: Date = new Date(),
): Promise<Summary> {
  const counters = admin ? await readCounters(db, admin) : new Map<string, number>();
  const clocks = admin ? await getServiceTargets(db) : null;
  const due = clocks && dueTimes(clocks.hours, clocks.calendar, now);
  const recent: Partial<Record<string, number>> =
    admin && due
      ? { ...(await countRecentlyWaiting(db, admin, due)), ...(await countRecentSubmissions(db, admin, due)) }
      : {};
  const waiting = (key: SummaryKey) => counters.get(counterOfSummaryKey[key]) ?? 0;
  const overdue = (key: OverdueKey) => Math.max(0, waiting(key) - (recent[queueOfSummaryKey[key]] ?? 0));
  return {
    ...(Object.fromEntries(summaryKeys.map((key) => [key, waiting(key)])) as Record<SummaryKey, number>),
    overdue: Object.fromEntries(overdueKeys.map((key) => [key, overdue(key)])) as Record<OverdueKey, number>,
  };
}

/**
 * How many items wait in each counted queue, over every admin (the metrics' queue depths, read at
 * each scrape): the same maintained counters as the bells, a few rows whatever the data.
 */
export async function countWaitingItems(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .select({ counter: summaryCounters.counter, count: sql<number>`sum(${summaryCounters.count})::int` })
    .from(summaryCounters)
    .groupBy(summaryCounters.counter);
  const counted = new Map(rows.map((row) => [row.counter, Math.max(0, Number(row.count))]));
  return Object.fromEntries(
    Object.values(counterOfSummaryKey).map((counter) => [counter, counted.get(counter) ?? 0]),
  );
}
