import { defaultPageSize, listMessages } from '@simsar/contract/lists';
import { and, count, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from './db.ts';
import { AppError } from './errors.ts';
import type { List, ListDefinition, ListQuery, ListScope } from './list-types.ts';
import { afterKeys, keyText, orderKeys } from './order-keys.ts';

export {
  type ConsoleList,
  type ExportContext,
  type List,
  type ListDefinition,
  type ListExport,
  type ListQuery,
  type ListScope,
  noFilter,
} from './list-types.ts';

export const defaultBatch = 500;
/** The key under which `rows()` reads each row's id beside the list's own columns. */
const batchKey = '__listRowId';
/** The keys under which `rows()` reads the order's keys of each row beside the list's own columns. */
const keyPrefix = '__listKey';

/**
 * A row read with helper columns beside `columns` (order keys, a batch's id), as the list's own:
 * its columns picked, not the row copied and the others deleted or left out by a rest pattern (a
 * deleted property turns each row into a slow dictionary; docs/decisions/573).
 */
function ownRows<Columns extends SelectedFields>(columns: Columns) {
  const names = Object.keys(columns);
  return (row: Record<string, unknown>) => {
    const picked: Record<string, unknown> = {};
    for (const name of names) picked[name] = row[name];
    return picked as SelectResultFields<Columns>;
  };
}

/** A sort the list does not offer: 400 "This list cannot be sorted by that column", on `sort`. */
export const sortRefused = () =>
  new AppError('VALIDATION', listMessages.sortInvalid, { sort: listMessages.sortInvalid });

/** The list of `table` (first, as `transition(db, table, ...)` takes it) defined by `list`. */
export function defineList<Caller, Filter, Columns extends SelectedFields, Item>(
  table: PgTable,
  list: ListDefinition<Caller, Filter, Columns, Item>,
): List<Caller, Filter, Item> {
  const listPageSize = list.pageSize ?? defaultPageSize;

  /** The order asked for: a named sort (refused when the list has none of that name), else the list's own. */
  function orderOf(scope: ListScope<Filter>): (SQL | PgColumn)[] {
    if (scope.sort === undefined) return list.order(scope);
    const sorted = list.sorts && Object.hasOwn(list.sorts, scope.sort) ? list.sorts[scope.sort] : undefined;
    if (!sorted) throw sortRefused();
    return sorted(scope.dir ?? 'asc');
  }

  /** What every row is read with (`rows`); a page reads `list.columns`. */
  const rowColumns = (caller: Caller) => (list.rowColumns ?? list.columns)(caller);

  function whereOf(caller: Caller, scope: ListScope<Filter>): SQL | undefined {
    return and(
      list.where?.(scope),
      list.visibleTo?.(caller),
      scope.search && list.search ? list.search(scope.search, scope) : undefined,
    );
  }

  async function read(
    db: Executor,
    caller: Caller,
    scope: ListScope<Filter>,
    window?: { limit: number; offset: number },
    columns = list.columns(caller),
  ): Promise<Item[]> {
    const where = whereOf(caller, scope);
    const order = orderOf(scope);
    const id = getTableColumns(table).id;
    // A page: its ids first (the where and order over the table alone, the OFFSET skipping ids
    // only), then the columns of those ids, in one statement and so one snapshot: the per-row
    // sub-selects (a member's JSON) run for the page's rows, not for every row skipped
    // (docs/decisions/410).
    const idsFirst = window !== undefined && id !== undefined && !list.groupBy;
    const pageIds =
      idsFirst &&
      db
        .select({ id })
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
    let query = db
      .select(columns)
      .from(table)
      .where(pageIds ? inArray(id as PgColumn, pageIds) : where)
      .$dynamic();
    if (list.groupBy) query = query.groupBy(...list.groupBy);
    query = query.orderBy(...order);
    if (window && !idsFirst) query = query.limit(window.limit).offset(window.offset);
    const rows = (await query) as SelectResultFields<Columns>[];
    return list.toItems(rows, { db, filter: scope });
  }

  async function countOf(db: Executor, caller: Caller, scope: ListScope<Filter>): Promise<number> {
    const [row] = await db
      .select({ n: list.count ?? count() })
      .from(table)
      .where(whereOf(caller, scope));
    return row?.n ?? 0;
  }

  async function items(db: Executor, caller: Caller, query: ListQuery<Filter>): Promise<Item[]> {
    const plain = query.sort === undefined && (query.size ?? listPageSize) === listPageSize;
    const fast = plain ? list.fastPath?.(db, caller, query) : undefined;
    if (fast) return fast;
    const size = query.size ?? listPageSize;
    return read(db, caller, query, { limit: size, offset: (query.page - 1) * size });
  }

  /**
   * Every row, `batch` at a time, each batch read from where the last ended (its order's keys):
   * every batch one index range, nothing held between batches but the last row's keys, and the
   * first batch leaves before the rest is read (docs/decisions/412).
   */
  async function* byKeys(
    db: Executor,
    caller: Caller,
    scope: ListScope<Filter>,
    keys: NonNullable<ReturnType<typeof orderKeys>>,
    batch: number,
    limit: number | undefined,
  ): AsyncGenerator<Item[]> {
    const where = whereOf(caller, scope);
    const keyFields = Object.fromEntries(keys.map((key, at) => [`${keyPrefix}${at}`, keyText(key)]));
    const columns = rowColumns(caller);
    const own = ownRows(columns);
    let last: (string | null)[] | undefined;
    for (let taken = 0; limit === undefined || taken < limit; ) {
      const size = limit === undefined ? batch : Math.min(batch, limit - taken);
      const rows = (await db
        .select({ ...columns, ...keyFields })
        .from(table)
        .where(and(where, last && afterKeys(keys, last)))
        .orderBy(...orderOf(scope))
        .limit(size)) as Record<string, unknown>[];
      const end = rows.at(-1);
      if (!end) return;
      last = keys.map((_, at) => end[`${keyPrefix}${at}`] as string | null);
      taken += rows.length;
      const found = await list.toItems(rows.map(own), { db, filter: scope });
      if (found.length > 0) yield found;
      if (rows.length < size) return;
    }
  }

  /**
   * Every row of a list whose order has no keys: the ids in order first (one index-ordered read),
   * then each batch by its ids, so memory holds the ids and one batch whatever the list's length,
   * and every batch costs the same, where an OFFSET would read again all the rows before it.
   */
  async function* byIds(
    db: Executor,
    caller: Caller,
    scope: ListScope<Filter>,
    batch: number,
    limit: number | undefined,
  ): AsyncGenerator<Item[]> {
    const id = getTableColumns(table).id as PgColumn;
    const where = whereOf(caller, scope);
    let idQuery = db
      .select({ id })
      .from(table)
      .where(where)
      .orderBy(...orderOf(scope))
      .$dynamic();
    if (limit !== undefined) idQuery = idQuery.limit(limit);
    const ids = (await idQuery).map((row) => row.id as string);
    const columns = rowColumns(caller);
    const own = ownRows(columns);
    for (let from = 0; from < ids.length; from += batch) {
      const chosen = ids.slice(from, from + batch);
      const rows = await db
        .select({ ...columns, [batchKey]: id })
        .from(table)
        .where(and(where, inArray(id, chosen)));
      const at = new Map(chosen.map((value, index) => [value, index]));
      const ordered = new Array<SelectResultFields<Columns>>(chosen.length);
      for (const row of rows as Record<string, unknown>[]) {
        ordered[at.get(row[batchKey] as string) ?? 0] = own(row);
      }
      // A row gone since its id was read is left out.
      const found = await list.toItems(ordered.filter(Boolean), { db, filter: scope });
      if (found.length > 0) yield found;
    }
  }

  /** Every row of a grouped list (or one without an id), by OFFSET. */
  async function* byOffset(
    db: Executor,
    caller: Caller,
    scope: ListScope<Filter>,
    batch: number,
    limit: number | undefined,
  ): AsyncGenerator<Item[]> {
    const columns = rowColumns(caller);
    for (let offset = 0; limit === undefined || offset < limit; offset += batch) {
      const size = limit === undefined ? batch : Math.min(batch, limit - offset);
      const found = await read(db, caller, scope, { limit: size, offset }, columns);
      if (found.length > 0) yield found;
      if (found.length < size) return;
    }
  }

  return {
    name: list.name,
    superOnly: list.superOnly ?? false,
    owned: list.visibleTo !== undefined,
    searchable: list.search !== undefined,
    export: list.export,
    items,
    async page(db, caller, query) {
      const found = await items(db, caller, query);
      const size = query.size ?? listPageSize;
      const total =
        list.counted && !(query.search && list.search) && !list.narrowed?.(query)
          ? await list.counted(db, caller, query, (filter) => countOf(db, caller, { ...query, ...filter }))
          : (lastPageTotal(found.length, query.page, size) ?? (await countOf(db, caller, query)));
      return { items: found, page: query.page, pages: Math.max(1, Math.ceil(total / size)), total };
    },
    all: (db, caller, scope) => read(db, caller, scope),
    rows(db, caller, scope, { batch = defaultBatch, limit } = {}) {
      // The order is asked for at the call, so a sort the list does not offer is refused (400)
      // before an export's first byte.
      const keys = list.groupBy ? undefined : orderKeys(orderOf(scope));
      if (keys) return byKeys(db, caller, scope, keys, batch, limit);
      if (getTableColumns(table).id && !list.groupBy) return byIds(db, caller, scope, batch, limit);
      return byOffset(db, caller, scope, batch, limit);
    },
  };
}

/**
 * The total a page already says when it is the last (shorter than its size, and not an empty page
 * past the end; page 1 empty: none at all): the rows before it and its own. A search or a narrow
 * filter then needs no second statement to count what it found.
 */
function lastPageTotal(found: number, page: number, size: number): number | undefined {
  return found < size && (found > 0 || page === 1) ? (page - 1) * size + found : undefined;
}
