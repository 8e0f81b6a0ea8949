import { dealMessages, type QueueState, queueStates } from '@simsar/contract/deals';
import {
  type QueueFilter,
  queueFilterSchema,
  type SubmissionQueueSort,
} from '@simsar/contract/queue-filters';
import { queueKindOf } from '@simsar/contract/queue-kinds';
import type { SubmissionQueue } from '@simsar/contract/queue-links';
import { queueListName, queueTabsOf } from '@simsar/contract/queue-lists';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { ExportColumn } from '../../core/export.ts';
import { defineList, type ExportContext, type ListDefinition } from '../../core/lists.ts';
import { orderKey } from '../../core/order-keys.ts';
import {
  type DeveloperValues,
  developersContaining,
  queueFilterWhere,
  tabCounting,
} from '../../core/queue-filters.ts';
import { searchForm, searchTerm } from '../../core/search.ts';
import { queueSortsOf, type ServiceClock, serviceOrder, waitOf } from '../../core/service-clock.ts';
import type { SessionAdmin, SessionMember } from '../../core/session.ts';
import { urlOfKey } from '../../core/storage.ts';
import { tabTotal } from '../../core/tab-counts.ts';
import { serviceClockOf } from '../system/system.service.ts';
import { findProjectByCode } from '../units/units.read.service.ts';
import {
  type MemberBrief,
  memberBriefOf,
  memberIdsMatching,
  ownerIs,
} from '../users/users.ownership.service.ts';
import type { cils, forms } from './deals.schema.ts';

/** What the three queues' tables share: the broker, the client, the project and the state. */
export type QueueTable = {
  id: AnyPgColumn;
  ownerId: AnyPgColumn;
  createdAt: AnyPgColumn;
  stateChangedAt: AnyPgColumn;
  userId: AnyPgColumn;
  clientName: AnyPgColumn;
  clientPhone: AnyPgColumn;
  projectCode: AnyPgColumn;
  developer: AnyPgColumn;
  status: AnyPgColumn;
};

/** The columns every broker item has (`brokerColumns` in deals.schema.ts), as the queues read them. */
export function brokerItemColumns(table: typeof forms | typeof cils) {
  return {
    id: table.id,
    user: memberBriefOf(table.userId),
    userId: table.userId,
    createdAt: table.createdAt,
    developer: table.developer,
    clientName: table.clientName,
    clientPhone: table.clientPhone,
    projectCode: table.projectCode,
    salesName: table.salesName,
    salesPhone: table.salesPhone,
    imageKey: table.imageKey,
    imageType: table.imageType,
    status: table.status,
    stateChangedAt: table.stateChangedAt,
  };
}

type BrokerItemRow = {
  [Column in keyof ReturnType<typeof brokerItemColumns>]: Column extends 'user'
    ? MemberBrief | null
    : Column extends 'createdAt'
      ? Date
      : Column extends 'stateChangedAt'
        ? Date | null
        : string;
};

/** The reply fields every broker item has (form, deal and CIL alike). */
export function brokerItemFields(row: BrokerItemRow) {
  return {
    _id: row.id,
    user_id: row.user,
    createdAt: row.createdAt.toISOString(),
    developer: row.developer,
    client_name: row.clientName,
    client_phone: row.clientPhone,
    project_code: row.projectCode,
    sales_name: row.salesName,
    sales_phone: row.salesPhone,
    image: urlOfKey(row.imageKey),
    image_type: row.imageType,
    status: row.status as QueueState,
    state_changed_at: row.stateChangedAt?.toISOString() ?? null,
  };
}

/** The columns a card's clock is read from, and what they read. */
type ClockColumns = SelectedFields & { createdAt: AnyPgColumn; stateChangedAt: AnyPgColumn };
type ClockRow = { createdAt: Date; stateChangedAt: Date | null };

/** The reply fields of every broker item, as the exports read them. */
type BrokerItem = Omit<ReturnType<typeof brokerItemFields>, 'user_id'> & {
  user_id: { name: string; phone: string } | null;
};
type ServiceClockFields = { waited_minutes: number; overdue: boolean };

/** The first columns of every broker item's export: when, who, the client and the project. */
const brokerItemExportColumns: ExportColumn<BrokerItem>[] = [
  { header: 'Sent', value: (item) => new Date(item.createdAt), format: 'time' },
  { header: 'Broker', value: (item) => item.user_id?.name },
  { header: 'Broker phone', value: (item) => item.user_id?.phone },
  { header: 'Developer', value: (item) => item.developer },
  { header: 'Client', value: (item) => item.client_name },
  { header: 'Client phone', value: (item) => item.client_phone },
  { header: 'Project code', value: (item) => item.project_code },
  { header: 'Sales name', value: (item) => item.sales_name },
  { header: 'Sales phone', value: (item) => item.sales_phone },
];

/** The last columns: the service clock (docs/decisions/082) and when the item last moved. */
const clockExportColumns: ExportColumn<BrokerItem & ServiceClockFields>[] = [
  { header: 'Waited (minutes)', value: (item) => item.waited_minutes },
  { header: 'Overdue', value: (item) => item.overdue },
  {
    header: 'Moved',
    value: (item) => (item.state_changed_at ? new Date(item.state_changed_at) : null),
    format: 'time',
  },
];

