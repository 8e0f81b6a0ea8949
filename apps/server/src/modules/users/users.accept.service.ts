import { userMessages } from '@simsar/contract/messages';
import type { AcceptChoicesReply, AdminChoice } from '@simsar/contract/users';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { users } from './users.schema.ts';
import { findVisibleUser } from './users.service.ts';

type Workload = { activeMembers: number; lastAssignedAt: Date | null };

/** Per admin: how many active members they have, and when they last got a member. */
async function findWorkloads(db: Executor): Promise<Map<string, Workload>> {
  const rows = await db
    .select({
      adminId: users.adminId,
      activeMembers: sql<number>`(count(*) filter (where ${users.status} = 'active'))::int`,
      lastAssignedAt: sql<Date | null>`max(${users.assignedAt})`.mapWith(users.assignedAt),
    })
    .from(users)
    .where(isNotNull(users.adminId))
    .groupBy(users.adminId);
  return new Map(rows.map(({ adminId, ...load }) => [adminId ?? '', load]));
}

type Choice = AcceptChoicesReply['response'][number];

/**
 * The admin of the broker who invited this one, as it is now: a broker who joined while their
 * inviter was still pending got no admin then, and their inviter may have one since.
 */
async function inviterAdminOf(db: Executor, id: string): Promise<string | null> {
  const inviter = alias(users, 'inviter');
  const [row] = await db
    .select({ adminId: inviter.adminId })
    .from(users)
    .innerJoin(inviter, eq(inviter.id, users.invitedBy))
    .where(eq(users.id, id));
  return row?.adminId ?? null;
}

/** Fewest active members first; of equals, the one who waited longest for a member (never first). */
function byWorkload(a: Choice, b: Choice): number {
  if (a.active_members !== b.active_members) return a.active_members - b.active_members;
  const [aLast, bLast] = [a.last_assigned_at ?? '', b.last_assigned_at ?? ''];
  if (aLast !== bLast) return aLast < bLast ? -1 : 1;
  return a.name.localeCompare(b.name) || a._id.localeCompare(b._id);
}

/**
 * GET /api/user/accept_choices/{id} (docs/decisions/150): every admin with their workload, and the
 * one suggested for this pending broker. A broker who joined by a code stays with the admin of the
 * broker who invited them (their admin now, if the inviter was still pending when they joined); otherwise the ordinary admin with the fewest active members (the super
 * admins only when there is no ordinary admin), ties going to the longest since a last new member.
 */
export async function listAcceptChoices(
  db: Executor,
  admin: SessionAdmin,
  id: string,
  admins: AdminChoice[],
): Promise<AcceptChoicesReply> {
  const broker = await findVisibleUser(db, admin, id);
  if (broker.user_type !== 'Broker' || broker.status !== 'pending') {
    throw new AppError('CONFLICT', userMessages.notPending);
  }
  const workloads = await findWorkloads(db);
  const response = admins.map((choice) => {
    const load = workloads.get(choice._id);
    return {
      ...choice,
      active_members: load?.activeMembers ?? 0,
      last_assigned_at: load?.lastAssignedAt?.toISOString() ?? null,
    };
  });
  const teamAdmin = broker.admin_id ?? (await inviterAdminOf(db, id));
  const inviterAdmin = response.find((choice) => choice._id === teamAdmin);
  if (inviterAdmin) return { suggested: { admin_id: inviterAdmin._id, reason: 'invited' }, response };
  const ordinary = response.filter((choice) => !choice.super_admin);
  const [lightest] = [...(ordinary.length > 0 ? ordinary : response)].sort(byWorkload);
  return {
    suggested: lightest ? { admin_id: lightest._id, reason: 'fewest_members' } : null,
    response,
  };
}
