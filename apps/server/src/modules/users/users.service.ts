import { messages, userMessages } from '@simsar/contract/messages';
import { mayActOn, type User, type UserAction, type UserType, userTransitions } from '@simsar/contract/users';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { transition } from '../../core/transitions.ts';
import { enqueueAssignmentMail } from '../mail/mail.enqueue.service.ts';
import { postgresErrorOf, toUser, userColumns, visibleUser } from './users.data.service.ts';
import { memberLists, newestFirst } from './users.lists.service.ts';
import { assignedTo } from './users.ownership.service.ts';
import { users } from './users.schema.ts';

export async function selectUsers(
  db: Executor,
  where: SQL | undefined,
  limit?: number,
  order = newestFirst,
): Promise<User[]> {
  const query = db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(...order);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toUser);
}

/** GET /user/all_users/{type}/{page}: active users (banned ones too), 20 a page from page 1. */
export function listUserPage(db: Executor, admin: SessionAdmin, type: UserType, page: number) {
  return memberLists[type].items(db, admin, { page });
}

/** GET /user/all/{type}: every active user of a type (the notification tabs' recipients). */
export function listActiveUsers(db: Executor, admin: SessionAdmin, type: UserType) {
  return memberLists[type].all(db, admin, {});
}

export function listPendingBrokers(db: Executor, admin: SessionAdmin) {
  return memberLists.Broker.all(db, admin, { state: 'pending' });
}

export function listRemovedUsers(db: Executor, admin: SessionAdmin, type: UserType) {
  return memberLists[type].all(db, admin, { state: 'removed' });
}

/**
 * GET /user/invitation/{code}: the users who joined by that broker's invitation code, whoever their
 * admin is; the route is a super admin's (console-core §6).
 */
export async function findInvitedUsers(db: Executor, code: string) {
  const owner = sql`(select owner.id from users as owner where owner.my_invitation_code = ${code.trim().toUpperCase()})`;
  return selectUsers(db, sql`"users"."invited_by" = ${owner}`);
}

/**
 * One member as this admin may see them (404 otherwise): a super admin reads the national ID whole,
 * an ordinary admin its last four digits, as every list shows it (docs/decisions/493).
 */
export async function findVisibleUser(db: Executor, admin: SessionAdmin, id: string): Promise<User> {
  const [row] = await db.select(userColumns).from(users).where(visibleUser(admin, id));
  if (!row) throw new AppError('NOT_FOUND', userMessages.userNotFound);
  const user = toUser(row);
  return admin.isSuper ? { ...user, national_id: row.row.nationalId } : user;
}

/** Why a move changed nothing, seen from the user's state now. */
function conflictMessage(action: UserAction, status: User['status']): string {
  if (status === 'pending') return action === 'unremove' ? userMessages.notRemoved : userMessages.notActive;
  if (action === 'accept' || action === 'reject') return userMessages.notPending;
  if (action === 'unremove') return userMessages.notRemoved;
  if (status !== 'active') return userMessages.notActive;
  return action === 'ban' ? userMessages.alreadyBanned : userMessages.notBanned;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether this move on this user is a super admin's alone (a broker's ban, unban, removal or
 * restoring, console-core §6): the route's `superWhen`, asked before the body is read. A user the
 * admin does not see, or an id that is no uuid, answers false: the move's own checks answer.
 */
export async function isSuperOnlyMove(
  db: Executor,
  admin: SessionAdmin,
  action: UserAction,
  id: string | undefined,
): Promise<boolean> {
  if (!id || !uuidShape.test(id)) return false;
  const [row] = await db.select({ type: users.userType }).from(users).where(visibleUser(admin, id));
  const types: readonly UserType[] = userTransitions[action].types;
  return !!row && types.includes(row.type) && !mayActOn(action, row.type, admin.isSuper);
}

/** Checks that the admin sees the user and may act on its type; 404 or 403 otherwise. */
async function authorise(db: Executor, admin: SessionAdmin, action: UserAction, id: string): Promise<User> {
  const user = await findVisibleUser(db, admin, id);
  const transition = userTransitions[action];
  if (!(transition.types as readonly UserType[]).includes(user.user_type)) {
    throw new AppError('CONFLICT', userMessages.brokerOnly);
  }
  if (!mayActOn(action, user.user_type, admin.isSuper)) throw new AppError('FORBIDDEN', messages.forbidden);
  return user;
}

/**
 * Runs a user's move (contract `userTransitions`) through the one transition helper: one guarded
 * statement that changes the user only while it is in the `from` state (and ban flag), so of two
 * admins acting at once exactly one wins; the other gets 409 with the message for the state now.
 */
