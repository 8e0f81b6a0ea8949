import type { ServerResponse } from 'node:http';
import { mentionsCounter } from '@simsar/contract/notes';
import { apiPaths } from '@simsar/contract/paths';
import { unownedQueues } from '@simsar/contract/requests';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { liveEventsChannel } from '../../core/counted-states.ts';
import { listen, type Unlisten } from '../../core/notify.ts';
import { findLiveSessions } from '../admins/admins.sessions.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How many consoles hold the live events stream open on this process (for the metrics). */
    eventClients: () => number;
  }
}

/** The channel the summary counters' trigger notifies (generated: core/counted-states.ts). */
export const eventsChannel = liveEventsChannel;
/** A comment this often keeps proxies from closing an idle stream; its session is checked each time. */
export const heartbeatMs = 15_000;
/** The streams one session may hold open (a console tab each); a new one past it closes the oldest. */
export const streamsPerSession = 5;

type Client = { adminId: string; sessionId: string; isSuper: boolean; raw: ServerResponse };

/** What the events area gives the API scope: its stream count, and the re-check of its sessions. */
export type EventStreams = {
  /** How many consoles hold the stream open on this process (the metrics). */
  count: () => number;
  /**
   * Some session may have ended or changed (a call here that may change data, or another process's
   * session signal, core/session-signal.ts): every stream's session is checked again, in one query.
   */
  recheck: () => void;
};

/**
 * GET /api/admin/events: one server-sent events stream per console tab (docs/decisions/220). Each
 * change of a home counter, made through any process on the database, reaches the consoles that may
 * see it as `event: change` with the counter's name only; the console refetches what it shows.
 * An ordinary admin hears only of their own members' items, a super admin of all.
 *
 * A stream lasts no longer than its session (docs/decisions/302): it ends when a session change is
 * signalled (sign-out, password change, deletion, two-factor turned on: `recheck`, from this
 * process or another) and its session is found gone, or at a heartbeat that finds it gone (expired,
 * or a signal missed). One session holds at most `streamsPerSession` streams.
 */
export function registerEventRoutes(app: ZodApp, { db }: AppContext): EventStreams {
  const clients = new Set<Client>();
  let unlisten: Unlisten | undefined;

  /** Ends the streams whose session is not live any more; a super admin's rank is read anew. */
  const keepLive = async (checked: Client[]) => {
    const live = await findLiveSessions(db, [...new Set(checked.map((client) => client.sessionId))]);
    for (const client of checked) {
      const session = live.get(client.sessionId);
      if (session) client.isSuper = session.isSuper;
      else client.raw.end();
    }
  };
  // One re-check at a time: signals arriving meanwhile ask for one more after it, not one each.
  let checking: Promise<void> | undefined;
  let again = false;
  const recheck = () => {
    if (checking) {
      again = true;
      return;
    }
    if (clients.size === 0) return;
    checking = keepLive([...clients])
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not check the live streams’ sessions'))
      .finally(() => {
        checking = undefined;
        if (again) {
          again = false;
          recheck();
        }
      });
  };

  const deliver = (payload: string) => {
    const [counter, owner = ''] = payload.split(' ');
    if (!counter) return;
    const message = `event: change\ndata: ${counter}\n\n`;
    // Franchise join requests have no member and no owner: every admin views them (decision 081).
    const everyone = owner === '' && (unownedQueues as readonly string[]).includes(counter);
    // An admin's mentions (docs/decisions/482) are theirs alone: no super admin hears of them.
    const personal = counter === mentionsCounter;
    for (const client of clients) {
      if (personal ? client.adminId === owner : everyone || client.isSuper || client.adminId === owner)
        client.raw.write(message);
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
    const client: Client = { adminId: admin.id, sessionId: admin.sessionId, isSuper: admin.isSuper, raw };
    // The session's oldest streams past the cap close (a set keeps the order streams opened in); the
    // tab holding one waits longer before it reconnects, not to take the place back at once.
    const own = [...clients].filter((other) => other.sessionId === admin.sessionId);
    for (const oldest of own.slice(0, Math.max(0, own.length + 1 - streamsPerSession))) {
      clients.delete(oldest);
      oldest.raw.end('retry: 30000\n\n');
    }
    clients.add(client);
    const heartbeat = setInterval(() => {
      raw.write(': heartbeat\n\n');
      keepLive([client]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not check a live stream’s session'),
      );
    }, heartbeatMs);
    raw.on('close', () => {
      clearInterval(heartbeat);
      clients.delete(client);
    });
  });
  return { count: () => clients.size, recheck };
}
