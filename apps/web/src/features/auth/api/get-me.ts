import { meReplySchema } from '@simsar/contract/auth';
import { apiPaths } from '@simsar/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/** GET /api/admin/me: the session check. 401 means signed out or expired. */
export function getMe() {
  return apiRequest(apiPaths.me, { reply: meReplySchema });
}

/** The session's query keys. */
export const authKeys = { me: ['auth', 'me'] as const };

export const meQueryOptions = queryOptions({
  queryKey: authKeys.me,
  queryFn: getMe,
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
