import { memberAccountMessages } from '@simsar/contract/member-account';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { SessionMember } from '../../core/session.ts';
import { memberSessions, users } from './users.schema.ts';

/**
 * POST /api/app/change_password: the member's current password, then the new one; ends the
 * member's other app sessions and lifts the "must change" of a reset password.
 */
export async function changeMemberPassword(
  db: Database,
  member: SessionMember,
  input: { password: string; new_password: string },
): Promise<void> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, member.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.password))) {
    throw new AppError('VALIDATION', memberAccountMessages.currentPasswordWrong, {
      password: memberAccountMessages.currentPasswordWrong,
    });
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, member.id));
    await tx
      .delete(memberSessions)
      .where(and(eq(memberSessions.userId, member.id), ne(memberSessions.id, member.sessionId)));
  });
}

/** POST /api/app/logout: ends this app session. */
export async function signOutMember(db: Database, member: SessionMember): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.id, member.sessionId));
}
