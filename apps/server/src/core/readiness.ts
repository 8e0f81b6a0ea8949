import { errorReplySchema } from '@simsar/contract/errors';
import { readyReplySchema } from '@simsar/contract/home';
import { apiPaths } from '@simsar/contract/paths';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodApp } from './context.ts';
import type { Database } from './db.ts';
import type { Storage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /api/ready answers 503: a stop has begun (main.ts calls it before closing). */
    beginStop: () => void;
  }
}

/** A probe that has not answered in this long counts as a failure: the balancer gets its answer. */
const probeTimeoutMs = 3000;

export const notReadyMessages = {
  stopping: 'Not ready: this server is stopping.',
  database: 'the database does not answer',
  storage: 'the file storage does not answer',
} as const;

/** Settles true when `check` resolves within the time allowed, false when it fails or hangs. */
async function answers(check: (signal: AbortSignal) => Promise<unknown>): Promise<boolean> {
  const signal = AbortSignal.timeout(probeTimeoutMs);
  const gaveUp = new Promise<false>((resolve) => signal.addEventListener('abort', () => resolve(false)));
  return Promise.race([
    check(signal).then(
      () => true as const,
      () => false as const,
    ),
    gaveUp,
  ]);
}

/**
 * GET /api/ready, public like /api/health, for a load balancer (docs/decisions/240): 200 while the
 * database and the file storage answer, 503 with the error shape when either does not, and 503 from
 * the moment a stop begins, so the balancer stops sending calls before the process goes away.
 * /api/health stays the liveness check: it says the process is alive, not that it should get calls.
 */
export function registerReadiness(
  app: FastifyInstance,
  api: ZodApp,
  { db, storage }: { db: Database; storage: Storage },
): void {
  let stopping = false;
  app.decorate('beginStop', () => {
    stopping = true;
  });
  // A close that did not come through beginStop (a test, an embedding) is a stop too.
  app.addHook('preClose', async () => {
    stopping = true;
  });

  api.get(
    apiPaths.ready,
    {
      config: { access: 'public' },
      schema: { tags: ['Health'], response: { 200: readyReplySchema, 503: errorReplySchema } },
    },
    async (_request, reply) => {
      // Not ready is an answer, not a failure: no error in the log at each probe of the balancer.
      const notReady = (message: string) => reply.status(503).send({ message, code: 'UNAVAILABLE' as const });
      if (stopping) return notReady(notReadyMessages.stopping);
      const [database, files] = await Promise.all([
        answers(() => db.execute(sql`select 1`)),
        answers((signal) => storage.probe(signal)),
      ]);
      const failing = [!database && notReadyMessages.database, !files && notReadyMessages.storage];
      const reasons = failing.filter((reason) => typeof reason === 'string');
      if (reasons.length > 0) return notReady(`Not ready: ${reasons.join('; ')}.`);
      return { status: 'ready' as const, database: 'ok' as const, storage: 'ok' as const };
    },
  );
}
