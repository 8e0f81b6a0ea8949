import type { InboxItem, InboxKind, InboxReply } from '@simsar/contract/inbox';
import { defaultPageSize } from '@simsar/contract/lists';
import { type QueueKindRows, queueKinds } from '@simsar/contract/queue-kinds';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../core/db.ts';
import { waitOf } from '../../core/service-clock.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { summaryCounters } from '../../core/summary-counters.schema.ts';
import { countOpenResetRequests } from '../password-resets/password-resets.service.ts';
import { users } from '../users/users.schema.ts';
import { allBranches, type Branch, type InboxFilter } from './inbox.branches.ts';

/** Each clocked kind's target in hours (decision 082); a kind without one is never overdue. */
export type InboxTargets = Partial<Record<InboxKind, number>>;

/** Where a read of the inbox starts: after this item in the inbox's order (an export's next batch). */
export type InboxCursor = { createdAt: string; kind: InboxKind; id: string };

/** The rows whose items this admin's inbox holds: a super admin's queue (`access.see`) is theirs alone. */
function rowsFor(admin: SessionAdmin, filter: InboxFilter): QueueKindRows[] {
  return (queueKinds as readonly QueueKindRows[]).filter(
    (row) => (!filter.kind || row.kind === filter.kind) && (admin.isSuper || row.access.see === 'admin'),
  );
}

/** A branch's rows after the cursor in the inbox's order (created_at, kind, id). */
function afterCursor(branch: Branch, cursor: InboxCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const at = sql`${cursor.createdAt}::timestamptz`;
  if (branch.kind === cursor.kind)
    return sql`(created_at > ${at} or (created_at = ${at} and id > ${cursor.id}::uuid))`;
  // Kinds compare by code point, as the outer order's `collate "C"` does.
  return branch.kind > cursor.kind ? sql`created_at >= ${at}` : sql`created_at > ${at}`;
}

/**
 * How many items wait, as the caller may see them: the home bells' maintained counters
 * (docs/decisions/120) count exactly the inbox's waiting states by the admin the member is assigned
 * to (null: none, and what no member filed); a few rows, whatever the data. Open reset requests have
 * no counter: the super admin's alert counts them (GET /admin/get_alert), and so does this.
 */
async function countWaiting(db: Executor, admin: SessionAdmin, filter: InboxFilter): Promise<number> {
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
          .select({ total: sql<number>`coalesce(sum(${summaryCounters.count}), 0)::int` })
          .from(summaryCounters)
          .where(and(inArray(summaryCounters.counter, counters), share)),
    resets ? countOpenResetRequests(db) : 0,
  ]);
  return Math.max(0, Number(counts[0]?.total ?? 0)) + open;
}

type WaitingRow = {
  kind: InboxKind;
  id: string;
  status: string;
  created_at: string | Date;
  cursor_at: string;
  summary: string;
  filed_by: InboxItem['filed_by'];
};

/**
 * ONE query over the waiting items of every queue the admin may see: a UNION ALL of a small select
 * per kind and state, each ordered and cut on its own index so the union holds at most `reach` from
 * each, oldest first with the kind and id breaking ties.
 */
async function selectWaiting(
  db: Executor,
  admin: SessionAdmin,
  filter: InboxFilter,
  window: { limit: number; offset: number; after?: InboxCursor | undefined },
): Promise<WaitingRow[]> {
  const kinds = new Set(rowsFor(admin, filter).map((row) => row.kind));
  const branches = allBranches.filter((branch) => kinds.has(branch.kind));
  if (branches.length === 0) return [];
  const reach = window.offset + window.limit;
  const selects = branches.map(
    (branch) =>
      sql`(select ${branch.kind}::text as kind, id, ${branch.status} as status, created_at, ${
        branch.member ?? sql`null::uuid`
      } as member_id, ${branch.filer ?? sql`null::json`} as filer, ${branch.summary} as summary from ${branch.from} where ${and(
        branch.where,
        branch.shareOf(admin, filter),
        afterCursor(branch, window.after),
      )} order by ${branch.oldestFirst} limit ${reach})`,
  );
  return rowsOf<WaitingRow>(
    await db.execute(sql`select waiting.kind, waiting.id, waiting.status, waiting.created_at,
      waiting.created_at::text as cursor_at, waiting.summary,
      coalesce((select json_build_object('_id', member.id, 'name', member.name, 'phone', member.phone, 'user_type', member.user_type)
        from ${users} as member where member.id = waiting.member_id), waiting.filer) as filed_by
    from (${sql.join(selects, sql` union all `)}) as waiting
    order by waiting.created_at, waiting.kind collate "C", waiting.id
    limit ${window.limit} offset ${window.offset}`),
  );
}

/** The reply's items, each with its queue's service clock (decision 082). */
function toItems(rows: WaitingRow[], now: Date, targets: InboxTargets): InboxItem[] {
  return rows.map((row) => {
    const createdAt = new Date(row.created_at);
    const targetHours = targets[row.kind] ?? Number.POSITIVE_INFINITY;
    return {
      kind: row.kind,
      id: row.id,
      status: row.status,
      filed_at: createdAt.toISOString(),
      filed_by: row.filed_by,
      summary: row.summary,
      ...waitOf({ createdAt, stateChangedAt: null }, true, { now, targetHours }),
    };
  });
}

/**
 * GET /api/inbox: one page of the waiting items (docs/decisions/281), and the total from the
 * maintained counters. Page N reads N pages' worth from each kind: triage reads the first pages.
 */
export async function readInbox(
  db: Executor,
  admin: SessionAdmin,
  filter: InboxFilter & { page: number },
  now: Date,
  targets: InboxTargets,
): Promise<InboxReply> {
  const pageSize = defaultPageSize;
  const [found, total] = await Promise.all([
    selectWaiting(db, admin, filter, { limit: pageSize, offset: (filter.page - 1) * pageSize }),
    countWaiting(db, admin, filter),
  ]);
  const items = toItems(found, now, targets);
  return { items, page: filter.page, pages: Math.max(1, Math.ceil(total / pageSize)), total };
}

/**
 * Every waiting item in the inbox's order, `batch` at a time (an export): each batch starts after
 * the last item of the one before (a keyset on created_at, kind, id), so each costs one page.
 */
export async function* readWholeInbox(
  db: Executor,
  admin: SessionAdmin,
  filter: InboxFilter,
  now: Date,
  targets: InboxTargets,
  { batch, limit }: { batch: number; limit?: number | undefined },
): AsyncGenerator<InboxItem[]> {
  let after: InboxCursor | undefined;
  for (let read = 0; limit === undefined || read < limit; ) {
    const size = limit === undefined ? batch : Math.min(batch, limit - read);
    const found = await selectWaiting(db, admin, filter, { limit: size, offset: 0, after });
    if (found.length > 0) yield toItems(found, now, targets);
    if (found.length < size) return;
    const last = found[found.length - 1] as WaitingRow;
    after = { createdAt: last.cursor_at, kind: last.kind, id: last.id };
    read += found.length;
  }
}
