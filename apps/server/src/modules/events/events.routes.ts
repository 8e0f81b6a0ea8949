import type { ServerResponse } from 'node:http';
import { apiPaths } from '@simsar/contract/paths';
import { unownedQueues } from '@simsar/contract/requests';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { listen, type Unlisten } from '../../core/notify.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How many consoles hold the live events stream open on this process (for the metrics). */
    eventClients: () => number;
  }
}

/** The channel the summary counters' trigger notifies (drizzle/0021_live_events.sql). */
export const eventsChannel = 'simsar_events';
/** A comment this often keeps proxies from closing an idle stream. */
const heartbeatMs = 15_000;

type Client = { adminId: string; isSuper: boolean; raw: ServerResponse };

/**
 * GET /api/admin/events: one server-sent events stream per console tab (docs/decisions/220). Each
 * change of a home counter, made through any process on the database, reaches the consoles that may
 * see it as `event: change` with the counter's name only; the console refetches what it shows.
 * An ordinary admin hears only of their own members' items, a super admin of all.
 */
export function registerEventRoutes(app: ZodApp, { db }: AppContext): () => number {
  const clients = new Set<Client>();
  let unlisten: Unlisten | undefined;

  const deliver = (payload: string) => {
    const [counter, owner = ''] = payload.split(' ');
    if (!counter) return;
    const message = `event: change\ndata: ${counter}\n\n`;
    // Franchise join requests have no member and no owner: every admin views them (decision 081).
    const everyone = owner === '' && (unownedQueues as readonly string[]).includes(counter);
    for (const client of clients) {
      if (everyone || client.isSuper || client.adminId === owner) client.raw.write(message);
    }
  };
  app.addHook('onReady', async () => {
    unlisten = await listen(db, eventsChannel, deliver);
  });
  // Before the server waits for its connections: open streams would otherwise keep it from closing.
  app.addHook('preClose', async () => {
    for (const client of clients) client.raw.end();
    clients.clear();
  });
  app.addHook('onClose', async () => {
    // The database may be gone before the server (lost, or closed under it): nothing listens then.
    await unlisten?.().catch(() => {});
  });

  app.get(apiPaths.events, { compress: false, schema: { tags: ['Home'] } }, (request, reply) => {
    const admin = request.admin;
    if (!admin) return; // The guard (core/auth.ts) has replied 401 already.
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      // The stream's connection is never reused: ended at server stop, it closes rather than idles on.
      connection: 'close',
    });
    // The console reconnects 2 s after a lost stream, then refetches (events may have been missed).
    raw.write('retry: 2000\n: connected\n\n');
    const client: Client = { adminId: admin.id, isSuper: admin.isSuper, raw };
    clients.add(client);
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);
    raw.on('close', () => {
      clearInterval(heartbeat);
      clients.delete(client);
    });
  });
  // How many consoles hold the stream open here (the root instance's `eventClients`).
  return () => clients.size;
}
