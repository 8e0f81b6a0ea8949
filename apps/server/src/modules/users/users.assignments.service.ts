import { adminMessages } from '@simsar/contract/messages';
import type { User } from '@simsar/contract/users';
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { type AuditAdmin, recordAudit } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { enqueueAssignmentMail } from '../mail/mail.enqueue.service.ts';
import { postgresErrorOf, toUser, userColumns } from './users.data.service.ts';
import { users } from './users.schema.ts';

/**
 * Who has which users: the admin screens' team and assign calls (docs/decisions/050).
 * "Unassigned" means an accepted or removed user without an admin; a pending broker gets its admin
 * when it is accepted (docs/decisions/010), so it is not offered here.
 */
const assignable = inArray(users.status, ['active', 'removed']);
const byName = [sql`lower(${users.name})`, users.id];

/** Every assigned user's id, grouped by admin (the admin cards' counts). */
export async function listUserIdsByAdmin(db: Executor): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ id: users.id, adminId: users.adminId })
    .from(users)
    .where(isNotNull(users.adminId))
    .orderBy(users.createdAt);
  const byAdmin = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.adminId) continue;
    byAdmin.set(row.adminId, [...(byAdmin.get(row.adminId) ?? []), row.id]);
  }
  return byAdmin;
}

/** GET /admin/get_users/{id}: every user assigned to that admin, whatever its state, by name. */
export async function listUsersOfAdmin(db: Executor, adminId: string): Promise<User[]> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(eq(users.adminId, adminId))
    .orderBy(...byName);
  return rows.map(toUser);
}

/** GET /admin/get_non_distributed_users: accepted or removed users no admin has, by name. */
export async function listUnassignedUsers(db: Executor): Promise<User[]> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(and(isNull(users.adminId), assignable))
    .orderBy(...byName);
  return rows.map(toUser);
}

export async function countUnassignedUsers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(users)
    .where(and(isNull(users.adminId), assignable));
  return row?.count ?? 0;
}

function throwUnknownAdmin(error: unknown): never {
  if (postgresErrorOf(error)?.code === '23503') throw new AppError('NOT_FOUND', adminMessages.adminNotFound);
  throw error;
}

/**
 * One UPDATE over all the ids, in a transaction: when it changes fewer rows than asked (one of the
 * users moved meanwhile, or never matched), it is rolled back and the caller gets 409 with nothing
 * changed. Of two admins acting on one user at once, exactly one wins.
 */
async function reassignAll(
  db: Executor,
  by: AuditAdmin,
  ids: string[],
  move: { from: string | null; to: string | null; action: 'assign' | 'unassign' | 'move' },
  guard: ReturnType<typeof and>,
  conflict: string,
): Promise<number> {
  return db
    .transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ adminId: move.to, ...(move.to && { assignedAt: sql`now()` }) })
        .where(and(inArray(users.id, ids), guard))
        .returning({ id: users.id, name: users.name, phone: users.phone, userType: users.userType });
      if (rows.length !== ids.length) throw new AppError('CONFLICT', conflict);
      await auditReassigned(tx, by, rows, move);
      // The admin who gets them hears of it by e-mail, if they chose to (docs/decisions/470).
      if (move.to) await enqueueAssignmentMail(tx, { adminId: move.to, members: rows });
      return rows.length;
    })
    .catch(throwUnknownAdmin);
}

/** One audit entry per user whose admin changed (each member's history shows it). */
async function auditReassigned(
  tx: Executor,
  admin: AuditAdmin,
  rows: { id: string }[],
  move: { from: string | null; to: string | null; action: 'assign' | 'unassign' | 'move' },
): Promise<void> {
  for (const row of rows) {
    await recordAudit(tx, {
      admin,
      action: move.action,
      kind: 'user',
      itemId: row.id,
      before: { admin_id: move.from },
      after: { admin_id: move.to },
    });
  }
}

/** PUT /admin/remove_from_list/{id} {ids}: those users of the admin become unassigned. */
export function unassignUsers(db: Executor, by: AuditAdmin, adminId: string, ids: string[]) {
  const move = { from: adminId, to: null, action: 'unassign' } as const;
  return reassignAll(db, by, ids, move, eq(users.adminId, adminId), adminMessages.notInTeam);
}

/** PUT /admin/remove_and_add_user and /admin/change_admin: users of `from` go to `to`. */
export function moveUsers(db: Executor, by: AuditAdmin, from: string, to: string, ids: string[]) {
  const move = { from, to, action: 'move' } as const;
  return reassignAll(db, by, ids, move, eq(users.adminId, from), adminMessages.notInTeam);
}

/** PUT /admin/add_to_list/{id} {ids}: only users that are unassigned now are taken. */
export function assignUnassignedUsers(db: Executor, by: AuditAdmin, adminId: string, ids: string[]) {
  const move = { from: null, to: adminId, action: 'assign' } as const;
  const guard = and(isNull(users.adminId), assignable);
  return reassignAll(db, by, ids, move, guard, adminMessages.notUnassigned);
}
