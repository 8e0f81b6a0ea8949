import { messages } from '@simsar/contract/messages';
import { apiPaths } from '@simsar/contract/paths';
import { type SystemSettings, systemSettingsReplySchema } from '@simsar/contract/system';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
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

// The reply may carry the saved settings; anything else is fine too, the query is refetched.
const updateReplySchema = z.union([systemSettingsReplySchema, z.unknown()]);

/** PUT /api/system/update {taxes, app_taxes, active_users, free_broker_discount, forms}. */
export function updateSystemSettings(settings: SystemSettings) {
  return apiRequest(apiPaths.systemUpdate, { method: 'PUT', body: settings, reply: updateReplySchema });
}

export function useUpdateSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemSettings,
    meta: { successToast: () => messages.settingsSaved },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemSettingsQueryOptions.queryKey }),
  });
}
