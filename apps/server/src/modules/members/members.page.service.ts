import {
  type MemberItem,
  type MemberLink,
  type MemberPage,
  memberPageLimit,
} from '@simsar/contract/member-page';
import { desc, eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { cils, deals, forms } from '../deals/deals.schema.ts';
import { requests } from '../requests/requests.schema.ts';
import { users } from '../users/users.schema.ts';
import { findVisibleUser } from '../users/users.service.ts';

const linkColumns = { _id: users.id, name: users.name, user_type: users.userType, status: users.status };

/**
 * Every item the member filed, in every queue, newest first (the first `memberPageLimit`), each with
 * how many there are in all: the brokers' forms, deals and CIL by `user_id`, the requests of every
 * queue by `member_id`, each read by its `(member, created_at)` index.
 */
async function itemsOf(db: Executor, id: string): Promise<{ items: MemberItem[]; total: number }> {
  const submissions = (kind: string, table: typeof forms | typeof deals | typeof cils) =>
    sql`select ${kind}::text as kind, ${table.id} as id, ${table.status}::text as status, ${table.createdAt} as created_at from ${table} where ${table.userId} = ${id}`;
  type Row = { kind: string; id: string; status: string; created_at: Date | string; total: number };
  const list = rowsOf<Row>(
    await db.execute(sql`
    select kind, id, status, created_at, count(*) over ()::int as total from (
      ${submissions('form', forms)}
      union all ${submissions('deal', deals)}
      union all ${submissions('cil', cils)}
      union all select ${requests.queue}::text, ${requests.id}, ${requests.status}::text, ${requests.createdAt}
        from ${requests} where ${requests.memberId} = ${id}
    ) as filed
    order by created_at desc, id desc
    limit ${memberPageLimit}`),
  );
  return {
    items: list.map((row) => ({
      kind: row.kind,
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
  const { items, total } = await itemsOf(db, id);
  return {
    user,
    invited_by: inviter ?? null,
    invited,
    invited_total: user.number_of_invitaion,
    items,
    items_total: total,
  };
}
