import type { Page, SortDirection } from '@simsar/contract/lists';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { z } from 'zod';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Executor } from './db.ts';
import type { ExportColumn } from './export.ts';
import type { SessionAdmin } from './session.ts';

// The shapes of a list (core/lists.ts defines one): what a module writes, and what the registry,
// the routes and the exports read.

/**
 * What narrows a whole list: its own filter and the search box's text; and its order, when the
 * caller sorts by a column the list names (`sorts`).
 */
export type ListScope<Filter> = Filter & {
  search?: string | undefined;
  sort?: string | undefined;
  dir?: SortDirection | undefined;
};
/** One page of a list: its scope, the page's number, from 1, and its size when asked (contract `pageSizes`). */
export type ListQuery<Filter> = ListScope<Filter> & { page: number; size?: number | undefined };

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
  /**
   * The selection when every row is read (`rows`: an export, a bulk move's ids): the page's, unless
   * one of its columns is a look-up per row that only the cards show (a form's first introducer),
   * which this selects as null. Undefined: `columns`.
   */
  rowColumns?: (caller: Caller) => Columns;
  where?: (filter: Filter) => SQL | undefined;
  /** The caller's share of the rows (ownership, ARCHITECTURE.md Authorisation); undefined: every row. */
  visibleTo?: (caller: Caller) => SQL | undefined;
  search?: (term: string, filter: Filter) => SQL | undefined;
  /** Ends in a unique key, so pages and batches never overlap. */
  order: (filter: Filter) => (SQL | PgColumn)[];
  /**
   * The columns a caller may sort by (`?sort=name&dir=asc`), each an order ending in a unique key
   * and served by an index; any other name is refused with a 400 (docs/decisions/520).
   */
  sorts?: Record<string, (dir: SortDirection) => (SQL | PgColumn)[]>;
  /** Rows read grouped (a quiz's attempts by member); `count` then counts the groups. */
  groupBy?: PgColumn[];
  count?: SQL<number>;
  /**
   * The whole list's count read from maintained counters (a queue tab's, core/tab-counts.ts,
   * decision 401) instead of counted; used when no search narrows the list. Must equal the count.
   * `countUnder` counts the rows under another filter (an overdue tab is its counter less the few
   * not yet overdue, docs/decisions/561).
   */
  counted?: (
    db: Executor,
    caller: Caller,
    filter: Filter,
    countUnder: (filter: Filter) => Promise<number>,
  ) => Promise<number>;
  /** Whether the filter narrows the list beyond what `counted` counts (then the rows are counted). */
  narrowed?: (filter: Filter) => boolean;
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
