import { defaultPageSize, type Page } from '@simsar/contract/lists';
import { and, count, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { z } from 'zod';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Executor } from './db.ts';
import type { ExportColumn } from './export.ts';
import { afterKeys, keyText, orderKeys } from './order-keys.ts';
import type { SessionAdmin } from './session.ts';

/** What narrows a whole list: its own filter and the search box's text. */
export type ListScope<Filter> = Filter & { search?: string | undefined };
/** One page of a list: its scope and the page's number, from 1. */
export type ListQuery<Filter> = ListScope<Filter> & { page: number };

/**
 * One list of the console (or of the apps), as values: what it selects from its table, which
 * rows it holds (`where`), which of them the caller may see (`visibleTo`), what the search box
 * matches, its order and how a row becomes what the reply holds. `defineList` turns it into the one
 * way to read it: a page, or every row in batches (docs/decisions/274).
 */
export type ListDefinition<Caller, Filter, Columns extends SelectedFields, Item> = {
  /** The list's one name in the registry (modules' `<area>.area.ts` `lists`). */
  name: string;
  /** A list only a super admin may read (its route is `access: 'super'`; the registry refuses others). */
  superOnly?: boolean;
  /** The selection, which may depend on the caller (a quiz's results as this admin may count them). */
  columns: (caller: Caller) => Columns;
  where?: (filter: Filter) => SQL | undefined;
  /** The caller's share of the rows (ownership, ARCHITECTURE.md Authorisation); undefined: every row. */
  visibleTo?: (caller: Caller) => SQL | undefined;
  search?: (term: string, filter: Filter) => SQL | undefined;
  /** Ends in a unique key, so pages and batches never overlap. */
  order: (filter: Filter) => (SQL | PgColumn)[];
  /** Rows read grouped (a quiz's attempts by member); `count` then counts the groups. */
  groupBy?: PgColumn[];
  count?: SQL<number>;
  /**
   * The whole list's count read from maintained counters (a queue tab's, core/tab-counts.ts,
   * decision 401) instead of counted; used when no search narrows the list. Must equal the count.
   */
  counted?: (db: Executor, caller: Caller, filter: Filter) => Promise<number>;
  pageSize?: number;
  toItems: (
    rows: SelectResultFields<Columns>[],
    context: { db: Executor; filter: Filter },
  ) => Item[] | Promise<Item[]>;
  /**
   * A faster read of some pages (the member lists' page 1 as a prepared statement): the items, or
   * undefined where the usual query answers. Must give what the usual query would.
   */
  fastPath?: (db: Executor, caller: Caller, query: ListQuery<Filter>) => Promise<Item[]> | undefined;
  /** How the list leaves the console as CSV or XLSX (GET /api/export/{list}); a list without it is not exported. */
  export?: ListExport<Filter, Item>;
};

/**
 * A list's export: its columns, and its filter as a caller sends it in the query (beside `format`
 * and `search`), checked as its own screen's query is.
 */
export type ListExport<Filter, Item> = {
  columns: ExportColumn<Item>[];
  filter: z.ZodType<Partial<Filter>>;
  /**
   * What the server adds to the caller's filter, as the list's own route does (a queue's clock:
   * now and its target hours; a CIL's duplicate window).
   */
  scope?: (context: ExportContext) => Promise<Partial<Filter>> | Partial<Filter>;
};

/** What an export's `scope` may read. */
export type ExportContext = { db: Executor; clock: Clock; config: Config };

export type List<Caller, Filter, Item> = {
  name: string;
  /** Whether only a super admin may read it (the registry refuses anyone else, core/list-registry.ts). */
  superOnly: boolean;
  /** Whether it gives each caller their own share (`visibleTo`); otherwise everyone reads it whole. */
  owned: boolean;
  /** Whether the search box narrows it. */
  searchable: boolean;
  /**
   * Its export's columns and filter, when it has one. The filter it parses is this list's own
   * (`Filter`), typed loosely here so that the registry holds lists of every filter.
   */
  export: ListExport<unknown, Item> | undefined;
  /** One page and the count of the whole list: `{items, page, pages, total}`. */
  page(db: Executor, caller: Caller, query: ListQuery<Filter>): Promise<Page<Item>>;
  /** One page's items without counting (the spec's member lists answer no count). */
  items(db: Executor, caller: Caller, query: ListQuery<Filter>): Promise<Item[]>;
  /** Every item in one reply, for the spec's unpaged lists (pending brokers, the content library). */
  all(db: Executor, caller: Caller, scope: ListScope<Filter>): Promise<Item[]>;
  /**
   * Every item (or the first `limit`), `batch` at a time, in the page order (an export, an
   * inbox): the ids in order first, then each batch by its ids, so memory holds the ids and one
   * batch whatever the list's length.
   */
  rows(
    db: Executor,
    caller: Caller,
    scope: ListScope<Filter>,
    options?: { batch?: number; limit?: number },
  ): AsyncIterable<Item[]>;
};

