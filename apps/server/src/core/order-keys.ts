import { and, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * One term of a list's order that a reader may continue from (keyset paging): its column, its
 * direction and where its NULLs stand. A list's `order` written with `orderKey` terms only is read
 * by `rows()` one batch after another from the last row's keys (docs/decisions/412).
 */
type OrderKey = { column: AnyPgColumn; direction: 'asc' | 'desc'; nullsFirst: boolean };

const keysOf = new WeakMap<object, OrderKey>();

/**
 * An order term on a column, as `asc(column)` / `desc(column)` write it (or with `nulls first|last`
 * when given: the form an index declares), remembered as a key `rows()` can continue from.
 */
export function orderKey(column: AnyPgColumn, direction: 'asc' | 'desc', nulls?: 'first' | 'last'): SQL {
  const term = nulls
    ? sql`${column} ${sql.raw(direction)} nulls ${sql.raw(nulls)}`
    : sql`${column} ${sql.raw(direction)}`;
  // PostgreSQL's default: NULLs sort as the largest value.
  keysOf.set(term, { column, direction, nullsFirst: nulls ? nulls === 'first' : direction === 'desc' });
  return term;
}

/** The keys of an order, or undefined when a term is not a key (then the list is read by ids). */
export function orderKeys(order: (SQL | AnyPgColumn)[]): OrderKey[] | undefined {
  const keys: OrderKey[] = [];
  for (const term of order) {
    const key = keysOf.get(term);
    if (!key) return undefined;
    keys.push(key);
  }
  return keys.length > 0 ? keys : undefined;
}

/**
 * A key's value as the database writes it (text): compared back as the column's own type, so a
 * timestamp keeps its microseconds, which a JavaScript Date would round away.
 */
export function keyText(key: OrderKey): SQL<string | null> {
  return sql<string | null>`(${key.column})::text`;
}

/** The rows after `values` (the last row read, as `keyText` gave them) in the order of `keys`. */
export function afterKeys(keys: OrderKey[], values: (string | null)[]): SQL | undefined {
  const alternatives = keys.map((key, at) =>
    and(
      ...keys.slice(0, at).map((before, index) => same(before, values[index] ?? null)),
      after(key, values[at] ?? null),
    ),
  );
  const [first] = keys;
  const start = values[0] ?? null;
  // The first key's own range, which an index on it can serve; the alternatives then filter within.
  const bound =
    first && start !== null && (first.nullsFirst || first.column.notNull)
      ? first.direction === 'asc'
        ? sql`${first.column} >= ${start}`
        : sql`${first.column} <= ${start}`
      : undefined;
  return and(bound, or(...alternatives));
}

function same(key: OrderKey, value: string | null): SQL {
  return value === null ? sql`${key.column} is null` : sql`${key.column} = ${value}`;
}

/** The rows whose `key` comes strictly after `value`; `false` when none can (a NULL that sorts last). */
function after(key: OrderKey, value: string | null): SQL {
  const nullsLater = !key.nullsFirst && !key.column.notNull;
  if (value === null) return key.nullsFirst ? sql`${key.column} is not null` : sql`false`;
  const beyond = key.direction === 'asc' ? sql`${key.column} > ${value}` : sql`${key.column} < ${value}`;
  return nullsLater ? sql`(${beyond} or ${key.column} is null)` : beyond;
}
