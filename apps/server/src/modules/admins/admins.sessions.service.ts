import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { adminSessions, admins } from '../../core/admins.schema.ts';
import type { Executor } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { liveSession, sessionLookup } from '../../core/session-lookup.ts';
import { newSessionToken } from '../../core/tokens.ts';
import { isTwoFactorRequired } from '../system/system.service.ts';
import { adminTwoFactor } from './admins.two-factor.schema.ts';

/** A new session; `viaProvider`: opened by the company's identity provider (docs/decisions/463). */
export async function createSession(db: Executor, adminId: string, viaProvider = false): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await db.insert(adminSessions).values({ adminId, tokenHash, viaProvider });
  return token;
}

/** The admin behind a live session (by its token's hash), or undefined when unknown, revoked or expired. */
export const findSessionAdmin = sessionLookup(
  (db) =>
    db
      .select({
        id: admins.id,
        name: admins.name,
        email: admins.email,
        isSuper: admins.isSuper,
        sessionId: adminSessions.id,
        expiresAt: adminSessions.expiresAt,
        twoFactorOn: sql<boolean>`${adminTwoFactor.enabledAt} is not null`,
        viaProvider: adminSessions.viaProvider,
      })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .leftJoin(adminTwoFactor, eq(adminTwoFactor.adminId, admins.id))
      .where(liveSession(adminSessions))
      .limit(1)
      .prepare('find_session_admin'),
  async ({ twoFactorOn, ...admin }, db): Promise<Omit<SessionAdmin, 'ip'>> => ({
    ...admin,
    // The provider's sign-in carries its own second factor (docs/decisions/463).
    mustSetUpTwoFactor: !admin.viaProvider && !twoFactorOn && (await isTwoFactorRequired(db)),
  }),
);

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

/**
 * Of the sessions given, those still live (not signed out, revoked or expired, their admin not
 * deleted), each with whether its admin is a super admin now: the live events stream asks this of
 * the sessions holding it open (modules/events/events.routes.ts).
 */
export async function findLiveSessions(
  db: Executor,
  sessionIds: string[],
): Promise<Map<string, { isSuper: boolean }>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: adminSessions.id, isSuper: admins.isSuper })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(inArray(adminSessions.id, sessionIds), gt(adminSessions.expiresAt, sql`now()`)));
  return new Map(rows.map(({ id, isSuper }) => [id, { isSuper }]));
}
