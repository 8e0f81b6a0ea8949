import { globalSearchPath, globalSearchReplySchema } from '@simsar/contract/global-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/** GET /api/admin/search?q=: the console's one search (docs/decisions/500). */
export function getGlobalSearch(term: string) {
  return apiRequest(`${globalSearchPath}?q=${encodeURIComponent(term)}`, { reply: globalSearchReplySchema });
}

/** The hits for a term (already debounced); nothing is asked for a blank one. */
export function useGlobalSearch(term: string) {
  return useQuery({
    queryKey: ['search', term],
    queryFn: () => getGlobalSearch(term),
    enabled: term.trim() !== '',
    // The last hits stay while the next term's are on their way: the list does not flash empty.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
