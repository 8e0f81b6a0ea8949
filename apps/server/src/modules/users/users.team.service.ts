import type { Page, PageQuery } from '@simsar/contract/lists';
import type { User } from '@simsar/contract/users';
import type { Executor } from '../../core/db.ts';
import { teamList, unassignedList } from './users.lists.service.ts';

/** GET /admin/team/{id}?page=&search=: the users assigned to that admin, whatever their state. */
export function pageUsersOfAdmin(db: Executor, adminId: string, query: PageQuery): Promise<Page<User>> {
  return teamList.page(db, null, { ...query, admin_id: adminId });
}

/** GET /admin/unassigned?page=&search=: accepted or removed users no admin has. */
export function pageUnassignedUsers(db: Executor, query: PageQuery): Promise<Page<User>> {
  return unassignedList.page(db, null, query);
}
