import { userPageSize } from '@simsar/contract/constants';
import {
  type MemberFilter,
  type MemberPageQuery,
  type MemberSort,
  memberFilterSchema,
} from '@simsar/contract/member-lists';
import { memberListName, type User, type UserType, userTypes } from '@simsar/contract/users';
import { and, eq, fillPlaceholders, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { withinDays } from '../../core/day-range.ts';
import { type Executor, perDatabase, postgresPool } from '../../core/db.ts';
import type { ExportColumn } from '../../core/export.ts';
import { defineList, type ListQuery, noFilter } from '../../core/lists.ts';
import { type CountedMemberState, keptMemberCount } from '../../core/member-counts.ts';
import { orderKey } from '../../core/order-keys.ts';
import { searchTerm } from '../../core/search.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { toUser, type UserRow, userColumns } from './users.data.service.ts';
import { assignedTo } from './users.ownership.service.ts';
import { users } from './users.schema.ts';

// NULLS LAST like the list indexes (drizzle-kit writes DESC NULLS LAST); a plain DESC means NULLS
// FIRST in PostgreSQL and would not match them, turning page 1 into a scan and sort of the whole type.
export const newestFirst = [orderKey(users.createdAt, 'desc', 'last'), orderKey(users.id, 'desc', 'last')];

/** A member whose name or phone contains the text, in search form (core/search.ts, docs/decisions/110). */
function memberMatching(search: string): SQL | undefined {
  const { pattern, phone } = searchTerm(search);
  const name = like(users.nameSearch, pattern);
  return phone ? or(name, sql`${users.phone} like ${pattern}`) : name;
}

/**
 * Page 1 of a member list, the console's most frequent query, as prepared statements:
 * built once per database rather than on every request, and on PostgreSQL parsed once per
 * connection. One for super admins (every member), one for an ordinary admin's members.
 * On a PostgreSQL server the statement's rows come as arrays straight from node-postgres and are
 * read by position (fromPageRow): Drizzle's generic row mapping was 13% of the CPU of this call
 * under load. PGlite keeps Drizzle's prepared query.
 */
function preparePageOne(db: Executor) {
  const pageOne = (where: SQL | undefined, name: string) => {
    const query = db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(...newestFirst)
      .limit(userPageSize);
    return { name, prepared: query.prepare(name), text: query.toSQL() };
  };
  const listed = and(eq(users.userType, sql.placeholder('type')), eq(users.status, 'active'));
  return {
    all: pageOne(listed, 'users_page_one'),
    assigned: pageOne(and(listed, eq(users.adminId, sql.placeholder('adminId'))), 'users_admin_page_one'),
  };
}
const pageOneStatements = perDatabase(preparePageOne);

const rowKeys = Object.keys(userColumns.row) as (keyof UserRow)[];

/** A row of userColumns as node-postgres gives it in array mode: the row's columns, then the two subqueries. */
function fromPageRow(values: unknown[]): User {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < rowKeys.length; index++) row[rowKeys[index] as string] = values[index];
  return toUser({
    row: row as UserRow,
    invitations: values[rowKeys.length] as number,
    adminName: values[rowKeys.length + 1] as string | null,
  });
}

/**
 * Page 1's statement for this admin and type, as a PostgreSQL server runs it: its name, SQL and
 * parameters (the benchmark's bare handler runs the very same, scripts/bench.ts).
 */
export function pageOneQuery(db: Executor, admin: SessionAdmin, type: UserType) {
  const statements = pageOneStatements(db);
  const values = admin.isSuper ? { type } : { type, adminId: admin.id };
  const statement = admin.isSuper ? statements.all : statements.assigned;
  return {
    name: `${statement.name}_rows`,
    text: statement.text.sql,
    values: fillPlaceholders(statement.text.params, values),
    run: () => statement.prepared.execute(values),
  };
}

async function readPageOne(db: Executor, admin: SessionAdmin, type: UserType): Promise<User[]> {
  const query = pageOneQuery(db, admin, type);
  const pool = postgresPool(db);
  if (!pool) return (await query.run()).map(toUser);
  const { name, text, values } = query;
  return (await pool.query<unknown[]>({ name, text, values, rowMode: 'array' })).rows.map(fromPageRow);
}

/**
 * Which members of a type a list holds: the active ones (banned too) unless told, narrowed by the
 * console's filters (contract member-lists.ts): one admin's, banned or not, joined between two days.
 */
export type { MemberFilter };

function memberWhere(type: UserType, filter: MemberFilter): SQL | undefined {
  return and(
    eq(users.userType, type),
    eq(users.status, filter.state ?? 'active'),
    filter.admin_id ? eq(users.adminId, filter.admin_id) : undefined,
    filter.banned ? eq(users.banned, filter.banned === 'yes') : undefined,
    withinDays(users.createdAt, filter.joined_from, filter.joined_to),
  );
}

/**
 * The member lists' sorts, each served by an index (users.schema.ts users_list_idx, users_name_list_idx
 * and their admin twins). A backward scan of `desc nulls last` is `asc nulls first`.
 */
const nullsOf = (dir: 'asc' | 'desc') => (dir === 'desc' ? 'last' : 'first');
const memberSorts: Record<MemberSort, (dir: 'asc' | 'desc') => (SQL | PgColumn)[]> = {
  joined: (dir) => [orderKey(users.createdAt, dir, nullsOf(dir)), orderKey(users.id, dir, nullsOf(dir))],
  name: (dir) => [sql`lower(${users.name}) ${sql.raw(dir)}`, orderKey(users.id, dir)],
};

