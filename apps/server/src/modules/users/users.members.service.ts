import { userMessages } from '@simsar/contract/messages';
import { nationalIdMessages } from '@simsar/contract/national-id';
import type { registerMemberSchema, User } from '@simsar/contract/users';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { generateSecret, hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { SessionMember } from '../../core/session.ts';
import { liveSession, sessionLookup } from '../../core/session-lookup.ts';
import { newSessionToken } from '../../core/tokens.ts';
import { enqueueAssignmentMail } from '../mail/mail.enqueue.service.ts';
import { auditRuleAssignment, pickAdminForNewMember } from './users.assignment-rule.service.ts';
import { postgresErrorOf, toUser, userColumns } from './users.data.service.ts';
import { memberSessions, users } from './users.schema.ts';

type RegisterInput = z.output<typeof registerMemberSchema>;

/** 409: another member holds this national ID (docs/decisions/493). */
export const nationalIdTaken = () =>
  new AppError('CONFLICT', nationalIdMessages.taken, { national_id: nationalIdMessages.taken });

/** A broker's invitation code: 8 characters without look-alikes (docs/decisions/014). */
export const invitationAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newInvitationCode = () => generateSecret(8, invitationAlphabet);

async function createMemberSession(db: Executor, userId: string): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await db.insert(memberSessions).values({ userId, tokenHash });
  return token;
}

/** The member as they see themself in the apps: their national ID whole (docs/decisions/493). */
export async function findMember(db: Executor, id: string): Promise<User> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND', userMessages.userNotFound);
  return { ...toUser(row), national_id: row.row.nationalId };
}

/**
 * POST /api/app/register: a broker starts pending, clients and franchises active. A code links the
 * newcomer to the broker who owns it, and to that broker's admin (docs/decisions/014); a client or
 * franchise who gets no admin so gets the one the assignment rule picks (docs/decisions/276).
 */
export async function registerMember(db: Executor, input: RegisterInput) {
  let inviter: { id: string; adminId: string | null } | undefined;
  if (input.invitation_code) {
    [inviter] = await db
      .select({ id: users.id, adminId: users.adminId })
      .from(users)
      .where(
        and(eq(users.myInvitationCode, input.invitation_code.toUpperCase()), eq(users.userType, 'Broker')),
      );
    if (!inviter) {
      throw new AppError('VALIDATION', userMessages.invitationCodeUnknown, {
        invitation_code: userMessages.invitationCodeUnknown,
      });
    }
  }
  // A registered e-mail, phone or national ID is refused before argon2 runs: a flood of duplicates
  // costs no hashing. The unique constraints below still decide a race.
  const nationalId = input.national_id ?? null;
  const [taken] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(
      or(
        eq(users.email, input.email),
        eq(users.phone, input.phone),
        nationalId ? eq(users.nationalId, nationalId) : undefined,
      ),
    )
    .limit(1);
  if (taken?.email === input.email) {
    throw new AppError('CONFLICT', userMessages.emailTaken, { email: userMessages.emailTaken });
  }
  if (taken?.phone === input.phone) {
    throw new AppError('CONFLICT', userMessages.phoneTaken, { phone: userMessages.phoneTaken });
  }
  if (taken) throw nationalIdTaken();
  const isBroker = input.user_type === 'Broker';
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; ; attempt++) {
    try {
      const id = await db.transaction(async (tx) => {
        // Nobody gave a client or franchise an admin: the assignment rule may (docs/decisions/276).
        const pick = isBroker || inviter?.adminId ? null : await pickAdminForNewMember(tx, input.user_type);
        const adminId = inviter?.adminId ?? pick?.adminId ?? null;
        const [row] = await tx
          .insert(users)
          .values({
            userType: input.user_type,
            name: input.name,
            email: input.email,
            phone: input.phone,
            passwordHash,
            status: isBroker ? 'pending' : 'active',
            area: input.area ?? null,
            workAt: input.work_at ?? null,
            yearsExperience: input.years_experience ?? null,
            nationalId,
            myInvitationCode: isBroker ? newInvitationCode() : null,
            invitedBy: inviter?.id ?? null,
            adminId,
            assignedAt: adminId ? sql`now()` : null,
          })
          .returning({ id: users.id });
        if (!row) throw new Error('insert returned no row');
        if (pick) await auditRuleAssignment(tx, row.id, pick);
        // The member's admin (the inviter's, or the rule's pick) hears of it (docs/decisions/470).
        if (adminId) {
          const member = { id: row.id, name: input.name, phone: input.phone, userType: input.user_type };
          await enqueueAssignmentMail(tx, { adminId, members: [member] });
        }
        return row.id;
      });
      const token = await createMemberSession(db, id);
      return { token, user: await findMember(db, id), must_change_password: false };
    } catch (error) {
      const pgError = postgresErrorOf(error);
      if (pgError?.code !== '23505') throw error;
      const where = `${pgError.constraint ?? ''} ${error instanceof Error ? error.message : ''} ${String((error as { cause?: unknown }).cause ?? '')}`;
      if (where.includes('users_email_unique')) {
        throw new AppError('CONFLICT', userMessages.emailTaken, { email: userMessages.emailTaken });
      }
      if (where.includes('users_phone_unique')) {
        throw new AppError('CONFLICT', userMessages.phoneTaken, { phone: userMessages.phoneTaken });
      }
      if (where.includes('users_national_id_unique')) throw nationalIdTaken();
      // An invitation code drawn twice (1 in 10^12): draw again.
      if (attempt >= 3) throw error;
    }
  }
}

