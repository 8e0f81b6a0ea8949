import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { adminSessions, admins } from '../../core/admins.schema.ts';
import type { Database, Executor } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import type { FoundSession } from '../../core/session-cache.ts';
import { newSessionToken } from '../../core/tokens.ts';
import { isTwoFactorRequired } from '../system/system.service.ts';
import { adminTwoFactor } from './admins.two-factor.schema.ts';

export async function createSession(db: Executor, adminId: string): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await db.insert(adminSessions).values({ adminId, tokenHash });
  return token;
}

/** The lookup every admin call makes, prepared once per database (issue 14). */
function prepareSessionLookup(db: Database) {
  return db
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      isSuper: admins.isSuper,
      sessionId: adminSessions.id,
      expiresAt: adminSessions.expiresAt,
      twoFactorOn: sql<boolean>`${adminTwoFactor.enabledAt} is not null`,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .leftJoin(adminTwoFactor, eq(adminTwoFactor.adminId, admins.id))
    .where(
      and(
        eq(adminSessions.tokenHash, sql.placeholder('tokenHash')),
        gt(adminSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_session_admin');
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/** The admin behind a live session (by its token's hash), or undefined when unknown, revoked or expired. */
export async function findSessionAdmin(
  db: Database,
  tokenHash: string,
): Promise<FoundSession<Omit<SessionAdmin, 'ip'>> | undefined> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash, now: new Date() });
  if (!row) return undefined;
  const { twoFactorOn, expiresAt, ...admin } = row;
  return {
    session: { ...admin, mustSetUpTwoFactor: !twoFactorOn && (await isTwoFactorRequired(db)) },
    expiresAt,
  };
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}

/** Ends every session of an admin but the one given (after a password change). */
export async function revokeOtherSessions(
  db: Executor,
  adminId: string,
  keepSessionId: string,
): Promise<void> {
  await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.id, keepSessionId)));
}

/** Ends every session of an admin (their password was changed by a super admin). */
export async function revokeAllSessions(db: Executor, adminId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}
