import { type DatabaseHandle, withAdvisoryLock } from './core/db.ts';
import { ensureFirstSuperAdmin } from './modules/admins/admins.service.ts';

/** The advisory lock of start-up (a constant of our own; docs/decisions/232). */
const startLock = 7_232_001;

/**
 * Applies the migrations and creates the first super admin when there is none, one process at a
 * time: several processes started at once on an empty PostgreSQL database would otherwise race to
 * create the same tables and the same admin, and all but one would stop (docs/decisions/232). The
 * first to get the lock does the work; the others then find it done. Returns the admin created, if
 * this process created one.
 */
export function prepareDatabase(
  handle: DatabaseHandle,
  credentials: { email: string | undefined; password: string | undefined },
): ReturnType<typeof ensureFirstSuperAdmin> {
  return withAdvisoryLock(handle.db, startLock, async () => {
    await handle.migrate();
    return ensureFirstSuperAdmin(handle.db, credentials);
  });
}
