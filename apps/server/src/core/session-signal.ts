import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, postgresPool, rowsOf } from './db.ts';
import { listen, type Unlisten } from './notify.ts';

/** The channel every process listens on: "a call here may have changed a session". */
const channel = 'simsar_session_changes';

/** The listening connections' application_name: the sender counts them to know whom to wait for. */
const listenerName = 'simsar-session-signal';

/** How long a process waits for the others to say they heard before it replies anyway. */
const echoWaitMs = 1000;

export type SessionSignal = {
  /** Starts listening (at ready); `forget` runs whenever another process signals a change. */
  start: (forget: () => void) => Promise<void>;
  /** Tells every other process to forget its sessions; resolves once the signal has gone round. */
  announce: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The session caches of several processes on one PostgreSQL database, emptied together
 * (docs/decisions/231). A process that empties its own caches after a call that may have changed
 * data sends `pg_notify` on one channel; every process listening (core/notify.ts) empties its own.
 * Each listener that hears another's signal empties its caches, then answers `ack`; the sender counts
 * the listening connections in the same statement as its notification (pg_stat_activity, by
 * application_name) and waits for that many answers, its own echo included, before its reply leaves:
 * the caller's next call, through any process, finds no stale session. A listener lost or stopped
 * meanwhile cannot hold replies back for more than a second (echoWaitMs); SESSION_CACHE_SECONDS
 * bounds what such a process serves.
 * On PGlite there is one process (docs/decisions/004): nothing to tell.
 */
export function sessionSignal(db: Database): SessionSignal {
  if (!postgresPool(db)) {
    return { start: async () => {}, announce: async () => {}, stop: async () => {} };
  }
  const self = randomUUID();
  let sent = 0;
  const waiting = new Map<number, { left: number; heard: number; done: () => void }>();
  const heardOne = (number: number) => {
    const wait = waiting.get(number);
    if (wait && ++wait.heard >= wait.left) wait.done();
  };
  let unlisten: Unlisten | undefined;
  return {
    start: async (forget) => {
      unlisten = await listen(
        db,
        channel,
        (payload) => {
          const [kind, from, number] = payload.split(' ');
          if (from === self) return heardOne(Number(number));
          if (kind !== 'changed') return;
          forget();
          db.execute(sql`select pg_notify(${channel}, ${`ack ${from} ${number}`})`).catch(() => {});
        },
        listenerName,
      );
    },
    announce: async () => {
      if (!unlisten) return;
      const number = ++sent;
      let timer: NodeJS.Timeout | undefined;
      const wait = { left: Number.POSITIVE_INFINITY, heard: 0, done: () => {} };
      const heard = new Promise<void>((resolve) => {
        wait.done = resolve;
        // A lost listening connection (it reconnects, core/notify.ts) must not hold replies back.
        timer = setTimeout(resolve, echoWaitMs);
      });
      waiting.set(number, wait);
      try {
        const result = await db.execute(sql`
          select pg_notify(${channel}, ${`changed ${self} ${number}`}),
            (select count(*) from pg_stat_activity
             where application_name = ${listenerName} and datname = current_database())::int as listeners`);
        wait.left = Number(rowsOf<{ listeners: number }>(result)[0]?.listeners);
        if (wait.heard >= wait.left) wait.done();
        await heard;
      } finally {
        clearTimeout(timer);
        waiting.delete(number);
      }
    },
    stop: async () => {
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
