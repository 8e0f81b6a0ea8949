import { unitPaths } from '@simsar/contract/units-paths';
import { unitListReplySchema, unitSearchReplySchema } from '@simsar/contract/units-replies';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { unitKeys } from './unit-keys.ts';

/** GET /api/units/admin/{page}: one page of project cards and the number of pages. */
export function getUnitsPage(page: number) {
  return apiRequest(unitPaths.list(page), { reply: unitListReplySchema });
}

/** POST /api/units/admin_search {search}. */
export function searchUnits(search: string) {
  return apiRequest(unitPaths.search, { method: 'POST', body: { search }, reply: unitSearchReplySchema });
}

export function useUnitsPage(page: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: unitKeys.page(page), queryFn: () => getUnitsPage(page) }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useUnitSearch(search: string) {
  return useQuery({
    queryKey: unitKeys.search(search),
    queryFn: () => searchUnits(search),
    enabled: search !== '',
  });
}