/**
 * The lists of one kind of broker item (forms, deals, CILs): each state of its queue as an admin may
 * see it, named `{kind}.{state}` (the brokers assigned to an ordinary admin), its to-do tabs (new,
 * pending) oldest first and the others newest first by when moved, each card with its service clock
 * (decision 082); and the broker's own, every state, newest first. Searched by broker name or
 * phone, client name or phone, or project.
 */
export function defineQueueLists<Columns extends ClockColumns, Item extends BrokerItem, Filter>(
  kind: SubmissionQueue,
  table: QueueTable & PgTable,
  columns: Columns,
  toItems: ListDefinition<unknown, Filter, Columns, Item>['toItems'],
  exported: {
    columns: ExportColumn<NoInfer<Item>>[];
    scope?: (context: ExportContext) => Partial<Filter>;
    /** The selection when every row is read (ListDefinition `rowColumns`); default `columns`. */
    rowColumns?: NoInfer<Columns>;
  },
) {
  const shared = {
    columns: () => columns,
    rowColumns: () => exported.rowColumns ?? columns,
    search: (term: string) => searchWhere(table, term),
    toItems,
  };
  const todo = new Set(
    queueTabsOf(queueKindOf(kind))
      .filter((tab) => tab.todo)
      .map((tab) => tab.page),
  );
  const stateList = (status: QueueState) => {
    const list = defineList(table, {
      ...shared,
      name: queueListName({ kind }, status),
      where: (filter: Filter & ServiceClock & QueueFilter & DeveloperValues) =>
        and(eq(table.status, status), queueFilterWhere(table, filter, todo.has(status))),
      visibleTo: (admin: SessionAdmin) => ownerIs(admin, table.ownerId),
      // The tab's total from its counter (decision 401) unless its filters narrow it.
      ...tabCounting<Filter & ServiceClock & QueueFilter>(todo.has(status), (db, admin) =>
        tabTotal(db, admin, { queue: kind, state: status, owned: true }),
      ),
      order: () => serviceOrder(todo.has(status), table, 'desc'),
      sorts: submissionSortsOf(table),
      export: {
        columns: [...brokerItemExportColumns, ...exported.columns, ...clockExportColumns] as ExportColumn<
          Item & ServiceClockFields
        >[],
        // The kind's own filter is none but the queue's filters (what `Filter` adds is the server's scope).
        filter: queueFilterSchema as unknown as z.ZodType<Partial<Filter & ServiceClock & QueueFilter>>,
        scope: async (context: ExportContext) =>
          ({
            ...exported.scope?.(context),
            ...(await serviceClockOf(context.db, context.clock(), kind)),
          }) as Partial<Filter & ServiceClock & QueueFilter>,
      },
      toItems: async (rows, context) => {
        const items = await toItems(rows, context);
        return items.map((item, index) => ({
          ...item,
          ...waitOf(rows[index] as ClockRow, todo.has(status), context.filter),
        }));
      },
    });
    // A page filtered by developer reads the developers it names first (docs/decisions/568).
    const page: typeof list.page = async (db, admin, query) =>
      list.page(db, admin, {
        ...query,
        ...(await developersContaining(db, table.developer, query.developer)),
      });
    return { ...list, page };
  };
  return {
    states: Object.fromEntries(queueStates.map((status) => [status, stateList(status)])) as Record<
      QueueState,
      ReturnType<typeof stateList>
    >,
    mine: defineList(table, {
      ...shared,
      name: `broker-${kind}`,
      order: () => [desc(table.createdAt), desc(table.id)],
      where: (_: Filter) => undefined,
      visibleTo: (member: SessionMember) => eq(table.userId, member.id),
    }),
  };
}

/**
 * A queue's search: the broker by name or phone, the client by name or phone, or the project.
 * Each searched expression has its trigram index (deals.schema.ts) and the broker's ids are read
 * once (`memberIdsMatching`), so the whole OR is a BitmapOr of index scans rather than a walk of
 * every waiting row (docs/decisions/414).
 */
/**
 * A form, deal or CIL tab's sorts: when filed, and the client's name (folded to lower case, as the
 * member lists sort names) then the id, on `{name}_client_list_idx` and its owner twin (deals.schema.ts).
 */
function submissionSortsOf(
  table: QueueTable,
): Record<SubmissionQueueSort, (dir: 'asc' | 'desc') => (SQL | AnyPgColumn)[]> {
  return {
    ...queueSortsOf(table, 'desc'),
    client: (dir) => [sql`lower(${table.clientName}) ${sql.raw(dir)}`, orderKey(table.id, dir)],
  };
}

export function searchWhere(table: QueueTable, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  // Names in search form (docs/decisions/110): Arabic letter variants and case folded.
  const { pattern } = searchTerm(search);
  return or(
    sql`${table.userId} = any(${memberIdsMatching(search, true)})`,
    sql`${searchForm(table.clientName)} like ${pattern}`,
    ilike(table.clientPhone, pattern),
    sql`${searchForm(table.projectCode)} like ${pattern}`,
  );
}

/** The project a broker's submission names by its code; an unknown code is refused under that field. */
export async function findSubmittedProject(db: Executor, code: string) {
  const project = await findProjectByCode(db, code);
  if (!project) {
    throw new AppError('VALIDATION', dealMessages.projectUnknown, {
      project_code: dealMessages.projectUnknown,
    });
  }
  return project;
}
