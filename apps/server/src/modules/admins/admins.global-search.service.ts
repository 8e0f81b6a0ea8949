import type { SearchHit } from '@simsar/contract/global-search';
import { eq, or, sql } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import type { Executor } from '../../core/db.ts';
import type { GlobalSearcher, GlobalTerm } from '../../core/global-search.ts';
import { searchForm } from '../../core/search.ts';
import type { SessionAdmin } from '../../core/session.ts';

/**
 * The admins whose name (search form), e-mail or admin code the text matches; a super admin's
 * finding only, as the admins' screens are (console-core §2). The admins are tens: read whole.
 */
async function findAdmins(db: Executor, admin: SessionAdmin, found: GlobalTerm): Promise<SearchHit[]> {
  if (!admin.isSuper) return [];
  const rows = await db
    .select({ id: admins.id, name: admins.name, email: admins.email, code: admins.adminCode })
    .from(admins)
    .where(
      or(
        sql`${searchForm(admins.name)} like ${found.pattern}`,
        sql`${admins.email} ilike ${found.pattern}`,
        eq(admins.adminCode, found.exact),
      ),
    )
    .limit(found.limit);
  return rows.map((row) => ({
    id: row.id,
    kind: 'admin',
    name: row.name,
    detail: `${row.email} · ${row.code}`,
    status: '',
    route: `/team/${row.id}`,
  }));
}

export const adminSearcher: GlobalSearcher = { group: 'admins', find: findAdmins };
