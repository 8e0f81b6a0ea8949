import { summarySchema } from '@simsar/contract/home';
import { apiPaths } from '@simsar/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/** GET /api/admin/summary: the pending and new counts behind the home cards' bells. */
export function getSummary() {
  return apiRequest(apiPaths.summary, { reply: summarySchema });
}

/** The home screen's query keys. */
export const homeKeys = {
  summary: ['home', 'summary'] as const,
  alert: ['home', 'alert'] as const,
  guestLinks: ['home', 'guest-links'] as const,
};

export const summaryQueryOptions = queryOptions({
  queryKey: homeKeys.summary,
  queryFn: getSummary,
  staleTime: 30_000,
});

export function useSummary() {
  return useQuery(summaryQueryOptions);
}
