import { type InboxItem, type InboxKind, type InboxReply, waitingStatesOf } from '@simsar/contract/inbox';
import { defaultPageSize } from '@simsar/contract/lists';
import { clockedQueueRows, type ListedQueueRow } from '@simsar/contract/queue-lists';
import { requestQueueConfigs } from '@simsar/contract/requests';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from '../../core/db.ts';
import { type ServiceClock, waitOf } from '../../core/service-clock.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { summaryCounters } from '../../core/summary-counters.schema.ts';
import { cils, deals, forms } from '../deals/deals.schema.ts';
import { requests } from '../requests/requests.schema.ts';
import { ownedBy } from '../users/users.ownership.service.ts';
import { users } from '../users/users.schema.ts';

/** What narrows the inbox: one kind, and (a super admin's) the members of one admin. */
export type InboxFilter = { page: number; kind?: InboxKind | undefined; admin?: string | undefined };

/** One kind's waiting items, as the union reads them: its table, its member column and its summary. */
export type Branch = {
  kind: InboxKind;
  status: string;
  from: SQL;
  member: AnyPgColumn | null;
  where: SQL;
  summary: SQL;
  /**
   * Oldest first as its index reads it: requests_list_idx forward (created_at asc), the
   * submissions' `(status, created_at desc nulls last)` backward, which gives `asc nulls first`
   * (the same rows in the same order, created_at being never null; `asc` alone sorts them all).
   */
  oldestFirst: SQL;
};

const submissionTables = { form: forms, deal: deals, cil: cils } as const;

/** One select per kind and waiting state: each is one range of its (status, created_at) index. */
function branchesOf(row: ListedQueueRow): Branch[] {
  return waitingStatesOf(row).map((status) => {
    if (row.engine === 'requests') {
      const unowned = requestQueueConfigs[row.kind].filedBy === null;
      return {
        kind: row.kind,
        status,
        from: sql`${requests}`,
        member: unowned ? null : requests.memberId,
        where: and(eq(requests.queue, row.kind), eq(requests.status, status as 'new')) as SQL,
        summary: sql`coalesce(${requests.message}, ${requests.name}, ${requests.phone}, '')`,
        oldestFirst: sql`created_at, id`,
      };
    }
    const table = submissionTables[row.kind];
    return {
      kind: row.kind,
      status,
      from: sql`${table}`,
      member: table.userId,
      where: eq(table.status, status as 'new'),
      summary: sql`${table.clientName} || ' · ' || ${table.projectCode}`,
      oldestFirst: sql`created_at nulls first, id`,
    };
  });
}

export const allBranches = clockedQueueRows.flatMap(branchesOf);

/**
 * Which of a branch's rows the caller reads: an ordinary admin their own members' (the ownership rule), a
 * super admin every row, or with `admin` only that admin's members'. What no member filed
 * (franchise join requests) every admin sees, and no admin is assigned.
 */
function shareOf(branch: Branch, admin: SessionAdmin, filter: InboxFilter): SQL | undefined {
  if (branch.member === null) return filter.admin ? sql`false` : undefined;
  const owned = ownedBy(admin, branch.member);
  if (!filter.admin) return owned;
  return and(
    owned,
    inArray(branch.member, sql`(select ${users.id} from ${users} where ${users.adminId} = ${filter.admin})`),
  );
}

/**
 * How many items wait, as the caller may see them, from the home bells' maintained counters
 * (docs/decisions/120): they count exactly the inbox's waiting states, by the admin the member is
 * assigned to (null: none, and what no member filed). A few rows, whatever the data.
 */
async function countWaiting(db: Executor, admin: SessionAdmin, filter: InboxFilter): Promise<number> {
  const rows = clockedQueueRows.filter((row) => !filter.kind || row.kind === filter.kind);
  const counters = rows.map((row) => row.bell.counter);
  const unowned = rows
    .filter((row) => row.engine === 'requests' && requestQueueConfigs[row.kind].filedBy === null)
    .map((row) => row.bell.counter);
  const ofEveryone =
    unowned.length > 0
      ? and(isNull(summaryCounters.adminId), inArray(summaryCounters.counter, unowned))
      : undefined;
  const share = filter.admin
    ? eq(summaryCounters.adminId, filter.admin)
    : admin.isSuper
      ? undefined
      : or(eq(summaryCounters.adminId, admin.id), ofEveryone);
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${summaryCounters.count}), 0)::int` })
    .from(summaryCounters)
    .where(and(inArray(summaryCounters.counter, counters), share));
  return Math.max(0, Number(row?.total ?? 0));
}

/**
 * GET /api/inbox: ONE query over the waiting items of every queue the admin may see (a UNION ALL of
 * a small select per kind and state, each ordered and cut on its own index so the union holds at
 * most a page's worth from each), oldest first with the kind and id breaking ties; and the total,
 * read from the maintained counters. Each item's service clock is its queue's (decision 082).
 */
export async function readInbox(
  db: Executor,
  admin: SessionAdmin,
  filter: InboxFilter,
  now: Date,
  targetHours: Record<InboxKind, number>,
): Promise<InboxReply> {
  const branches = allBranches.filter((branch) => !filter.kind || branch.kind === filter.kind);
  const pageSize = defaultPageSize;
  const offset = (filter.page - 1) * pageSize;
  const reach = offset + pageSize;
  const selects = branches.map(
    (branch) =>
      sql`(select ${branch.kind}::text as kind, id, status::text as status, created_at, ${
        branch.member ?? sql`null::uuid`
      } as member_id, ${branch.summary} as summary from ${branch.from} where ${and(
        branch.where,
        shareOf(branch, admin, filter),
      )} order by ${branch.oldestFirst} limit ${reach})`,
  );
  type Row = {
    kind: InboxKind;
    id: string;
    status: string;
    created_at: string | Date;
    summary: string;
    filed_by: InboxItem['filed_by'];
  };
  const found = rowsOf<Row>(
    await db.execute(sql`select waiting.kind, waiting.id, waiting.status, waiting.created_at, waiting.summary,
      (select json_build_object('_id', member.id, 'name', member.name, 'phone', member.phone, 'user_type', member.user_type)
        from ${users} as member where member.id = waiting.member_id) as filed_by
    from (${sql.join(selects, sql` union all `)}) as waiting
    order by waiting.created_at, waiting.kind, waiting.id limit ${pageSize} offset ${offset}`),
  );
  const total = await countWaiting(db, admin, filter);
  const items = found.map((row) => {
    const createdAt = new Date(row.created_at);
    const clock: ServiceClock = { now, targetHours: targetHours[row.kind] };
    return {
      kind: row.kind,
      id: row.id,
      status: row.status,
      filed_at: createdAt.toISOString(),
      filed_by: row.filed_by,
      summary: row.summary,
      ...waitOf({ createdAt, stateChangedAt: null }, true, clock),
    };
  });
  return { items, page: filter.page, pages: Math.max(1, Math.ceil(total / pageSize)), total };
}
