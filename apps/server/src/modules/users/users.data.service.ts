import { maskNationalId } from '@simsar/contract/national-id';
import type { User } from '@simsar/contract/users';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionAdmin } from '../../core/session.ts';
import { assignedTo } from './users.ownership.service.ts';
import { users } from './users.schema.ts';

/**
 * The columns of a user as the console sees it, with the count of users who joined by its code.
 * Named one by one: the password hash is read by sign-in alone (test/password-hash.test.ts).
 */
export const userColumns = {
  row: {
    id: users.id,
    userType: users.userType,
    name: users.name,
    email: users.email,
    phone: users.phone,
    status: users.status,
    banned: users.banned,
    banReason: users.banReason,
    area: users.area,
    workAt: users.workAt,
    yearsExperience: users.yearsExperience,
    nationalId: users.nationalId,
    myInvitationCode: users.myInvitationCode,
    invitedBy: users.invitedBy,
    adminId: users.adminId,
    earnings: users.earnings,
    createdAt: users.createdAt,
  },
  // Spelled out: inside a select list Drizzle would write the outer id unqualified (= invitee.id).
  invitations: sql<number>`(select count(*)::int from users as invitee where invitee.invited_by = "users"."id")`,
  // The admin's name beside its id, for every member card: one primary-key look-up.
  adminName: sql<
    string | null
  >`(select assigned_admin.name from admins as assigned_admin where assigned_admin.id = "users"."admin_id")`,
};

export type UserRow = Pick<typeof users.$inferSelect, keyof typeof userColumns.row>;

export function toUser({
  row,
  invitations,
  adminName,
}: {
  row: UserRow;
  invitations: number;
  adminName: string | null;
}): User {
  return {
    _id: row.id,
    user_type: row.userType,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    ban: row.banned,
    isBanned: row.banned,
    ban_reason: row.banReason,
    removed: row.status === 'removed',
    area: row.area,
    work_at: row.workAt,
    years_experience: row.yearsExperience,
    // Masked here, in every list and card; whole only where the caller may read it (wholeNationalId).
    national_id: row.nationalId === null ? null : maskNationalId(row.nationalId),
    my_invitation_code: row.myInvitationCode,
    number_of_invitaion: invitations,
    invited_by: row.invitedBy,
    admin_id: row.adminId,
    admin_name: adminName,
    earnings: Number(row.earnings),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One user, when the admin may see it (the ownership rule, users.ownership.service.ts). */
export function visibleUser(admin: SessionAdmin, id: string): SQL | undefined {
  return and(eq(users.id, id), assignedTo(admin));
}

/** The PostgreSQL error (code, constraint) behind a driver or Drizzle error, if any. */
export function postgresErrorOf(error: unknown): { code: string; constraint?: string } | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' && { constraint }) };
    }
  }
  return undefined;
}
