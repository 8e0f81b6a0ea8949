import { type Database, ifAdvisoryLock } from '../../core/db.ts';
import { applyLeaves } from './users.leave.service.ts';

/** How often the leaves' first and last days are looked for, by one process at a time. */
const everyMs = 60_000;
const leaveLock = 7_494_001;

type Log = { warn: (object: object, message: string) => void };

/**
 * Admins' leaves begin and end on their days (docs/decisions/494): each minute, and once soon after
 * the start, one process lends the members of a leave whose first day has come and gives back those of
 * a leave that is over. The returned function stops it (at shutdown).
 */
export function startLeaves(db: Database, log: Log): () => void {
  const run = () =>
    void ifAdvisoryLock(db, leaveLock, () => applyLeaves(db)).catch((error: unknown) =>
      log.warn({ err: error }, 'applying admins’ leaves failed'),
    );
  const timers = [setInterval(run, everyMs), setTimeout(run, 5_000)];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
