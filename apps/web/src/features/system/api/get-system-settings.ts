import { apiPaths } from '@simsar/contract/paths';
import { systemSettingsReplySchema } from '@simsar/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/** GET /api/system/ (super admin). */
export function getSystemSettings() {
  return apiRequest(apiPaths.system, { reply: systemSettingsReplySchema });
}

export const systemSettingsQueryOptions = queryOptions({
  queryKey: ['system'],
  queryFn: getSystemSettings,
});

export function useSystemSettings() {
  return useQuery(systemSettingsQueryOptions);
}
