import type { FastifyInstance } from 'fastify';
import type { Executor } from './db.ts';
import { AppError } from './errors.ts';
import { publicCallCounts } from './public-rate-limit.schema.ts';
import { countInWindows, windowSweeper } from './window-counts.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public call anyone may make (register, reset request, guest link): limited per address. */
    publicRateLimit?: boolean;
  }
}

/**
 * PUBLIC_RATE_LIMIT calls a minute per address to each call whose route config says
 * `publicRateLimit: true` (docs/decisions/091); past it, 429 with Retry-After. Counted in the
 * database, in fixed one-minute windows per route and address, so that N server processes allow the
 * limit, not N times it (docs/decisions/230; counted as the sign-in limit is, core/window-counts.ts).
 * Checked on request, before the body is read or anything is hashed. The address is the client's
 * behind a trusted proxy (TRUST_PROXY, 233).
 */
export function registerPublicRateLimit(app: FastifyInstance, db: Executor, perMinute: number): void {
  if (perMinute <= 0) return;
  const sweep = windowSweeper(db, publicCallCounts);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.publicRateLimit) return;
    await sweep();
    const key = `${request.routeOptions.method} ${request.routeOptions.url} ${request.ip}`;
    const counted = (await countInWindows(db, publicCallCounts, [{ key, minutes: 1 }])).get(key);
    if (counted && counted.count > perMinute) {
      const seconds = Math.max(1, counted.secondsLeft);
      reply.header('retry-after', String(seconds));
      throw new AppError(
        'RATE_LIMITED',
        `Too many requests from your address. Try again in ${seconds} seconds.`,
      );
    }
  });
}
