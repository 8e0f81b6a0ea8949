import { type InboxItem, inboxListName, inboxQuerySchema } from '@simsar/contract/inbox';
import { messages } from '@simsar/contract/messages';
import { queueKindOf } from '@simsar/contract/queue-kinds';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { ExportColumn } from '../../core/export.ts';
import { type ConsoleList, type List, type ListScope, sortRefused } from '../../core/lists.ts';
import type { SessionAdmin } from '../../core/session.ts';
import type { InboxFilter } from './inbox.branches.ts';
import { type InboxOrder, readInbox } from './inbox.service.ts';
import { getInboxTargets } from './inbox.targets.ts';
import { readWholeInbox } from './inbox.whole.ts';

/** The inbox's filter as a list reads it: the screen's kind and admin, and the clock's now. */
type InboxListFilter = InboxFilter & { now?: Date | undefined };

/** An admin filter is a super admin's (403 else), as GET /api/inbox says, before anything is read. */
function refuseAdminFilter(admin: SessionAdmin, filter: InboxFilter): void {
  if (filter.admin && !admin.isSuper) throw new AppError('FORBIDDEN', messages.forbidden);
}

/** The kind, the admin and the order filed (a view's or an export's sort, checked as the screen's). */
const filterOf = (scope: ListScope<InboxListFilter>): InboxFilter & InboxOrder => {
  // The screen's own rule (contract `inboxQuerySchema`): a view or an export sends its sort apart.
  if (!inboxQuerySchema.shape.sort.safeParse(scope.sort).success) throw sortRefused();
  return { kind: scope.kind, admin: scope.admin, sort: scope.sort, dir: scope.dir };
};

/** The inbox's file: what each row of its screen shows, with the clock as the queues' exports give it. */
const inboxExportColumns: ExportColumn<InboxItem>[] = [
  { header: 'Filed', value: (item) => new Date(item.filed_at), format: 'time' },
  { header: 'Kind', value: (item) => queueKindOf(item.kind).words },
  { header: 'Status', value: (item) => item.status },
  { header: 'Filed by', value: (item) => item.filed_by?.name ?? 'Anyone' },
  { header: 'Phone', value: (item) => item.filed_by?.phone },
  { header: 'Member type', value: (item) => item.filed_by?.user_type },
  { header: 'What', value: (item) => item.summary },
  { header: 'Waited (minutes)', value: (item) => item.waited_minutes },
  { header: 'Overdue', value: (item) => item.overdue },
];

/**
 * The triage inbox as a console list (docs/decisions/274, 281): read by the registry's one call, so
 * the export serves it like any list. Not a `defineList`: it is the union of many tables. Each admin
 * gets their own share (the queues' ownership rule); it has no search box.
 */
const inbox: List<SessionAdmin, InboxListFilter, InboxItem> = {
  name: inboxListName,
  superOnly: false,
  owned: true,
  searchable: false,
  export: {
    columns: inboxExportColumns,
    filter: inboxQuerySchema.omit({ page: true, after: true }),
    scope: ({ clock }) => ({ now: clock() }),
  },
  async page(db, admin, query) {
    refuseAdminFilter(admin, query);
    const targets = await getInboxTargets(db);
    return readInbox(db, admin, { ...filterOf(query), page: query.page }, query.now ?? new Date(), targets);
  },
  async items(db, admin, query) {
    return (await inbox.page(db, admin, query)).items;
  },
  async all(db, admin, scope) {
    const found: InboxItem[] = [];
    for await (const batch of inbox.rows(db, admin, scope)) found.push(...batch);
    return found;
  },
  // Refuses at the call, before the first batch is asked for (an export's refusal precedes its bytes).
  rows(db: Executor, admin, scope, { batch = 500, limit } = {}) {
    refuseAdminFilter(admin, scope);
    return (async function* () {
      const targets = await getInboxTargets(db);
      yield* readWholeInbox(db, admin, filterOf(scope), scope.now ?? new Date(), targets, { batch, limit });
    })();
  },
};

export const inboxList = inbox as unknown as ConsoleList;
