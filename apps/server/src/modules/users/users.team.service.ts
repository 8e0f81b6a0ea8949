import type { Page, PageQuery } from '@simsar/contract/lists';
import type { User } from '@simsar/contract/users';
import { and, eq, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { countRows, findPage } from '../../core/paging.ts';
import { searchTerm } from '../../core/search.ts';
import { toUser, userColumns } from './users.data.service.ts';
import { users } from './users.schema.ts';

/**
 * The admin screens' team and assign lists, paged and searched on the server
 * (docs/decisions/020): the same users as GET /admin/get_users/{id} and
 * /admin/get_non_distributed_users, by name, a page at a time, optionally by name or phone.
 */
const assignable = inArray(users.status, ['active', 'removed']);
const byName = [sql`lower(${users.name})`, users.id];

function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const { pattern, phone } = searchTerm(search);
  const name = like(users.nameSearch, pattern);
  return phone ? or(name, sql`${users.phone} like ${pattern}`) : name;
}

function pageOf(db: Executor, where: SQL | undefined, page: number): Promise<Page<User>> {
  return findPage(
    page,
    async (limit, offset) =>
      (
        await db
          .select(userColumns)
          .from(users)
          .where(where)
          .orderBy(...byName)
          .limit(limit)
          .offset(offset)
      ).map(toUser),
    () => countRows(db, users, where),
  );
}

/** GET /admin/team/{id}?page=&search=: the users assigned to that admin, whatever their state. */
export function pageUsersOfAdmin(db: Executor, adminId: string, query: PageQuery): Promise<Page<User>> {
  return pageOf(db, and(eq(users.adminId, adminId), matching(query.search)), query.page);
}

/** GET /admin/unassigned?page=&search=: accepted or removed users no admin has. */
export function pageUnassignedUsers(db: Executor, query: PageQuery): Promise<Page<User>> {
  return pageOf(db, and(isNull(users.adminId), assignable, matching(query.search)), query.page);
}
