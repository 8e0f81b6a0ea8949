import {
  banUserSchema,
  memberListName,
  type User,
  type UserAction,
  type UserType,
  userTransitions,
  userTypes,
} from '@simsar/contract/users';
import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { BulkMove } from '../../core/bulk.ts';
import type { AppContext } from '../../core/context.ts';
import type { Executor } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { banUser } from './users.ban.service.ts';
import { assignedTo } from './users.ownership.service.ts';
import { users } from './users.schema.ts';
import { acceptBroker, changeUserAdmin, changeUserState, rejectBroker } from './users.service.ts';

const memberListNames = userTypes.map(memberListName);
/** Every list of members: each type's, an admin's team, the unassigned. */
const everyMemberList = [...memberListNames, 'team', 'unassigned'];
const adminField = z.object({ admin_id: z.uuid('Choose an admin') });

/**
 * A member move once per access: on the lists of the types whose move is a super admin's (a
 * broker's ban, unban, removal: contract `mayActOn`, which the console's bulk bar follows) it is
 * `super`, refused before its body is read (docs/decisions/311); on the others an ordinary admin
 * makes it on their own members.
 */
function byAccess(action: UserAction, move: Omit<BulkMove, 'lists' | 'access'>): BulkMove[] {
  const superTypes: readonly UserType[] = userTransitions[action].superOnlyFor;
  const superLists = userTypes.filter((type) => superTypes.includes(type)).map(memberListName);
  const rows: BulkMove[] = [
    { ...move, lists: superLists, access: 'super' },
    { ...move, lists: everyMemberList.filter((list) => !superLists.includes(list)), access: 'admin' },
  ];
  return rows.filter((row) => row.lists.length > 0);
}

async function namesOf(db: Executor, admin: SessionAdmin, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(inArray(users.id, ids), assignedTo(admin)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const member = { idOf: (item: unknown) => (item as User)._id, namesOf };

/**
 * The members' bulk moves (docs/decisions/284), each the single route's own service call: accept or
 * reject a pending broker (super admin; an accept to one chosen admin), ban with one reason for all
 * (each member told in their app, docs/decisions/283) and unban, remove and unremove, and assign to
 * another admin (super admin).
 */
export function userBulkMovesOf({ notifyMember }: Pick<AppContext, 'notifyMember'>): BulkMove[] {
  return [
    {
      ...member,
      move: 'accept',
      lists: [memberListName('Broker')],
      access: 'super',
      fields: adminField,
      run: (db, admin, id, fields) => acceptBroker(db, admin, id, String(fields.admin_id)),
    },
    {
      ...member,
      move: 'reject',
      lists: [memberListName('Broker')],
      access: 'super',
      run: (db, admin, id) => rejectBroker(db, admin, id),
    },
    ...byAccess('ban', {
      ...member,
      move: 'ban',
      fields: banUserSchema,
      run: (db, admin, id, fields) => banUser(db, notifyMember, admin, id, String(fields.reason)),
    }),
    ...(['unban', 'remove', 'unremove'] as const).flatMap((action) =>
      byAccess(action, {
        ...member,
        move: action,
        run: (db, admin, id) => changeUserState(db, admin, action, id),
      }),
    ),
    {
      ...member,
      move: 'assign',
      lists: everyMemberList,
      access: 'super',
      fields: adminField,
      run: (db, admin, id, fields) => changeUserAdmin(db, admin, id, String(fields.admin_id)),
    },
  ];
}