/** The filter of a list that has none: an export's query holds only `format` and `search`. */
export const noFilter: z.ZodType<object> = z.object({});

/** A console list as the registry holds it (`consoleLists` in app-api.ts): read for a signed-in admin, any filter. */
export type ConsoleList = List<SessionAdmin, Record<string, unknown>, unknown>;

export const defaultBatch = 500;
/** The key under which `rows()` reads each row's id beside the list's own columns. */
const batchKey = '__listRowId';
/** The keys under which `rows()` reads the order's keys of each row beside the list's own columns. */
const keyPrefix = '__listKey';

/** The list of `table` (first, as `transition(db, table, ...)` takes it) defined by `list`. */
export function defineList<Caller, Filter, Columns extends SelectedFields, Item>(
  table: PgTable,
  list: ListDefinition<Caller, Filter, Columns, Item>,
): List<Caller, Filter, Item> {
  const pageSize = list.pageSize ?? defaultPageSize;

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
  ): Promise<Item[]> {
    const where = whereOf(caller, scope);
    const order = list.order(scope);
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
      .select(list.columns(caller))
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
    const fast = list.fastPath?.(db, caller, query);
    if (fast) return fast;
    return read(db, caller, query, { limit: pageSize, offset: (query.page - 1) * pageSize });
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
    let last: (string | null)[] | undefined;
    for (let taken = 0; limit === undefined || taken < limit; ) {
      const size = limit === undefined ? batch : Math.min(batch, limit - taken);
      const rows = (await db
        .select({ ...list.columns(caller), ...keyFields })
        .from(table)
        .where(and(where, last && afterKeys(keys, last)))
        .orderBy(...list.order(scope))
        .limit(size)) as Record<string, unknown>[];
      const end = rows.at(-1);
      if (!end) return;
      last = keys.map((_, at) => end[`${keyPrefix}${at}`] as string | null);
      const own = rows.map((row) => {
        const copy = { ...row };
        for (const name of Object.keys(keyFields)) delete copy[name];
        return copy as SelectResultFields<Columns>;
      });
      taken += rows.length;
      const found = await list.toItems(own, { db, filter: scope });
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
      .orderBy(...list.order(scope))
      .$dynamic();
    if (limit !== undefined) idQuery = idQuery.limit(limit);
    const ids = (await idQuery).map((row) => row.id as string);
    for (let from = 0; from < ids.length; from += batch) {
      const chosen = ids.slice(from, from + batch);
      const rows = await db
        .select({ ...list.columns(caller), [batchKey]: id })
        .from(table)
        .where(and(where, inArray(id, chosen)));
      const at = new Map(chosen.map((value, index) => [value, index]));
      const ordered = new Array<SelectResultFields<Columns>>(chosen.length);
      for (const { [batchKey]: key, ...row } of rows as Record<string, unknown>[]) {
        ordered[at.get(key as string) ?? 0] = row as SelectResultFields<Columns>;
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
    for (let offset = 0; limit === undefined || offset < limit; offset += batch) {
      const size = limit === undefined ? batch : Math.min(batch, limit - offset);
      const found = await read(db, caller, scope, { limit: size, offset });
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
      const total =
        list.counted && !(query.search && list.search)
          ? await list.counted(db, caller, query)
          : await countOf(db, caller, query);
      return { items: found, page: query.page, pages: Math.max(1, Math.ceil(total / pageSize)), total };
    },
    all: (db, caller, scope) => read(db, caller, scope),
    async *rows(db, caller, scope, { batch = defaultBatch, limit } = {}) {
      const keys = list.groupBy ? undefined : orderKeys(list.order(scope));
      if (keys) yield* byKeys(db, caller, scope, keys, batch, limit);
      else if (getTableColumns(table).id && !list.groupBy) yield* byIds(db, caller, scope, batch, limit);
      else yield* byOffset(db, caller, scope, batch, limit);
    },
  };
}