// Verified against when the e-mail is unknown, so both failures take the same time.
const unknownMemberHash = hashPassword(generateSecret(24));

/** Why a member with the right password may not sign in, or undefined when they may. */
export function refusalOf(user: Pick<User, 'status' | 'ban'>): string | undefined {
  if (user.status === 'pending') return userMessages.accountPending;
  if (user.status === 'removed') return userMessages.accountRemoved;
  if (user.ban) return userMessages.accountBanned;
  return undefined;
}

/** POST /api/app/login: the password first, then the account's state (docs/decisions/011). */
export async function signInMember(db: Executor, input: { email: string; password: string }) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, mustChange: users.mustChangePassword })
    .from(users)
    .where(eq(users.email, input.email.trim().toLowerCase()));
  const valid = await verifyPassword(row?.passwordHash ?? (await unknownMemberHash), input.password);
  if (!row || !valid) throw new AppError('UNAUTHENTICATED', userMessages.wrongCredentials);
  const user = await findMember(db, row.id);
  const refusal = refusalOf(user);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  return {
    token: await createMemberSession(db, row.id),
    user,
    must_change_password: row.mustChange,
  };
}

/**
 * The member behind a live app token (by its hash), with why they may not act now (pending,
 * banned, removed). A member who is banned or removed after signing in loses access at once: the
 * auth guard refuses a session with a refusal (401 on member calls, 403 saying why on broker
 * calls, docs/decisions/071).
 */
export const findSessionMember = sessionLookup(
  (db) =>
    db
      .select({
        id: users.id,
        userType: users.userType,
        name: users.name,
        sessionId: memberSessions.id,
        expiresAt: memberSessions.expiresAt,
        status: users.status,
        ban: users.banned,
        mustChangePassword: users.mustChangePassword,
      })
      .from(memberSessions)
      .innerJoin(users, eq(users.id, memberSessions.userId))
      .where(liveSession(memberSessions))
      .prepare('find_session_member'),
  ({ status, ban, ...member }): SessionMember => ({ ...member, refusal: refusalOf({ status, ban }) }),
);

/** The account behind a phone, as the password-reset list shows it. */
export type PhoneAccount = { _id: string; name: string; user_type: string; email: string; createdAt: string };

/** Which member each of these phones belongs to (phones are unique; the others are absent). */
export async function findAccountsByPhone(
  db: Executor,
  phones: string[],
): Promise<Map<string, PhoneAccount>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      phone: users.phone,
      name: users.name,
      userType: users.userType,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(inArray(users.phone, [...new Set(phones)]));
  return new Map(
    rows.map((row) => [
      row.phone,
      {
        _id: row.id,
        name: row.name,
        user_type: row.userType,
        email: row.email,
        createdAt: row.createdAt.toISOString(),
      },
    ]),
  );
}

/**
 * A password reset: sets the member's password hash by phone and ends every app session
 * of that member. The password is temporary: the member must choose a new one at the next sign-in.
 * Returns the member's id, or undefined when no member has the phone.
 */
export async function resetMemberPassword(
  db: Executor,
  phone: string,
  passwordHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: true })
    .where(eq(users.phone, phone))
    .returning({ id: users.id });
  if (!row) return undefined;
  await db.delete(memberSessions).where(eq(memberSessions.userId, row.id));
  return row.id;
}
