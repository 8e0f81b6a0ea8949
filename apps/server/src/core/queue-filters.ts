import type { QueueFilter } from '@simsar/contract/queue-filters';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { withinDays } from './day-range.ts';

/**
 * A queue tab's filters (contract queue-filters.ts) on its table: the admin by the items' `owner_id`
 * (kept from the member's admin, docs/decisions/400) and the day filed. The caller's own share is the
 * list's `visibleTo` still: an ordinary admin asking for another admin's items gets none.
 */
export function queueFilterWhere(
  table: { ownerId: AnyPgColumn; createdAt: AnyPgColumn },
  filter: Partial<QueueFilter>,
): SQL | undefined {
  return and(
    filter.admin_id ? eq(table.ownerId, filter.admin_id) : undefined,
    withinDays(table.createdAt, filter.filed_from, filter.filed_to),
  );
}

/** Whether the filters narrow a tab, so that its counter (core/tab-counts.ts) no longer is its total. */
export const queueFiltered = (filter: Partial<QueueFilter>) =>
  Boolean(filter.admin_id || filter.filed_from || filter.filed_to);
