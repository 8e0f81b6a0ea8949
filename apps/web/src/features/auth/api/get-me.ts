import { sessionReplySchema } from '@simsar/contract/auth';
import { apiPaths } from '@simsar/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/**
 * GET /api/admin/session: the session check. It answers 200 either way, `admin: null` when signed
 * out or expired, so a signed-out page load logs no failed call (docs/decisions/161).
 */
export function getSession() {
  return apiRequest(apiPaths.session, { reply: sessionReplySchema });
}

/** The session's query keys. */
export const authKeys = { me: ['auth', 'me'] as const };

export const meQueryOptions = queryOptions({
  queryKey: authKeys.me,
  queryFn: getSession,
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
