import { messages } from '@simsar/contract/messages';
import { eq, inArray, lte, sql } from 'drizzle-orm';
import { type Clock, systemClock } from './clock.ts';
import type { Executor } from './db.ts';
import { AppError } from './errors.ts';
import { loginAttempts } from './login-throttle.schema.ts';

type Limit = { max: number; minutes: number };

/**
 * The sign-in limit of admins and members (issue 13, item 3; docs/decisions/092), counted in the
 * database so that parallel tries can never be evaluated past it:
 * - account and address together: 10 in 15 minutes (the lock an attacker meets);
 * - the account from anywhere: 100 in an hour (a guesser spread over many addresses), slower, so
 *   an attacker elsewhere cannot lock the real admin out with a few wrong passwords;
 * - the address for any account: 30 in 15 minutes (one address trying many accounts).
 */
export const defaultLoginLimits = {
  pair: { max: 10, minutes: 15 },
  account: { max: 100, minutes: 60 },
  address: { max: 30, minutes: 15 },
} satisfies Record<string, Limit>;

/** How often a process clears the rows whose window has ended (addresses that tried once and left). */
const sweepEveryMs = 10 * 60_000;

export class LoginThrottle {
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Executor,
    private readonly limits: Record<keyof typeof defaultLoginLimits, Limit> = defaultLoginLimits,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * Deletes the counts whose window has ended (by the database's clock, as the windows are set), at
   * most once every ten minutes per process (by the app's clock), on a sign-in attempt: an attacker's thousands of addresses do not stay in the table for ever. A row
   * whose window has ended counts as 0 anyway, so deleting it changes no decision.
   */
  private async sweepExpired(): Promise<void> {
    const now = this.clock().getTime();
    if (now - this.lastSweep < sweepEveryMs) return;
    this.lastSweep = now;
    // Rows a sign-in holds right now are skipped: they are not stale, and waiting for them could
    // deadlock with its upsert.
    await this.db.execute(sql`
      delete from ${loginAttempts} where ${loginAttempts.key} in (
        select ${loginAttempts.key} from ${loginAttempts}
        where ${lte(loginAttempts.windowEndsAt, sql`now()`)}
        order by ${loginAttempts.key} for update skip locked)`);
  }

  /**
   * Runs one sign-in `attempt` of `account` from `address`. The attempt is counted before it runs,
   * in one statement (an upsert per key that returns the new counts): of N parallel attempts at most
   * the limit see a count within it. Past a limit: 429, and the refused attempt is not counted. Only
   * failures (401) stay counted; any other refusal gives its count back, and a success also clears
   * the count of its account and address.
   */
  async guard<T>(address: string, account: string, attempt: () => Promise<T>): Promise<T> {
    await this.sweepExpired();
    const keys = {
      pair: `pair:${account}|${address}`,
      account: `account:${account}`,
      address: `address:${address}`,
    };
    // Every statement here locks its rows in key order, so that parallel attempts wait for each
    // other instead of deadlocking (PostgreSQL 40P01, seen as 500s under load).
    const rows = Object.entries(keys)
      .sort(([, a], [, b]) => (a < b ? -1 : 1))
      .map(([kind, key]) => {
        const limit = this.limits[kind as keyof typeof keys];
        return sql`(${key}, 1, now() + make_interval(mins => ${limit.minutes}))`;
      });
    const counted = await this.db.execute<{ key: string; count: number }>(sql`
      insert into ${loginAttempts} (key, count, window_ends_at)
      values ${sql.join(rows, sql`, `)}
      on conflict (key) do update set
        count = case when ${loginAttempts.windowEndsAt} <= now() then 1 else ${loginAttempts.count} + 1 end,
        window_ends_at = case when ${loginAttempts.windowEndsAt} <= now()
          then excluded.window_ends_at else ${loginAttempts.windowEndsAt} end
      returning key, count`);
    const countOf = new Map(
      rowsOf<{ key: string; count: number }>(counted).map((row) => [row.key, Number(row.count)]),
    );
    const over = (Object.keys(keys) as (keyof typeof keys)[]).some(
      (kind) => (countOf.get(keys[kind]) ?? 0) > this.limits[kind].max,
    );
    const giveBack = () =>
      this.db.execute(sql`
        update ${loginAttempts} set count = greatest(${loginAttempts.count} - 1, 0)
        where ${loginAttempts.key} in (
          select ${loginAttempts.key} from ${loginAttempts}
          where ${inArray(loginAttempts.key, Object.values(keys))}
          order by ${loginAttempts.key} for update)`);
    if (over) {
      await giveBack();
      throw new AppError('RATE_LIMITED', messages.tooManyAttempts);
    }
    try {
      const result = await attempt();
      // The right password from this address: its own count starts again.
      await this.db.delete(loginAttempts).where(eq(loginAttempts.key, keys.pair));
      await giveBack();
      return result;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'UNAUTHENTICATED')) await giveBack();
      throw error;
    }
  }
}

/** PGlite answers `{rows}`, node-postgres a result with `rows` too; either way, the rows. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
