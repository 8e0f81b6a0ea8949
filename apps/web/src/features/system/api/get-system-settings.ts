import { apiPaths } from '@simsar/contract/paths';
import { systemSettingsReplySchema } from '@simsar/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/** GET /api/system/ (super admin). */
export function getSystemSettings() {
  return apiRequest(apiPaths.system, { reply: systemSettingsReplySchema });
}

/** The system settings' query keys. */
export const systemKeys = { settings: ['system', 'settings'] as const };

export const systemSettingsQueryOptions = queryOptions({
  queryKey: systemKeys.settings,
  queryFn: getSystemSettings,
});

export function useSystemSettings() {
  return useQuery(systemSettingsQueryOptions);
}
