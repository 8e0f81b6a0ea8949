import {
  type MemberItem,
  type MemberLink,
  type MemberPage,
  memberPageLimit,
} from '@simsar/contract/member-page';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { cils, deals, forms } from '../deals/deals.schema.ts';
import { requests } from '../requests/requests.schema.ts';
import { ownerIs } from '../users/users.ownership.service.ts';
import { users } from '../users/users.schema.ts';
import { findVisibleUser } from '../users/users.service.ts';

const linkColumns = { _id: users.id, name: users.name, user_type: users.userType, status: users.status };

/**
 * Every item of the member's, newest first (the first `memberPageLimit`), with how many there are in
 * all: what they filed (forms, deals and CIL by `user_id`, the requests of every queue by `member_id`,
 * each read by its `(member, created_at)` index), and the forms, deals and CIL naming them as the
 * client by their phone (those the admin may see: by the owner column, decision 400).
 */
async function itemsOf(
  db: Executor,
  admin: SessionAdmin,
  member: { id: string; phone: string },
): Promise<{ items: MemberItem[]; total: number }> {
  type Table = typeof forms | typeof deals | typeof cils;
  const columns = (kind: string, table: Table, role: MemberItem['role']) =>
    sql`select ${kind}::text as kind, ${role}::text as role, ${table.id} as id, ${table.status}::text as status, ${table.createdAt} as created_at from ${table}`;
  const submissions = (kind: string, table: Table) =>
    sql`${columns(kind, table, 'filer')} where ${table.userId} = ${member.id}
      union all ${columns(kind, table, 'client')} where ${and(eq(table.clientPhone, member.phone), ownerIs(admin, table.ownerId))}`;
  type Row = {
    kind: string;
    role: MemberItem['role'];
    id: string;
    status: string;
    created_at: Date | string;
    total: number;
  };
  const list = rowsOf<Row>(
    await db.execute(sql`
    select kind, role, id, status, created_at, count(*) over ()::int as total from (
      ${submissions('form', forms)}
      union all ${submissions('deal', deals)}
      union all ${submissions('cil', cils)}
      union all select ${requests.queue}::text, 'filer', ${requests.id}, ${requests.status}::text, ${requests.createdAt}
        from ${requests} where ${requests.memberId} = ${member.id}
    ) as filed
    order by created_at desc, id desc
    limit ${memberPageLimit}`),
  );
  return {
    items: list.map((row) => ({
      kind: row.kind,
      role: row.role,
      _id: row.id,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total: list[0]?.total ?? 0,
  };
}

/**
 * A member's page (docs/decisions/442): the member as the admin may see them (404 for an ordinary
 * admin's other members, as every call about a member), who invited them and the members they invited
 * (named, whoever's they are: the page says who brought whom), and the items they filed.
 */
export async function findMemberPage(db: Executor, admin: SessionAdmin, id: string): Promise<MemberPage> {
  const user = await findVisibleUser(db, admin, id);
  const [inviter] = user.invited_by
    ? await db.select(linkColumns).from(users).where(eq(users.id, user.invited_by))
    : [];
  const invited: MemberLink[] = await db
    .select(linkColumns)
    .from(users)
    .where(eq(users.invitedBy, id))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(memberPageLimit);
  const { items, total } = await itemsOf(db, admin, { id, phone: user.phone });
  return {
    user,
    invited_by: inviter ?? null,
    invited,
    invited_total: user.number_of_invitaion,
    items,
    items_total: total,
  };
}