export async function moveUser(
  db: Executor,
  admin: SessionAdmin,
  action: UserAction,
  id: string,
  options: { set?: Record<string, unknown>; deletes?: boolean } = {},
): Promise<void> {
  const user = await authorise(db, admin, action, id);
  const move = userTransitions[action];
  // A deleting move (reject) keeps who the member was in the audit entry.
  const { name, phone, email, user_type } = user;
  await transition<User['status'] | 'deleted'>(db, users, {
    id,
    move: { from: [move.from], to: move.to },
    by: admin,
    ...options,
    kind: 'user',
    action,
    ...(options.deletes && { details: { name, phone, email, user_type } }),
    scope: assignedTo(admin),
    guard: and(
      inArray(users.userType, [...move.types]),
      'banned' in move ? eq(users.banned, move.banned) : undefined,
    ),
    notFound: userMessages.userNotFound,
    conflict: (status) => conflictMessage(action, status as User['status']),
  });
}

/** Unban, remove, unremove (console-core §4); 409 when the user is not in the action's `from` state. */
export async function changeUserState(
  db: Executor,
  admin: SessionAdmin,
  action: 'unban' | 'remove' | 'unremove',
  id: string,
): Promise<User> {
  // An unban clears the reason of the ban it ends.
  const set = action === 'unban' ? { banned: false, banReason: null } : {};
  await moveUser(db, admin, action, id, { set });
  return findVisibleUser(db, admin, id);
}

function throwUnknownAdmin(error: unknown): never {
  const pgError = postgresErrorOf(error);
  if (pgError?.code === '23503') {
    throw new AppError('VALIDATION', userMessages.adminUnknown, { admin_id: userMessages.adminUnknown });
  }
  throw error;
}

/** A member as its admin's e-mail names them. */
const memberOf = (user: User) => ({
  id: user._id,
  name: user.name,
  phone: user.phone,
  userType: user.user_type,
});

/**
 * PUT /user/accept/{id} {admin_id}: pending -> active, assigned to the admin the super admin chose
 * (suggested by GET accept_choices, docs/decisions/150). Exactly one of racing accepts wins.
 */
export async function acceptBroker(db: Executor, admin: SessionAdmin, id: string, adminId: string) {
  await db
    .transaction(async (tx) => {
      await moveUser(tx, admin, 'accept', id, { set: { adminId, assignedAt: sql`now()` } });
      // The broker's new admin hears of it by e-mail, with the move (docs/decisions/470).
      await enqueueAssignmentMail(tx, { adminId, members: [memberOf(await findVisibleUser(tx, admin, id))] });
    })
    .catch(throwUnknownAdmin);
  return findVisibleUser(db, admin, id);
}

/** DELETE /user/delete_user/{id}: rejecting a pending broker deletes it (docs/decisions/011). */
export async function rejectBroker(db: Executor, admin: SessionAdmin, id: string): Promise<void> {
  await moveUser(db, admin, 'reject', id, { deletes: true });
}

/** Our call (docs/decisions/010): moves one accepted or removed user to another admin. */
export async function changeUserAdmin(db: Executor, admin: SessionAdmin, id: string, adminId: string) {
  const user = await findVisibleUser(db, admin, id);
  await db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ adminId, assignedAt: sql`now()` })
        .where(and(visibleUser(admin, id), inArray(users.status, ['active', 'removed'])))
        .returning({ id: users.id });
      if (!row) throw new AppError('CONFLICT', userMessages.acceptFirst);
      const [before, after] = [{ admin_id: user.admin_id }, { admin_id: adminId }];
      await recordAudit(tx, { admin, action: 'change_admin', kind: 'user', itemId: id, before, after });
      if (user.admin_id !== adminId) await enqueueAssignmentMail(tx, { adminId, members: [memberOf(user)] });
    })
    .catch(throwUnknownAdmin);
  return findVisibleUser(db, admin, id);
}

/**
 * The one type shared by all the given users when this admin may see every one of them; undefined
 * when one is unknown or another admin's, or when they are of several types.
 */
export async function findSharedVisibleType(
  db: Executor,
  admin: SessionAdmin,
  ids: string[],
): Promise<UserType | undefined> {
  const types = new Set<UserType>();
  let seen = 0;
  for (let start = 0; start < ids.length; start += 5000) {
    const rows = await db
      .select({ userType: users.userType })
      .from(users)
      .where(and(inArray(users.id, ids.slice(start, start + 5000)), assignedTo(admin)));
    seen += rows.length;
    for (const row of rows) types.add(row.userType);
  }
  const [type] = types;
  return seen === ids.length && types.size === 1 ? type : undefined;
}
