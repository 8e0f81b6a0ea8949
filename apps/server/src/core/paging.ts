import { defaultPageSize, type Page } from '@simsar/contract/lists';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './db.ts';

/**
 * The one paging helper: a page of rows and the count of all of them, as
 * `{items, page, pages, total}`. `rows` runs the list's own query (its joins, columns and order)
 * for a limit and offset; `total` counts what the same conditions match.
 */
export async function findPage<Item>(
  page: number,
  rows: (limit: number, offset: number) => Promise<Item[]>,
  total: () => Promise<number>,
  pageSize = defaultPageSize,
): Promise<Page<Item>> {
  const [items, all] = [await rows(pageSize, (page - 1) * pageSize), await total()];
  return { items, page, pages: Math.max(1, Math.ceil(all / pageSize)), total: all };
}

/** `select count(*) from table where ...`: the usual `total` of findPage. */
export async function countRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: count() }).from(table).where(where);
  return row?.count ?? 0;
}
