import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from './db.ts';
import { AppError } from './errors.ts';
import { publicCallCounts } from './public-rate-limit.schema.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public call anyone may make (register, reset request, guest link): limited per address. */
    publicRateLimit?: boolean;
  }
}

/** How often a process deletes the counts whose window has ended (addresses that called and left). */
const sweepEveryMs = 10 * 60_000;

/**
 * Counts one call against `key` and says how many the key's window holds now, with the seconds
 * left in it: one statement, so that of N parallel calls, in any process, at most the limit see a
 * count within it. The window is one minute from the key's first call, by the database's clock
 * (every process's count and Retry-After agree).
 */
async function countCall(db: Executor, key: string): Promise<{ count: number; secondsLeft: number }> {
  const result = await db.execute<{ count: number; seconds_left: number }>(sql`
    insert into ${publicCallCounts} (key, count, window_ends_at)
    values (${key}, 1, now() + interval '1 minute')
    on conflict (key) do update set
      count = case when ${publicCallCounts.windowEndsAt} <= now() then 1 else ${publicCallCounts.count} + 1 end,
      window_ends_at = case when ${publicCallCounts.windowEndsAt} <= now()
        then excluded.window_ends_at else ${publicCallCounts.windowEndsAt} end
    returning count, ceil(extract(epoch from window_ends_at - now()))::int as seconds_left`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  const row = rows[0] as { count: number; seconds_left: number };
  return { count: Number(row.count), secondsLeft: Number(row.seconds_left) };
}

/**
 * Deletes the counts whose window has ended. A row whose window has ended counts as 0 anyway, so
 * whichever process deletes it, and however many do it at once, no decision changes. Rows a call
 * holds right now are skipped: they are live, and waiting for them could deadlock with its upsert.
 */
export async function sweepPublicCallCounts(db: Executor): Promise<void> {
  await db.execute(sql`
    delete from ${publicCallCounts} where ${publicCallCounts.key} in (
      select ${publicCallCounts.key} from ${publicCallCounts}
      where ${publicCallCounts.windowEndsAt} <= now()
      for update skip locked)`);
}

/**
 * PUBLIC_RATE_LIMIT calls a minute per address to each call whose route config says
 * `publicRateLimit: true` (docs/decisions/091); past it, 429 with Retry-After. Counted in the
 * database, in fixed one-minute windows per route and address, so that N server processes allow the
 * limit, not N times it (docs/decisions/230). Checked on request, before the body is read or
 * anything is hashed. The address is the client's behind a trusted proxy (TRUST_PROXY, 233).
 */
export function registerPublicRateLimit(app: FastifyInstance, db: Executor, perMinute: number): void {
  if (perMinute <= 0) return;
  let lastSweep = Number.NEGATIVE_INFINITY;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.publicRateLimit) return;
    if (Date.now() - lastSweep >= sweepEveryMs) {
      lastSweep = Date.now();
      await sweepPublicCallCounts(db);
    }
    const key = `${request.routeOptions.method} ${request.routeOptions.url} ${request.ip}`;
    const { count, secondsLeft } = await countCall(db, key);
    if (count > perMinute) {
      const seconds = Math.max(1, secondsLeft);
      reply.header('retry-after', String(seconds));
      throw new AppError(
        'RATE_LIMITED',
        `Too many requests from your address. Try again in ${seconds} seconds.`,
      );
    }
  });
}
