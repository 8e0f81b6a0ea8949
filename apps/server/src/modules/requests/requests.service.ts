import type { Page, PageQuery } from '@simsar/contract/lists';
import { queueListName } from '@simsar/contract/queue-lists';
import {
  type QueueConfig,
  type QueueList,
  type QueueMove,
  type RequestQueue,
  type RequestState,
  requestQueueConfigs,
  requestQueues,
  unownedQueues,
} from '@simsar/contract/requests';
import { type RequestCard, requestMessages } from '@simsar/contract/requests-schemas';
import { and, eq, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { ExportColumn } from '../../core/export.ts';
import { defineList, noFilter } from '../../core/lists.ts';
import { searchForm, searchTerm } from '../../core/search.ts';
import { hourMs, type ServiceClock, serviceOrder } from '../../core/service-clock.ts';
import type { SessionAdmin } from '../../core/session.ts';
import type { Storage } from '../../core/storage.ts';
import { transition } from '../../core/transitions.ts';
import { getRequestTargetHours } from '../system/system.service.ts';
import { memberMatches, ownedBy, ownedByLookup } from '../users/users.ownership.service.ts';
import { cardColumns, toCard } from './requests.cards.service.ts';
import { requests, summaryWaitingHours } from './requests.schema.ts';

/**
 * What an admin may see of a queue: the rows of the members assigned to them (ownedBy); franchise
 * join requests belong to no member, and every admin views them (docs/decisions/081).
 */
export function visibleTo(
  admin: SessionAdmin,
  queue: RequestQueue,
  filedBy: QueueConfig['filedBy'],
): SQL | undefined {
  return and(eq(requests.queue, queue), ownedIn(admin, filedBy));
}

function ownedIn(admin: SessionAdmin, filedBy: QueueConfig['filedBy']): SQL | undefined {
  return filedBy === null ? undefined : ownedBy(admin, requests.memberId);
}

function matching(config: QueueConfig, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  // In search form (docs/decisions/110): Arabic letter variants and case folded.
  const { pattern } = searchTerm(search);
  if (config.filedBy === null)
    return or(sql`${searchForm(requests.name)} like ${pattern}`, like(requests.phone, pattern));
  return or(
    memberMatches(requests.memberId, search),
    like(requests.phone, pattern),
    sql`${searchForm(requests.message)} like ${pattern}`,
  );
}

export type ListOptions = { query: PageQuery; now: Date; targetHours: number };

/** A request as a row of its tab's export: every field a queue's card may show. */
const requestExportColumns: ExportColumn<RequestCard>[] = [
  { header: 'Filed', value: (card) => new Date(card.createdAt), format: 'time' },
  { header: 'Member', value: (card) => card.user_id?.name ?? card.name },
  { header: 'Phone', value: (card) => card.phone ?? card.user_id?.phone },
  { header: 'Message', value: (card) => card.message },
  { header: 'Rating', value: (card) => card.rate },
  { header: 'Project', value: (card) => card.unit_id?.project_name },
  { header: 'Location', value: (card) => card.location },
  { header: 'Waited (minutes)', value: (card) => card.waited_minutes },
  { header: 'Overdue', value: (card) => card.overdue },
  {
    header: 'Moved',
    value: (card) => (card.state_changed_at ? new Date(card.state_changed_at) : null),
    format: 'time',
  },
];

/** One tab of a queue, named `{queue}.{tab}`: to-do oldest first, others newest first. */
function tabList(config: QueueConfig, list: QueueList) {
  return defineList(requests, {
    name: queueListName({ kind: config.queue }, list.page),
    columns: () => cardColumns,
    where: (_: ServiceClock) => and(eq(requests.queue, config.queue), eq(requests.status, list.state)),
    // Franchise join requests belong to no member: every admin reads the whole tab.
    ...(config.filedBy !== null && { visibleTo: (admin: SessionAdmin) => ownedIn(admin, config.filedBy) }),
    search: (term) => matching(config, term),
    order: () => serviceOrder(list.todo, requests),
    toItems: (rows, { filter }) => rows.map((row) => toCard(row, list.todo, filter)),
    export: {
      columns: requestExportColumns,
      filter: noFilter,
      scope: async ({ db, clock }) => ({
        now: clock(),
        targetHours: (await getRequestTargetHours(db))[config.queue],
      }),
    },
  });
}

/** Every tab of every queue (content-operations §6), as their rows in the contract list them. */
export const requestTabLists = Object.values(requestQueueConfigs).flatMap((config) =>
  config.lists.map((list) => tabList(config, list)),
);

/** GET {api}{list.path}: one tab of a queue, paged; to-do oldest first, others newest first. */
export async function listRequests(
  db: Executor,
  admin: SessionAdmin,
  config: QueueConfig,
  list: QueueList,
  { query, now, targetHours }: ListOptions,
): Promise<Page<RequestCard>> {
  const name = queueListName({ kind: config.queue }, list.page);
  const tab = requestTabLists.find((found) => found.name === name) ?? tabList(config, list);
  return tab.page(db, admin, { ...query, now, targetHours });
}

const stateWords: Record<RequestState, string> = requestMessages.alreadyIn;

/** PUT {api}{move.path}/{id}: one guarded UPDATE (core/transitions.ts): 404 unknown, 409 moved. */
export async function moveRequest(
  db: Executor,
  admin: SessionAdmin,
  config: QueueConfig,
  move: QueueMove,
  id: string,
  now: Date,
): Promise<void> {
  await transition(db, requests, {
    id,
    move: move.move,
    by: admin,
    at: now,
    kind: config.auditKind,
    action: move.action,
    scope: visibleTo(admin, config.queue, config.filedBy),
    notFound: requestMessages.requestNotFound,
    conflict: (current: RequestState) => stateWords[current],
  });
}

/** DELETE {api}/remove/{id}: the row and anything it pointed to (its image file). */
export async function removeRequest(
  db: Executor,
  storage: Storage,
  admin: SessionAdmin,
  config: QueueConfig,
  id: string,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(requests)
      .where(and(eq(requests.id, id), visibleTo(admin, config.queue, config.filedBy)))
      .returning({ image: requests.image, queue: requests.queue, status: requests.status });
    if (!row) throw new AppError('NOT_FOUND', requestMessages.requestNotFound);
    const before = { queue: row.queue, status: row.status };
    await recordAudit(tx, { admin, action: 'remove', kind: config.auditKind, itemId: id, before });
    return row;
  });
  if (removed.image) await storage.remove(removed.image);
}