/** A member's export row: what the card shows, the broker's own fields where the list has brokers. */
function memberExportColumns(brokers: boolean, withType: boolean): ExportColumn<User>[] {
  return [
    { header: 'Name', value: (user) => user.name },
    ...(withType
      ? ([{ header: 'Type', value: (user) => user.user_type }] satisfies ExportColumn<User>[])
      : []),
    { header: 'Email', value: (user) => user.email },
    { header: 'Phone', value: (user) => user.phone },
    { header: 'Join date', value: (user) => new Date(user.createdAt), format: 'date' },
    { header: 'Banned', value: (user) => user.ban },
    { header: 'Ban reason', value: (user) => user.ban_reason },
    { header: 'Admin', value: (user) => user.admin_name ?? 'Not assigned' },
    ...(brokers
      ? ([
          { header: 'Destination', value: (user) => user.area },
          { header: 'Work at', value: (user) => user.work_at },
          { header: 'Years of experience', value: (user) => user.years_experience },
          { header: 'Invitation code', value: (user) => user.my_invitation_code },
          { header: 'Invited', value: (user) => user.number_of_invitaion },
          { header: 'Earnings (EGP)', value: (user) => user.earnings, format: 'money' },
        ] satisfies ExportColumn<User>[])
      : []),
  ];
}

const isPageOne = (query: ListQuery<MemberFilter>) =>
  query.page === 1 &&
  !query.search &&
  (query.state ?? 'active') === 'active' &&
  !query.admin_id &&
  !query.banned &&
  !query.joined_from &&
  !query.joined_to;

/**
 * The member states a filter lists, as the kept counts name them (core/member-counts.ts), or
 * undefined where they cannot tell: banned or not among pending or removed members.
 */
function countedStatesOf(filter: MemberFilter): CountedMemberState[] | undefined {
  const state = filter.state ?? 'active';
  if (state !== 'active') return filter.banned ? undefined : [state];
  if (filter.banned === 'yes') return ['banned'];
  if (filter.banned === 'no') return ['accepted'];
  return ['accepted', 'banned'];
}

/**
 * A member list's total from the kept counts (decision 520) unless joined days narrow it: an
 * ordinary admin counts their own members, whatever admin they send; a super admin all, or the one
 * admin they filter by.
 */
function keptTotal(type: UserType) {
  return (db: Executor, admin: SessionAdmin, filter: MemberFilter) => {
    const states = countedStatesOf(filter) ?? [];
    if (admin.isSuper) return keptMemberCount(db, type, states, filter.admin_id);
    if (filter.admin_id && filter.admin_id !== admin.id) return Promise.resolve(0);
    return keptMemberCount(db, type, states, admin.id);
  };
}

const narrowedMembers = (filter: MemberFilter) =>
  Boolean(filter.joined_from || filter.joined_to) || countedStatesOf(filter) === undefined;

/** The members of one type, newest first, as this admin may see them (console-core §7 Users). */
function memberList(type: UserType) {
  return defineList(users, {
    name: memberListName(type),
    columns: () => userColumns,
    where: (filter: MemberFilter) => memberWhere(type, filter),
    visibleTo: (admin: SessionAdmin) => assignedTo(admin),
    counted: keptTotal(type),
    narrowed: narrowedMembers,
    search: memberMatching,
    order: () => newestFirst,
    sorts: memberSorts,
    pageSize: userPageSize,
    toItems: (rows) => rows.map(toUser),
    fastPath: (db, admin, query) => (isPageOne(query) ? readPageOne(db, admin, type) : undefined),
    export: { columns: memberExportColumns(type === 'Broker', false), filter: memberFilterSchema },
  });
}

export const memberLists = Object.fromEntries(userTypes.map((type) => [type, memberList(type)])) as Record<
  UserType,
  ReturnType<typeof memberList>
>;

/**
 * The admin screens' team and assign lists, paged and searched on the server
 * (docs/decisions/020): the same users as GET /admin/get_users/{id} and
 * /admin/get_non_distributed_users, by name, a page at a time, optionally by name or phone.
 */
const byName = [sql`lower(${users.name})`, users.id];

function usersByName<Filter>(
  name: string,
  filter: z.ZodType<Filter>,
  where: (filter: Filter) => SQL | undefined,
) {
  return defineList(users, {
    name,
    superOnly: true,
    columns: () => userColumns,
    where,
    search: memberMatching,
    order: () => byName,
    toItems: (rows) => rows.map(toUser),
    export: { columns: memberExportColumns(true, true), filter },
  });
}

/** The users assigned to one admin, whatever their state. */
export const teamList = usersByName('team', z.object({ admin_id: z.uuid() }), (filter) =>
  eq(users.adminId, filter.admin_id),
);

/** Accepted or removed users no admin has. */
export const unassignedList = usersByName('unassigned', noFilter, () =>
  and(isNull(users.adminId), inArray(users.status, ['active', 'removed'])),
);

/** GET /api/user/list/{type}: a page of a member list, sorted and filtered, with its count (docs/decisions/520). */
export function listMemberPage(db: Executor, admin: SessionAdmin, type: UserType, query: MemberPageQuery) {
  return memberLists[type].page(db, admin, query);
}
