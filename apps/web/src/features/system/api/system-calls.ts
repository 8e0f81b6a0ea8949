import { messages } from '@simsar/contract/messages';
import { apiPaths } from '@simsar/contract/paths';
import { type SystemSettings, systemSettingsReplySchema } from '@simsar/contract/system';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../ui/api-client.ts';
import { replyMessage } from '../../../ui/toasts.tsx';

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

/**
 * PUT one setting the System tab saves from its own control (two-factor, company sign-in, when a
 * commission is earned, the protection days): the reply's message is the toast, and the settings
 * are read again.
 */
export function useSaveSetting<Body, Reply extends z.core.$ZodType<{ message: string }>>(
  path: string,
  reply: Reply,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest(path, { method: 'PUT', body, reply }),
    meta: { successToast: replyMessage },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemSettingsQueryOptions.queryKey }),
  });
}
