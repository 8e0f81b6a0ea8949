import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@simsar/contract/messages';
import type { FastifyInstance } from 'fastify';
import { type Database, postgresPool } from './db.ts';
import { AppError } from './errors.ts';

export const metricsPath = '/metrics';

export type MetricsSources = {
  db: Database;
  /** Items waiting in each counted queue (the home bells' counters, over every admin). */
  waitingItems: () => Promise<Record<string, number>>;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `header` is `Bearer <token>`, compared in constant time. */
function bearsToken(header: string | undefined, token: string): boolean {
  const given = header?.match(/^Bearer (.+)$/i)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics at /metrics (docs/decisions/241), when METRICS=1 and to the bearer of
 * METRICS_TOKEN only; otherwise /metrics is a 404 and no request is timed. Each process exposes its
 * own; Prometheus scrapes every process (not the load balancer) and sums. prom-client is loaded
 * only when the metrics are on.
 */
export async function registerMetrics(
  app: FastifyInstance,
  settings: { token: string } | undefined,
  { db, waitingItems }: MetricsSources,
): Promise<void> {
  if (!settings) {
    app.get(metricsPath, { schema: { hide: true } }, () => {
      throw new AppError('NOT_FOUND', messages.notFound);
    });
    return;
  }
  // A CommonJS package: its exports are the default export, under tsx and in the bundle alike.
  const { default: client } = await import('prom-client');
  // One registry per server: tests build several in one process.
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const durations = new client.Histogram({
    name: 'simsar_http_request_duration_seconds',
    help: 'Time to answer a call, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // A live events stream lasts as long as its console tab: it is counted below, not timed.
    if (String(reply.raw.getHeader('content-type')).startsWith('text/event-stream')) return;
    durations.observe(
      {
        method: request.method,
        // The route's pattern (`/api/units/:id`), never the URL: no ids, names or phones in a label,
        // and as many series as routes. The console's pages and unknown paths are one "unmatched".
        route: request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched'),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  const pool = postgresPool(db);
  if (pool) {
    new client.Gauge({
      name: 'simsar_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and calls waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new client.Gauge({
    name: 'simsar_queue_waiting_items',
    help: 'Items waiting in each queue the home bells count (pending brokers, new forms, open requests...)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      try {
        for (const [queue, count] of Object.entries(await waitingItems())) this.set({ queue }, count);
      } catch (error) {
        // The database is away: the scrape still answers, with the pool's and the process's figures.
        this.reset();
        app.log.warn({ err: error }, 'metrics: the queue depths could not be read');
      }
    },
  });
  new client.Gauge({
    name: 'simsar_live_event_clients',
    help: 'Console tabs holding the live events stream open on this process',
    registers: [registry],
    collect() {
      this.set(app.eventClients());
    },
  });

  app.get(metricsPath, { schema: { hide: true } }, async (request, reply) => {
    if (!bearsToken(request.headers.authorization, settings.token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED', 'The metrics need the METRICS_TOKEN bearer token');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
