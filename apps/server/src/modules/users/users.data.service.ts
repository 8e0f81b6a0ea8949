import type { User } from '@simsar/contract/users';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionAdmin } from '../../core/session.ts';
import { assignedTo } from './users.ownership.service.ts';
import { users } from './users.schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The columns of a user as the console sees it, with the count of users who joined by its code. */
export const userColumns = {
  row: users,
  // Spelled out: inside a select list Drizzle would write the outer id unqualified (= invitee.id).
  invitations: sql<number>`(select count(*)::int from users as invitee where invitee.invited_by = "users"."id")`,
};

export function toUser({ row, invitations }: { row: UserRow; invitations: number }): User {
  return {
    _id: row.id,
    user_type: row.userType,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    ban: row.banned,
    isBanned: row.banned,
    removed: row.status === 'removed',
    area: row.area,
    work_at: row.workAt,
    years_experience: row.yearsExperience,
    my_invitation_code: row.myInvitationCode,
    number_of_invitaion: invitations,
    invited_by: row.invitedBy,
    admin_id: row.adminId,
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
