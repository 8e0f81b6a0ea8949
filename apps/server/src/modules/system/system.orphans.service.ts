import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Database, ifAdvisoryLock, rowsOf } from '../../core/db.ts';
import type { Storage } from '../../core/storage.ts';

/** A stored file this old that no row points at is an orphan: no upload under way can still claim it. */
export const orphanAgeMs = 24 * 60 * 60 * 1000;

/** The sweep runs every six hours in each process; the advisory lock lets one at a time do the work. */
const sweepEveryMs = 6 * 60 * 60 * 1000;

/** The advisory lock's number (any constant of our own; the sweep is its only holder). */
const sweepLock = 7_210_001;

/**
 * Every stored key a row points at: one select for each column the areas declare (`ApiArea.storedKeys`,
 * gathered by `storedKeyColumns` in app-api.ts), an array column's keys one by one.
 */
async function keysInUse(db: Database, columns: readonly PgColumn[]): Promise<Set<string>> {
  const selects = [...new Set(columns)].map((column) =>
    column.dataType === 'array'
      ? sql`select unnest(${column}) as key from ${column.table}`
      : sql`select ${column} as key from ${column.table}`,
  );
  // No declared column would make every file an orphan: refuse rather than empty the store.
  if (selects.length === 0)
    throw new Error('No stored-key columns: the orphan sweep would remove every file');
  const rows = rowsOf<{ key: string | null }>(await db.execute(sql.join(selects, sql` union `)));
  return new Set(rows.map((row) => row.key).filter((key): key is string => Boolean(key)));
}

/**
 * Removes the stored files older than a day that no row points at (in `columns`, the areas' declared
 * key columns): files of a request that failed after storing them in a process that was killed
 * before it could remove them. Returns their keys.
 * The keys in use are read before the files are listed: a file stored since is younger than a day.
 */
export async function sweepOrphans(
  db: Database,
  storage: Storage,
  columns: readonly PgColumn[],
  now = new Date(),
): Promise<string[]> {
  const inUse = await keysInUse(db, columns);
  const removed: string[] = [];
  for await (const file of storage.list()) {
    if (inUse.has(file.key) || now.getTime() - file.modified.getTime() < orphanAgeMs) continue;
    await storage.remove(file.key);
    removed.push(file.key);
  }
  return removed;
}

/**
 * The sweep under a PostgreSQL advisory lock (several processes share the database and the store:
 * the one that gets the lock sweeps, the others skip this round); undefined when skipped. On the
 * embedded database there is one process: no lock is needed.
 */
export function sweepOrphansOnce(
  db: Database,
  storage: Storage,
  columns: readonly PgColumn[],
): Promise<string[] | undefined> {
  return ifAdvisoryLock(db, sweepLock, () => sweepOrphans(db, storage, columns));
}

/** Sweeps now and every six hours; the returned function stops it (at shutdown). */
export function startOrphanSweep(
  db: Database,
  storage: Storage,
  columns: readonly PgColumn[],
  log: { warn: (object: object, message: string) => void },
): () => void {
  const run = () =>
    void sweepOrphansOnce(db, storage, columns).catch((error: unknown) =>
      log.warn({ err: error }, 'orphan file sweep failed'),
    );
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, sweepEveryMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
