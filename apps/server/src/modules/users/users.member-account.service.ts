import { memberAccountMessages, type memberProfileSchema } from '@simsar/contract/member-account';

import type { User } from '@simsar/contract/users';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { SessionMember } from '../../core/session.ts';
import { postgresErrorOf } from './users.data.service.ts';
import { findMember, nationalIdTaken } from './users.members.service.ts';
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

/**
 * PUT /api/app/profile: the member's own area, workplace, years and national ID (docs/decisions/493);
 * a field left out is kept, null clears it. A national ID another member holds is refused with 409.
 */
export async function updateMemberProfile(
  db: Database,
  member: SessionMember,
  input: z.output<typeof memberProfileSchema>,
): Promise<User> {
  const changes = {
    ...(input.area !== undefined ? { area: input.area } : {}),
    ...(input.work_at !== undefined ? { workAt: input.work_at } : {}),
    ...(input.years_experience !== undefined ? { yearsExperience: input.years_experience } : {}),
    ...(input.national_id !== undefined ? { nationalId: input.national_id } : {}),
  };
  if (input.national_id) {
    const [holder] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.nationalId, input.national_id), ne(users.id, member.id)));
    if (holder) throw nationalIdTaken();
  }
  if (Object.keys(changes).length > 0) {
    try {
      await db.update(users).set(changes).where(eq(users.id, member.id));
    } catch (error) {
      // Two members giving one ID at once: the unique constraint decides.
      if (postgresErrorOf(error)?.code === '23505') throw nationalIdTaken();
      throw error;
    }
  }
  return findMember(db, member.id);
}
