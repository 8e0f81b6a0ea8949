import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from './db.ts';

/**
 * A table of counts in fixed windows, one row per key: the sign-in limit's (`login_attempts`) and the
 * public calls' (`public_call_counts`) have these three columns.
 */
export type WindowTable = PgTable & { key: PgColumn; count: PgColumn; windowEndsAt: PgColumn };

export type WindowCount = { key: string; count: number; secondsLeft: number };

/**
 * Counts one call against each key, in ONE statement (an upsert per key returning the new counts), so
 * that of N parallel calls, in any process, at most the limit see a count within it. A key's window
 * is `minutes` from its first call, by the database's clock (every process agrees on counts and on
 * the seconds left). Keys are written in their sort order: parallel statements lock rows in the same
 * order and wait for each other instead of deadlocking (PostgreSQL 40P01).
 */
export async function countInWindows(
  db: Executor,
  table: WindowTable,
  keys: { key: string; minutes: number }[],
): Promise<Map<string, WindowCount>> {
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : 1));
  const rows = sorted.map(({ key, minutes }) => sql`(${key}, 1, now() + make_interval(mins => ${minutes}))`);
  const counted = await db.execute(sql`
    insert into ${table} (key, count, window_ends_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (key) do update set
      count = case when ${table.windowEndsAt} <= now() then 1 else ${table.count} + 1 end,
      window_ends_at = case when ${table.windowEndsAt} <= now()
        then excluded.window_ends_at else ${table.windowEndsAt} end
    returning key, count, ceil(extract(epoch from window_ends_at - now()))::int as seconds_left`);
  return new Map(
    rowsOf<{ key: string; count: number; seconds_left: number }>(counted).map((row) => [
      row.key,
      { key: row.key, count: Number(row.count), secondsLeft: Number(row.seconds_left) },
    ]),
  );
}

/** How often a process deletes the counts whose window has ended (addresses that called and left). */
const sweepEveryMs = 10 * 60_000;

/**
 * Deletes the counts whose window has ended. A row whose window has ended counts as 0 anyway, so
 * whichever process deletes it, and however many do it at once, no decision changes. Rows a call
 * holds right now are skipped: they are live, and waiting for them could deadlock with its upsert.
 */
export async function sweepEndedWindows(db: Executor, table: WindowTable): Promise<void> {
  await db.execute(sql`
    delete from ${table} where ${table.key} in (
      select ${table.key} from ${table}
      where ${table.windowEndsAt} <= now()
      order by ${table.key} for update skip locked)`);
}

/**
 * `sweepEndedWindows` at most once every ten minutes per process (by `now`), called on the way of a
 * counted call: an attacker's thousands of addresses do not stay in the table for ever. Says whether
 * it swept this time.
 */
export function windowSweeper(db: Executor, table: WindowTable, now: () => number = Date.now) {
  let lastSweep = Number.NEGATIVE_INFINITY;
  return async (): Promise<boolean> => {
    if (now() - lastSweep < sweepEveryMs) return false;
    lastSweep = now();
    await sweepEndedWindows(db, table);
    return true;
  };
}
