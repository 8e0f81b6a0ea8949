import {
  globalSearchPath,
  globalSearchQuerySchema,
  globalSearchReplySchema,
} from '@simsar/contract/global-search';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { type GlobalSearcher, searchEverything } from '../../core/global-search.ts';

/**
 * GET /api/admin/search?q= (ours, docs/decisions/500): the console's one search over what the
 * areas declare searchable (`searched`), as the caller may see it.
 */
export function registerGlobalSearchRoutes(
  api: ZodApp,
  { db }: AppContext,
  searchers: GlobalSearcher[],
): void {
  api.get(
    globalSearchPath,
    {
      schema: {
        tags: ['Search'],
        querystring: globalSearchQuerySchema,
        response: { 200: globalSearchReplySchema },
      },
    },
    (request) => searchEverything(db, sessionOf(request), request.query.q, searchers),
  );
}
