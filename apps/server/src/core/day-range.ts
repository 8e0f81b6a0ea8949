import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const dayMs = 86_400_000;

/**
 * A timestamp column between two days (YYYY-MM-DD, UTC), both included, either end open: one range
 * of the column, which an index on it serves (docs/decisions/520).
 */
export function withinDays(
  column: AnyPgColumn,
  from: string | undefined,
  to: string | undefined,
): SQL | undefined {
  return and(
    from ? gte(column, new Date(`${from}T00:00:00.000Z`)) : undefined,
    to ? lt(column, new Date(new Date(`${to}T00:00:00.000Z`).getTime() + dayMs)) : undefined,
  );
}
