import { meReplySchema } from '@simsar/contract/auth';
import { apiPaths } from '@simsar/contract/paths';
import {
  twoFactorEnableReplySchema,
  twoFactorPaths,
  twoFactorSetupReplySchema,
} from '@simsar/contract/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

const stateKey = ['two-factor', 'state'] as const;

/** Whether the signed-in admin's second factor is on (GET /api/admin/me). */
export function useTwoFactorState() {
  return useQuery({
    queryKey: stateKey,
    queryFn: async () => (await apiRequest(apiPaths.me, { reply: meReplySchema })).two_factor,
  });
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: () => apiRequest(twoFactorPaths.setup, { method: 'POST', reply: twoFactorSetupReplySchema }),
  });
}

export function useTwoFactorEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(twoFactorPaths.enable, {
        method: 'POST',
        body: { code },
        reply: twoFactorEnableReplySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stateKey }),
  });
}
