import pg from 'pg';
import type { Database } from './db.ts';

export type Unlisten = () => Promise<void>;

/**
 * Hears `channel`'s notifications (PostgreSQL LISTEN/NOTIFY), whichever server process or
 * transaction sent them. On PostgreSQL a dedicated client outside the pool holds the LISTEN (a pooled
 * client would be handed to other queries); if its connection is lost it reconnects after a second.
 * On PGlite, its own listener (one process, one connection). Returns the way to stop listening.
 */
export async function listen(
  db: Database,
  channel: string,
  handler: (payload: string) => void,
  /** The listening connection's application_name: others can count who listens (pg_stat_activity). */
  name?: string,
): Promise<Unlisten> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return listenPostgres(client, channel, handler, name);
  const pglite = client as {
    listen: (channel: string, cb: (payload: string) => void) => Promise<() => Promise<void>>;
  };
  return pglite.listen(channel, handler);
}

async function listenPostgres(
  pool: pg.Pool,
  channel: string,
  handler: (payload: string) => void,
  name: string | undefined,
): Promise<Unlisten> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({ ...pool.options, ...(name && { application_name: name }) });
    client.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    client.on('error', () => {
      // The connection is gone (a database restart): listen again on a new one.
      current = undefined;
      client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => connect().catch(() => {}), 1000);
    });
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end();
  };
}
