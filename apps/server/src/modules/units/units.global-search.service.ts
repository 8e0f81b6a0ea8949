import type { SearchHit } from '@simsar/contract/global-search';
import { unitRoutes } from '@simsar/contract/units-paths';
import { and, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { GlobalSearcher, GlobalTerm } from '../../core/global-search.ts';
import { unitSearchText, units } from './units.schema.ts';

/**
 * The filled projects whose name, developer (English or Arabic) or location the text matches, as
 * the projects list's search does, on the same trigram index; every admin reads the projects.
 */
async function findProjects(db: Executor, _admin: unknown, found: GlobalTerm): Promise<SearchHit[]> {
  const rows = await db
    .select({ id: units.id, name: units.projectName, developer: units.devNameEn, location: units.locationEn })
    .from(units)
    .where(and(isNotNull(units.filledAt), sql`${unitSearchText(units)} like ${found.pattern}`))
    .limit(found.limit);
  return rows.map((row) => ({
    id: row.id,
    kind: 'project',
    name: row.name,
    detail: [row.developer, row.location].filter(Boolean).join(' · '),
    status: '',
    route: unitRoutes.detail(row.id),
  }));
}

export const projectSearcher: GlobalSearcher = { group: 'projects', find: findProjects };
