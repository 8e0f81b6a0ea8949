import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverDir } from './paths.ts';

/** Either driver, seen through Drizzle's common PostgreSQL surface. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database: data-access functions accept either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

/**
 * What `make` builds of a database or a transaction (its prepared statements: built once, and on
 * PostgreSQL parsed once per connection), made at the first call for each and kept while it lives.
 */
export function perDatabase<Db extends object, Made>(make: (db: Db) => Made): (db: Db) => Made {
  const made = new WeakMap<Db, Made>();
  return (db) => {
    let found = made.get(db);
    if (found === undefined) {
      found = make(db);
      made.set(db, found);
    }
    return found;
  };
}

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tarball (to start test databases from). */
  dump?: () => Promise<Blob>;
};

export const migrationsFolder = path.join(serverDir, 'drizzle');

/**
 * The embedded database: PGlite persisted in `dataDir` (undefined: in memory), or loaded from a dump.
 * Loaded here, when chosen: a server on PostgreSQL never reads PGlite's code.
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/**
 * A PostgreSQL server through a node-postgres pool of at most `poolSize` connections
 * (DATABASE_POOL_SIZE; docs/decisions/234). The pool's error listener keeps an idle
 * client's lost connection (a database restart) from crashing the process; requests meanwhile get
 * 503 through the error handler, and the pool reconnects on the next query.
 */
export function openPostgres(
  connectionString: string,
  onPoolError: (error: Error) => void = () => {},
  poolSize = 10,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000 });
  pool.on('error', onPoolError);
  const db = drizzlePg(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * The node-postgres pool under a database opened by openPostgres, for a hot query that reads its rows
 * as arrays and skips Drizzle's row mapping; undefined on PGlite and in a transaction.
 */
export function postgresPool(db: Executor): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** The rows of `db.execute()`: PGlite and node-postgres both answer `{rows}`; an array is taken as is. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** True when an error means the database cannot be reached now (not that a query was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (unavailableCodes.has(code)) return true;
      // SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now).
      if (/^08/.test(code) || /^57P0[123]$/.test(code)) return true;
    }
    if (
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
        current.message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Runs `work` while this process holds the PostgreSQL advisory lock `lock`, waiting for another
 * process that holds it to finish: what two processes started at once must not do together.
 * On PGlite there is one process by construction: `work` just runs.
 */
export async function withAdvisoryLock<T>(db: Database, lock: number, work: () => Promise<T>): Promise<T> {
  return (await holdingLock(db, lock, 'wait', work)) as T;
}

/**
 * Runs `work` if no other process holds the advisory lock `lock`, and skips it (undefined) if one
 * does: a timer every process runs, done by one of them each round.
 */
export function ifAdvisoryLock<T>(
  db: Database,
  lock: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
  return holdingLock(db, lock, 'try', work);
}

/**
 * The lock is held by a connection of its own, outside the pool (the work may need every pooled
 * connection; with DATABASE_POOL_SIZE=1 a pooled holder would wait for itself), and goes when that
 * connection closes, even if the process dies.
 */
async function holdingLock<T>(
  db: Database,
  lock: number,
  mode: 'wait' | 'try',
  work: () => Promise<T>,
): Promise<T | undefined> {
  const pool = postgresPool(db);
  if (!pool) return work();
  const client = new pg.Client(pool.options);
  // A lost connection is the work's failure to report (its own queries fail too), not a crash.
  client.on('error', () => {});
  await client.connect();
  try {
    if (mode === 'wait') await client.query('select pg_advisory_lock($1)', [lock]);
    else {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        lock,
      ]);
      if (!rows[0]?.locked) return undefined;
    }
    return await work();
  } finally {
    await client.end();
  }
}
