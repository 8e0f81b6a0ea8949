import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public call anyone may make (register, reset request, guest link): limited per address. */
    publicRateLimit?: boolean;
  }
}

const windowMs = 60_000;

/**
 * PUBLIC_RATE_LIMIT calls a minute per address to each call whose route config says
 * `publicRateLimit: true` (issue 13, item 2; docs/decisions/091); past it, 429 with Retry-After.
 * Counted in memory in fixed one-minute windows: Simsar runs as one process. Checked on request,
 * before the body is read or anything is hashed.
 */
export function registerPublicRateLimit(
  app: FastifyInstance,
  perMinute: number,
  now: () => number = Date.now,
): void {
  if (perMinute <= 0) return;
  const windows = new Map<string, { count: number; endsAt: number }>();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.publicRateLimit) return;
    const time = now();
    if (windows.size > 10_000) {
      for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
    }
    const key = `${request.routeOptions.method} ${request.routeOptions.url} ${request.ip}`;
    let window = windows.get(key);
    if (!window || window.endsAt <= time) {
      window = { count: 0, endsAt: time + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > perMinute) {
      const seconds = Math.max(1, Math.ceil((window.endsAt - time) / 1000));
      reply.header('retry-after', String(seconds));
      throw new AppError(
        'RATE_LIMITED',
        `Too many requests from your address. Try again in ${seconds} seconds.`,
      );
    }
  });
}
