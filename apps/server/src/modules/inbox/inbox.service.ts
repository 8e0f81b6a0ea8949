import { createHash } from 'node:crypto';
import {
  type InboxCursor,
  type InboxItem,
  type InboxKind,
  type InboxReply,
  inboxCursorOf,
  inboxCursorText,
} from '@simsar/contract/inbox';
import { defaultPageSize, type SortDirection } from '@simsar/contract/lists';
import { and, type SQL, sql } from 'drizzle-orm';
import { type Executor, perDatabase } from '../../core/db.ts';
import { waitOf } from '../../core/service-clock.ts';
import type { SessionAdmin } from '../../core/session.ts';
import type { WorkCalendar } from '../../core/work-calendar.ts';
import { users } from '../users/users.schema.ts';
import { allBranches, type Branch, type InboxFilter } from './inbox.branches.ts';
import { countWaiting, rowsFor } from './inbox.counts.ts';

/** Each clocked kind's target in hours (decision 082); a kind without one is never overdue. */
/** Each kind's target hours and the working week they count in (docs/decisions/490). */
export type InboxTargets = { hours: Partial<Record<InboxKind, number>>; calendar: WorkCalendar };

export type WaitingRow = {
  kind: InboxKind;
  id: string;
  status: string;
  created_at: string | Date;
  cursor_at: string;
  summary: string;
  filed_by: InboxItem['filed_by'];
};

/** What one read of the union is: which statement it runs (docs/decisions/421). */
type Shape = {
  isSuper: boolean;
  byAdmin: boolean;
  after: boolean;
  newestFirst: boolean;
  limit: number;
  offset: number;
  kinds: InboxKind[];
};

/** The values a shape's statement is run with: the caller, the admin filter and the cursor. */
type Bound = {
  admin: SessionAdmin;
  filter: InboxFilter;
  after?: { at: unknown; kind: unknown; id: unknown } | undefined;
};

/**
 * A branch's rows after the cursor in the inbox's order (created_at, kind, id, either way), as one
 * condition whatever the cursor's kind (so one statement serves every cursor): kinds compare by
 * code point, as the outer order's `collate "C"` does.
 */
function afterCursor(branch: Branch, after: Bound['after'], newestFirst: boolean): SQL | undefined {
  if (!after) return undefined;
  const at = sql`${after.at}::timestamptz`;
  const kind = sql`${branch.kind}::text collate "C"`;
  const [from, past] = newestFirst ? [sql`<=`, sql`<`] : [sql`>=`, sql`>`];
  return sql`(created_at ${from} ${at} and (created_at ${past} ${at} or ${kind} ${past} ${after.kind}::text collate "C" or (${kind} = ${after.kind}::text and id ${past} ${after.id}::uuid)))`;
}

/**
 * ONE query over the waiting items of every queue the admin may see: a UNION ALL of a small select
 * per kind and state, each ordered and cut on its own index so the union holds at most `reach` from
 * each, oldest (or newest) first with the kind and id breaking ties. Its limits are written into the
 * statement (a plan made for "LIMIT $1" guesses a tenth of the rows).
 */
