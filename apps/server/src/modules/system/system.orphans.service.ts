import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Database, ifAdvisoryLock, rowsOf } from '../../core/db.ts';
import type { Storage } from '../../core/storage.ts';
import { fileSweeps } from './system.schema.ts';

/** A stored file this old that no row points at is an orphan: no upload under way can still claim it. */
export const orphanAgeMs = 24 * 60 * 60 * 1000;

/** The sweep runs every six hours in each process; the advisory lock lets one at a time do the work. */
const sweepEveryMs = 6 * 60 * 60 * 1000;

/** The advisory lock's number (any constant of our own; the sweep is its only holder). */
const sweepLock = 7_210_001;

/** How many keys one question to the database names (a parameter each, per column). */
const keysPerRead = 500;

/**
 * Those of `keys` that a row points at: for each column the areas declare (`ApiArea.storedKeys`,
 * gathered by `storedKeyColumns` in app-api.ts) the rows holding one of them, on the column's own
 * index (the queues' and notifications' key columns have one; the others are small tables), an array
 * column's by overlap.
 */
async function keysInUse(db: Database, columns: readonly PgColumn[], keys: string[]): Promise<Set<string>> {
  const unique = [...new Set(columns)];
  // No declared column would make every file an orphan: refuse rather than empty the store.
  if (unique.length === 0) throw new Error('No stored-key columns: the orphan sweep would remove every file');
  const used = new Set<string>();
  for (let from = 0; from < keys.length; from += keysPerRead) {
    const chosen = keys.slice(from, from + keysPerRead);
    const asked = new Set(chosen);
    const selects = unique.map((column) =>
      column.dataType === 'array'
        ? sql`select unnest(${column}) as key from ${column.table} where ${column} && array[${sql.join(
            chosen.map((key) => sql`${key}`),
            sql`, `,
          )}]::text[]`
        : sql`select ${column} as key from ${column.table} where ${inArray(column, chosen)}`,
    );
    const rows = rowsOf<{ key: string | null }>(await db.execute(sql.join(selects, sql` union `)));
    for (const { key } of rows) if (key && asked.has(key)) used.add(key);
  }
  return used;
}

/** Where the last sweep left off (docs/decisions/423): files modified before `judgedBefore` are judged. */
async function sweepState(db: Database) {
  const [state] = await db.select().from(fileSweeps).where(eq(fileSweeps.id, 1));
  return state;
}

/**
 * Removes the stored files older than a day that no row points at (in `columns`, the areas' declared
 * key columns): files of a request that failed after storing them in a process that was killed
 * before it could remove them. Returns their keys.
 * Incremental (docs/decisions/423): only the files that grew older than a day since the last sweep
 * are judged, each against the rows by its key; the point they are judged up to is kept in the
 * database, for the next sweep of any process. A file judged kept once is not judged again: what
 * stops pointing at a file later removes the file itself.
 */
export async function sweepOrphans(
  db: Database,
  storage: Storage,
  columns: readonly PgColumn[],
  now = new Date(),
): Promise<string[]> {
  const judgedBefore = new Date(now.getTime() - orphanAgeMs);
  const since = (await sweepState(db))?.judgedBefore;
  const candidates: string[] = [];
  for await (const file of storage.list()) {
    if (file.modified >= judgedBefore || (since && file.modified < since)) continue;
    candidates.push(file.key);
  }
  const inUse = await keysInUse(db, columns, candidates);
  const removed: string[] = [];
  for (const key of candidates) {
    if (inUse.has(key)) continue;
    await storage.remove(key);
    removed.push(key);
  }
  // Never back: a sweep run with an earlier clock leaves the point where it was.
  const judged = since && since > judgedBefore ? since : judgedBefore;
  await db
    .insert(fileSweeps)
    .values({ id: 1, judgedBefore: judged, sweptAt: now })
    .onConflictDoUpdate({ target: fileSweeps.id, set: { judgedBefore: judged, sweptAt: now } });
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

/**
 * The scheduled sweep: skipped when any process swept within the last round (the time is kept in
 * the database), so a process started or restarted often reads one row, not the store.
 */
async function sweepIfDue(db: Database, storage: Storage, columns: readonly PgColumn[], now = new Date()) {
  const state = await sweepState(db);
  if (state && now.getTime() - state.sweptAt.getTime() < sweepEveryMs - 60_000) return undefined;
  return sweepOrphansOnce(db, storage, columns);
}

/** Sweeps now and every six hours; the returned function stops it (at shutdown). */
export function startOrphanSweep(
  db: Database,
  storage: Storage,
  columns: readonly PgColumn[],
  log: { warn: (object: object, message: string) => void },
): () => void {
  const run = () =>
    void sweepIfDue(db, storage, columns).catch((error: unknown) =>
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