/** The start of the hour `at` falls in, as summary_waiting_hours keys it (UTC hours, any time zone). */
const hourOf = (at: SQL) => sql`date_bin('1 hour', ${at}, timestamptz '2000-01-01 00:00+00')`;

/**
 * The home cards' overdue bells (decision 003) without counting a whole queue (decision
 * 120): how many of the waiting items this admin may see were filed at or after their queue's due
 * time (`now` less its target), i.e. are NOT yet overdue; the summary's waiting counters less these
 * are the overdue. A super admin's are counted on requests_list_idx (queue, status, created_at), an
 * index-only range of the items filed within the target. An ordinary admin's are the whole hours
 * after the due time from summary_waiting_hours, plus the items of the due time's own hour, each
 * checked against the admin by one key look-up of its member: bounded by one hour's arrivals.
 */
export async function countRecentlyWaiting(
  db: Executor,
  admin: SessionAdmin,
  now: Date,
  targetHours: Record<RequestQueue, number>,
): Promise<Record<RequestQueue, number>> {
  const due = requestQueues.map(
    (queue) =>
      sql`(${queue}, ${new Date(now.getTime() - targetHours[queue] * hourMs).toISOString()}::timestamptz)`,
  );
  // Franchise join requests have no member: every admin counts all of them (docs/decisions/081).
  const ofEveryone = sql`due.queue in (${sql.join(
    unownedQueues.map((queue) => sql`${queue}`),
    sql`, `,
  )})`;
  const filed = (until: SQL | undefined) =>
    sql`(select count(*)::int from ${requests} where ${and(
      sql`${requests.queue} = due.queue`,
      inArray(requests.status, ['new', 'non_done']),
      sql`${requests.createdAt} >= due.since`,
      until && sql`${requests.createdAt} < ${until}`,
      admin.isSuper ? undefined : or(ofEveryone, ownedByLookup(admin, requests.memberId)),
    )})`;
  const recent = admin.isSuper
    ? filed(undefined)
    : sql`${filed(sql`${hourOf(sql`due.since`)} + interval '1 hour'`)} + (select coalesce(sum(${summaryWaitingHours.count}), 0)::int
        from ${summaryWaitingHours} where ${and(
          or(eq(summaryWaitingHours.adminId, admin.id), and(ofEveryone, isNull(summaryWaitingHours.adminId))),
          sql`${summaryWaitingHours.queue} = due.queue`,
          sql`${summaryWaitingHours.hour} > ${hourOf(sql`due.since`)}`,
        )})`;
  const rows = await db
    .select({ queue: sql<RequestQueue>`due.queue`, recent: sql<number>`${recent}` })
    .from(sql`(values ${sql.join(due, sql`, `)}) as due(queue, since)`);
  const counts = Object.fromEntries(requestQueues.map((queue) => [queue, 0])) as Record<RequestQueue, number>;
  for (const row of rows) counts[row.queue] = Number(row.recent);
  return counts;
}