function waitingQuery(db: Executor, shape: Shape, bound: Bound) {
  const kinds = new Set(shape.kinds);
  const branches = allBranches.filter((branch) => kinds.has(branch.kind));
  const reach = sql.raw(String(shape.offset + shape.limit));
  const selects = branches.map(
    (branch) =>
      sql`(select ${branch.kind}::text as kind, id, ${branch.status} as status, created_at, ${
        branch.member ?? sql`null::uuid`
      } as member_id, ${branch.filer ?? sql`null::json`} as filer, ${branch.summary} as summary from ${branch.from} where ${and(
        branch.where,
        branch.shareOf(bound.admin, bound.filter),
        afterCursor(branch, bound.after, shape.newestFirst),
      )} order by ${shape.newestFirst ? branch.newestFirst : branch.oldestFirst} limit ${reach})`,
  );
  // The window is cut first and the filers looked up for its rows alone: a deep page skips
  // offset rows, and a look-up in the same select ran for each of them (10,000 on page 500).
  const dir = sql.raw(shape.newestFirst ? 'desc' : 'asc');
  const order = sql`created_at ${dir}, kind collate "C" ${dir}, id ${dir}`;
  const page = sql`(select * from (${sql.join(selects, sql` union all `)}) as waiting order by ${order} limit ${sql.raw(
    `${shape.limit} offset ${shape.offset}`,
  )})`;
  return (
    db
      .select({
        kind: sql<InboxKind>`waiting.kind`,
        id: sql<string>`waiting.id`,
        status: sql<string>`waiting.status`,
        created_at: sql<string | Date>`waiting.created_at`,
        // To the microsecond in UTC, as the cursor reads it back (contract `inboxCursorOf`).
        cursor_at: sql<string>`to_char(waiting.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        summary: sql<string>`waiting.summary`,
        filed_by: sql<
          InboxItem['filed_by']
        >`coalesce((select json_build_object('_id', member.id, 'name', member.name, 'phone', member.phone, 'user_type', member.user_type)
        from ${users} as member where member.id = waiting.member_id), waiting.filer)`,
      })
      // The window in the text (decision 421); the offset with it: a union is no defineList to page.
      .from(sql`${page} as waiting`)
      .orderBy(sql`waiting.created_at ${dir}, waiting.kind collate "C" ${dir}, waiting.id ${dir}`)
  );
}

/** A shape's statement, prepared once per database (and on PostgreSQL parsed and planned once per connection). */
type Prepared = { execute: (values: Record<string, unknown>) => Promise<WaitingRow[]> };
const preparedStatements = perDatabase((_db: Executor) => new Map<string, Prepared>());
/**
 * The most statements one database keeps: each connection holds a plan for each it has run. Past
 * this many shapes (which kinds are empty changes the shape), a read runs unprepared.
 */
const mostStatements = 64;
/** Pages past this read unprepared: triage reads the first pages, and each deep page is a shape. */
const mostPreparedPage = 5;

/** The statement's parameters, as placeholders: one statement serves every admin and cursor. */
const placeholders: Bound = {
  admin: { id: sql.placeholder('admin') } as unknown as SessionAdmin,
  filter: { admin: sql.placeholder('byAdmin') as unknown as string },
  after: { at: sql.placeholder('at'), kind: sql.placeholder('afterKind'), id: sql.placeholder('afterId') },
};

function preparedOf(db: Executor, shape: Shape): Prepared | undefined {
  const statements = preparedStatements(db);
  const key = JSON.stringify(shape);
  const known = statements.get(key);
  if (known || statements.size >= mostStatements) return known;
  const name = `inbox_${createHash('sha1').update(key).digest('hex').slice(0, 20)}`;
  const bound: Bound = {
    admin: { ...placeholders.admin, isSuper: shape.isSuper },
    filter: shape.byAdmin ? placeholders.filter : {},
    after: shape.after ? placeholders.after : undefined,
  };
  const prepared = waitingQuery(db, shape, bound).prepare(name) as unknown as Prepared;
  statements.set(key, prepared);
  return prepared;
}

/**
 * The waiting items of the kinds not `empty` for the caller, as one named prepared statement per
 * shape (docs/decisions/421): the 15-branch union is planned once per connection, not per call.
 */
export async function selectWaiting(
  db: Executor,
  admin: SessionAdmin,
  filter: InboxFilter,
  window: { limit: number; offset: number; after?: InboxCursor | undefined; newestFirst: boolean },
  empty: ReadonlySet<InboxKind>,
): Promise<WaitingRow[]> {
  const kinds = rowsFor(admin, filter)
    .map((row) => row.kind)
    .filter((kind) => !empty.has(kind));
  if (kinds.length === 0) return [];
  const shape: Shape = {
    isSuper: admin.isSuper,
    byAdmin: !!filter.admin,
    after: !!window.after,
    newestFirst: window.newestFirst,
    limit: window.limit,
    offset: window.offset,
    kinds,
  };
  const after = window.after && { at: window.after.createdAt, kind: window.after.kind, id: window.after.id };
  const prepared = window.offset < mostPreparedPage * defaultPageSize ? preparedOf(db, shape) : undefined;
  if (!prepared) return (await waitingQuery(db, shape, { admin, filter, after })) as WaitingRow[];
  return prepared.execute({
    admin: admin.id,
    byAdmin: filter.admin,
    at: after?.at,
    afterKind: after?.kind,
    afterId: after?.id,
  });
}

/** The reply's items, each with its queue's service clock (decision 082). */
export function toItems(rows: WaitingRow[], now: Date, { hours, calendar }: InboxTargets): InboxItem[] {
  return rows.map((row) => {
    const createdAt = new Date(row.created_at);
    const targetHours = hours[row.kind] ?? Number.POSITIVE_INFINITY;
    return {
      kind: row.kind,
      id: row.id,
      status: row.status,
      filed_at: createdAt.toISOString(),
      filed_by: row.filed_by,
      summary: row.summary,
      ...waitOf({ createdAt, stateChangedAt: null }, true, { now, targetHours, calendar }),
    };
  });
}

/** The inbox's one sort, when filed (contract `inboxQuerySchema`): oldest first unless `dir=desc`. */
export type InboxOrder = { sort?: string | undefined; dir?: SortDirection | undefined };
export const isNewestFirst = (order: InboxOrder) => order.sort === 'filed' && order.dir === 'desc';

/** Where the next read starts: after the last row read, when it filled its window. */
export function nextAfter(found: WaitingRow[], size: number): InboxCursor | undefined {
  const last = found[found.length - 1];
  return found.length === size && last
    ? { createdAt: last.cursor_at, kind: last.kind, id: last.id }
    : undefined;
}

/**
 * GET /api/inbox: one page of the waiting items (docs/decisions/281), and the total from the
 * maintained counters. Page N reads N pages' worth from each kind (triage reads the first pages),
 * unless it is asked after the page before's last item (`after`): then one page from each.
 */
export async function readInbox(
  db: Executor,
  admin: SessionAdmin,
  filter: InboxFilter & InboxOrder & { page: number; size?: number | undefined; after?: string | undefined },
  now: Date,
  targets: InboxTargets,
): Promise<InboxReply> {
  const pageSize = filter.size ?? defaultPageSize;
  const { total, empty } = await countWaiting(db, admin, filter);
  const after = filter.after === undefined ? undefined : inboxCursorOf(filter.after);
  const newestFirst = isNewestFirst(filter);
  const window = { limit: pageSize, offset: after ? 0 : (filter.page - 1) * pageSize, after, newestFirst };
  const found = await selectWaiting(db, admin, filter, window, empty);
  const next = nextAfter(found, pageSize);
  return {
    items: toItems(found, now, targets),
    page: filter.page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    total,
    next: next ? inboxCursorText(next) : null,
  };
}
