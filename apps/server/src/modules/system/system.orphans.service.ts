import { sql } from 'drizzle-orm';
import { type Database, ifAdvisoryLock, rowsOf } from '../../core/db.ts';
import type { Storage } from '../../core/storage.ts';

/** A stored file this old that no row points at is an orphan: no upload under way can still claim it. */
export const orphanAgeMs = 24 * 60 * 60 * 1000;

/** The sweep runs every six hours in each process; the advisory lock lets one at a time do the work. */
const sweepEveryMs = 6 * 60 * 60 * 1000;

/** The advisory lock's number (any constant of our own; the sweep is its only holder). */
const sweepLock = 7_210_001;

/**
 * Every stored key a row points at: each column that holds a key from `storage.save` (units' files,
 * content's images and videos, forms/deals/CILs, notifications, franchise requests). A new column
 * that stores keys belongs here, or the sweep would take its files a day after they are written.
 */
const referencedKeys = sql`
  select unnest(images || thumbnails || array[logo, master_plan, pdf, file, video_broker, video_client]) as key from units
  union select image from team_members
  union select video_file from trainings
  union select video from guidelines
  union select image from sliders
  union select image from discounts
  union select image_key from forms
  union select image_key from deals
  union select image_key from cils
  union select decision_image_key from cils
  union select image_key from notifications
  union select image from requests`;

async function keysInUse(db: Database): Promise<Set<string>> {
  const result = await db.execute(referencedKeys);
  const rows = rowsOf<{ key: string | null }>(result);
  return new Set(rows.map((row) => row.key).filter((key): key is string => Boolean(key)));
}

/**
 * Removes the stored files older than a day that no row points at: files of a request that failed
 * after storing them in a process that was killed before it could remove them. Returns their keys.
 * The keys in use are read before the files are listed: a file stored since is younger than a day.
 */
export async function sweepOrphans(db: Database, storage: Storage, now = new Date()): Promise<string[]> {
  const inUse = await keysInUse(db);
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
export function sweepOrphansOnce(db: Database, storage: Storage): Promise<string[] | undefined> {
  return ifAdvisoryLock(db, sweepLock, () => sweepOrphans(db, storage));
}

/** Sweeps now and every six hours; the returned function stops it (at shutdown). */
export function startOrphanSweep(
  db: Database,
  storage: Storage,
  log: { warn: (object: object, message: string) => void },
): () => void {
  const run = () =>
    void sweepOrphansOnce(db, storage).catch((error: unknown) =>
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
