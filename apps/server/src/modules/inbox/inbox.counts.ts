import { type InboxKind, waitingStatesOf } from '@simsar/contract/inbox';
import { type QueueKindRows, queueKinds } from '@simsar/contract/queue-kinds';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { summaryCounters } from '../../core/summary-counters.schema.ts';
import { countOpenResetRequests } from '../password-resets/password-resets.service.ts';
import type { InboxFilter } from './inbox.branches.ts';

/** The rows whose items this admin's inbox holds: a super admin's queue (`access.see`) is theirs alone. */
export function rowsFor(admin: SessionAdmin, filter: InboxFilter): QueueKindRows[] {
  return (queueKinds as readonly QueueKindRows[]).filter(
    (row) => (!filter.kind || row.kind === filter.kind) && (admin.isSuper || row.access.see === 'admin'),
  );
}

/** A kind's counter, when it counts exactly the states its inbox branches read (so it may skip them). */
function counterOf(row: QueueKindRows): string | undefined {
  if (!('counter' in row.bell)) return undefined;
  const waiting = new Set(waitingStatesOf(row));
  const counted = new Set<string>(row.counted);
  return waiting.size === counted.size && [...waiting].every((state) => counted.has(state))
    ? row.bell.counter
    : undefined;
}

/** What the caller's counters say: how many items wait for them, and the kinds none of which do. */
type WaitingCounts = { total: number; empty: Set<InboxKind> };

/**
 * How many items wait, as the caller may see them: the home bells' maintained counters
 * (docs/decisions/120) count exactly the inbox's waiting states by the admin the member is assigned
 * to (null: none, and what no member filed); a few rows, whatever the data. Open reset requests have
 * no counter: the super admin's alert counts them (GET /admin/get_alert), and so does this.
 * A kind whose counter is 0 for the caller is empty: its branches are left out of the union
 * (docs/decisions/420); the counters are kept in the same transaction as every write, so a kind
 * they count is never empty while one of its items waits committed.
 */
export async function countWaiting(
  db: Executor,
  admin: SessionAdmin,
  filter: InboxFilter,
): Promise<WaitingCounts> {
  const rows = rowsFor(admin, filter);
  const counted = rows.flatMap((row) => ('counter' in row.bell ? [row] : []));
  const counters = counted.map((row) => ('counter' in row.bell ? row.bell.counter : ''));
  const unowned = counted
    .filter((row) => row.engine === 'requests' && row.filedBy === null)
    .map((row) => ('counter' in row.bell ? row.bell.counter : ''));
  const ofEveryone =
    unowned.length > 0
      ? and(isNull(summaryCounters.adminId), inArray(summaryCounters.counter, unowned))
      : undefined;
  const share = filter.admin
    ? eq(summaryCounters.adminId, filter.admin)
    : admin.isSuper
      ? undefined
      : or(eq(summaryCounters.adminId, admin.id), ofEveryone);
  const resets = rows.some((row) => row.engine === 'resets') && !filter.admin;
  const [counts, open] = await Promise.all([
    counters.length === 0
      ? []
      : db
          .select({
            counter: summaryCounters.counter,
            total: sql<number>`sum(${summaryCounters.count})::int`,
          })
          .from(summaryCounters)
          .where(and(inArray(summaryCounters.counter, counters), share))
          .groupBy(summaryCounters.counter),
    resets ? countOpenResetRequests(db) : 0,
  ]);
  const byCounter = new Map(counts.map((row) => [row.counter, Number(row.total)]));
  const sum = counts.reduce((all, row) => all + Number(row.total), 0);
  const empty = new Set<InboxKind>();
  for (const row of rows) {
    const counter = counterOf(row);
    if (counter !== undefined && (byCounter.get(counter) ?? 0) <= 0) empty.add(row.kind);
    if (row.engine === 'resets' && open === 0) empty.add(row.kind);
  }
  return { total: Math.max(0, sum) + open, empty };
}
