import { memberRouteOf, type SearchHit } from '@simsar/contract/global-search';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { GlobalSearcher, GlobalTerm } from '../../core/global-search.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { assignedTo } from './users.ownership.service.ts';
import { users } from './users.schema.ts';

/**
 * What the text matches in a member, each condition on its own index: a whole phone (any spelling,
 * as stored) on the phones' unique index, a part of one on their trigram index, a text on the name's (search form) and the e-mail's, an
 * invitation code whole on its unique index.
 */
function memberMatches(found: GlobalTerm): SQL | undefined {
  const code = eq(users.myInvitationCode, found.exact);
  // A whole number is one look-up in the phones' unique index; a part of one, the trigram index.
  if (found.wholePhone) return or(eq(users.phone, found.wholePhone), code);
  if (found.phone) return or(sql`${users.phone} like ${found.phone}`, code);
  return or(sql`${users.nameSearch} like ${found.pattern}`, sql`${users.email} ilike ${found.pattern}`, code);
}

/** The members the admin may see (their own, every one for a super admin) the text matches. */
async function findMembers(db: Executor, admin: SessionAdmin, found: GlobalTerm): Promise<SearchHit[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      userType: users.userType,
      status: users.status,
    })
    .from(users)
    .where(and(memberMatches(found), assignedTo(admin)))
    .limit(found.limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.userType,
    name: row.name,
    detail: `${row.phone} · ${row.email}`,
    status: row.status,
    route: memberRouteOf({ id: row.id }),
  }));
}

export const memberSearcher: GlobalSearcher = { group: 'members', find: findMembers };
