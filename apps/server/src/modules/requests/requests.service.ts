import { disputeMessages } from '@simsar/contract/disputes';
import type { Page, PageQuery } from '@simsar/contract/lists';
import { type QueueFilter, queueFilterSchema } from '@simsar/contract/queue-filters';
import type { RequestButton, RequestTab } from '@simsar/contract/queue-kind-row';
import { queueListName } from '@simsar/contract/queue-lists';
import { requestMessages } from '@simsar/contract/request-bodies';
import {
  type RequestQueue,
  type RequestRow,
  type RequestState,
  requestQueues,
  requestRows,
  unownedQueues,
} from '@simsar/contract/requests';
import type { RequestCard } from '@simsar/contract/requests-schemas';
import { and, eq, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { ExportColumn } from '../../core/export.ts';
import { defineList } from '../../core/lists.ts';
import { queueFilterWhere, tabCounting } from '../../core/queue-filters.ts';
import { searchForm, searchTerm } from '../../core/search.ts';
import { queueSortsOf, type RecentCount, type ServiceClock, serviceOrder } from '../../core/service-clock.ts';
import type { SessionAdmin } from '../../core/session.ts';
import type { Storage } from '../../core/storage.ts';
import { tabTotal } from '../../core/tab-counts.ts';
import { type TransitionOutcome, transition, transitionMany } from '../../core/transitions.ts';
import { serviceClockOf } from '../system/system.service.ts';
import { memberIdsMatching, ownerIs } from '../users/users.ownership.service.ts';
import { cardColumns, toCard } from './requests.cards.service.ts';
import { decisionSet, isDisputeDecision } from './requests.disputes.service.ts';
import { requests, summaryWaitingHours } from './requests.schema.ts';

/**
 * What an admin may see of a queue: the rows of the members assigned to them (ownerIs: the owner column); franchise
 * join requests belong to no member, and every admin views them (docs/decisions/081).
 */
export function visibleTo(admin: SessionAdmin, row: RequestRow): SQL | undefined {
  return and(eq(requests.queue, row.kind), ownedIn(admin, row));
}

function ownedIn(admin: SessionAdmin, row: RequestRow): SQL | undefined {
  return row.filedBy === null ? undefined : ownerIs(admin, requests.ownerId);
}

/**
 * A queue's search, each expression as its trigram index holds it (requests.schema.ts), the member
 * by the ids of the members found (docs/decisions/414).
 */
function matching(row: RequestRow, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  // In search form (docs/decisions/110): Arabic letter variants and case folded.
  const { pattern } = searchTerm(search);
  if (row.filedBy === null)
    return or(sql`${searchForm(applicantName)} like ${pattern}`, like(requests.phone, pattern));
  return or(
    sql`${requests.memberId} = any(${memberIdsMatching(search)})`,
    like(requests.phone, pattern),
    sql`${searchForm(requests.message)} like ${pattern}`,
  );
}

/** A franchise applicant's name, the key written out as the index on it writes it. */
const applicantName = sql`(${requests.details} ->> 'name')`;

export type ListOptions = { query: PageQuery } & ServiceClock;

/**
 * A request as a row of its tab's export: every field of the spec's cards, then its queue's own
 * fields (a site visit's date) under their words (docs/decisions/380).
 */
function exportColumnsOf(row: RequestRow): ExportColumn<RequestCard>[] {
  const own = Object.entries(row.own).map(
    ([name, field]): ExportColumn<RequestCard> =>
      field.type === 'day'
        ? { header: { en: field.words, ar: field.ar }, value: (card) => dayOf(card[name]), format: 'date' }
        : { header: { en: field.words, ar: field.ar }, value: (card) => textOf(card[name]) },
  );
  return [...requestExportColumns.slice(0, -3), ...own, ...requestExportColumns.slice(-3)];
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** A YYYY-MM-DD day as the export's date cell (midnight UTC, written as the day). */
function dayOf(value: unknown): Date | null {
  return typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : null;
}

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
function tabList(row: RequestRow, tab: RequestTab) {
  return defineList(requests, {
    name: queueListName(row, tab.page),
    columns: () => cardColumns,
    where: (filter: ServiceClock & QueueFilter) =>
      and(
        eq(requests.queue, row.kind),
        eq(requests.status, tab.state),
        queueFilterWhere(requests, filter, tab.todo),
      ),
    // Franchise join requests belong to no member: every admin reads the whole tab.
    ...(row.filedBy !== null && { visibleTo: (admin: SessionAdmin) => ownedIn(admin, row) }),
    // The tab's total from its counter (decision 401) unless its filters narrow it.
    ...tabCounting<ServiceClock & QueueFilter>(tab.todo, (db, admin) =>
      tabTotal(db, admin, { queue: row.kind, state: tab.state, owned: row.filedBy !== null }),
    ),
    search: (term) => matching(row, term),
    order: () => serviceOrder(tab.todo, requests),
    sorts: queueSortsOf(requests),
    toItems: (rows, { filter }) => rows.map((item) => toCard(item, tab.todo, filter)),
    export: {
      columns: exportColumnsOf(row),
      filter: queueFilterSchema,
      scope: ({ db, clock }) => serviceClockOf(db, clock(), row.kind),
    },
  });
}

/** Every tab of every queue (content-operations §6), as their rows list them. */
export const requestTabLists = requestRows.flatMap((row) => row.tabs.map((tab) => tabList(row, tab)));

/** GET {api}/{page}: one tab of a queue, paged; to-do oldest first, others newest first. */
export async function listRequests(
  db: Executor,
  admin: SessionAdmin,
  row: RequestRow,
  tab: RequestTab,
  { query, ...clock }: ListOptions,
): Promise<Page<RequestCard>> {
  const name = queueListName(row, tab.page);
  const list = requestTabLists.find((found) => found.name === name) ?? tabList(row, tab);
  return list.page(db, admin, { ...query, ...clock });
}

const stateWords: Record<RequestState, string> = requestMessages.alreadyIn;

/**
 * What a move writes besides the state, and its messages: a dispute's decision writes its outcome
 * (requests.disputes.service.ts) and says "already settled"; the other queues' moves only move.
 */
function moveOptions(button: RequestButton, firstShare?: number) {
  if (isDisputeDecision(button)) {
    return {
      set: decisionSet(button, firstShare),
      notFound: disputeMessages.notFound,
      conflict: () => disputeMessages.settled,
    };
  }
  return {
    notFound: requestMessages.requestNotFound,
    conflict: (current: RequestState) => stateWords[current],
  };
}

/** PUT {api}{move.path}/{id}: one guarded UPDATE (core/transitions.ts): 404 unknown, 409 moved. */
export async function moveRequest(
  db: Executor,
  admin: SessionAdmin,
  row: RequestRow,
  button: RequestButton,
  id: string,
  now: Date,
  firstShare?: number,
): Promise<void> {
  await transition(db, requests, {
    id,
    move: button.move,
    by: admin,
    at: now,
    kind: row.audit.kind,
    action: button.action,
    scope: visibleTo(admin, row),
    ...moveOptions(button, firstShare),
  });
}

/** `moveRequest` on many items, as a bulk move makes it (docs/decisions/422): the outcomes in the order of `ids`. */
export function moveRequests(
  db: Executor,
  admin: SessionAdmin,
  row: RequestRow,
  button: RequestButton,
  ids: readonly string[],
  now: Date,
): Promise<TransitionOutcome[]> {
  return transitionMany(db, requests, {
    ids,
    move: button.move,
    by: admin,
    at: now,
    kind: row.audit.kind,
    action: button.action,
    scope: visibleTo(admin, row),
    ...moveOptions(button),
  });
}

/** DELETE {api}/remove/{id}: the row and anything it pointed to (its image file). */
export async function removeRequest(
  db: Executor,
  storage: Storage,
  admin: SessionAdmin,
  row: RequestRow,
  id: string,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [item] = await tx
      .delete(requests)
      .where(and(eq(requests.id, id), visibleTo(admin, row)))
      .returning({ image: requests.image, queue: requests.queue, status: requests.status });
    if (!item) throw new AppError('NOT_FOUND', requestMessages.requestNotFound);
    const before = { queue: item.queue, status: item.status };
    await recordAudit(tx, { admin, action: 'remove', kind: row.audit.kind, itemId: id, before });
    return item;
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
 * checked against the admin by its owner column (decision 400): bounded by one hour's arrivals.
 */
export const countRecentlyWaiting: RecentCount<RequestQueue> = async (db, admin, dueTime) => {
  const due = requestQueues.map((queue) => sql`(${queue}, ${dueTime[queue]}::timestamptz)`);
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
      admin.isSuper ? undefined : or(ofEveryone, ownerIs(admin, requests.ownerId)),
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
};
