import { type ChangePasswordInput, messageReplySchema } from '@simsar/contract/auth';
import { messages } from '@simsar/contract/messages';
import { apiPaths } from '@simsar/contract/paths';
import {
  twoFactorEnableReplySchema,
  twoFactorPaths,
  twoFactorSetupReplySchema,
} from '@simsar/contract/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { replyMessage } from '../../../ui/toasts.tsx';

/** PUT /api/admin/change_password {old_password, password}. The server ends the other sessions. */
export function changePassword(input: ChangePasswordInput) {
  return apiRequest(apiPaths.changePassword, {
    method: 'PUT',
    body: input,
    reply: messageReplySchema.partial().optional(),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { successToast: () => messages.passwordChanged } });
}

/** POST setup {password}: a new secret and its QR code (not on until confirmed). */
export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest(twoFactorPaths.setup, {
        method: 'POST',
        body: { password },
        reply: twoFactorSetupReplySchema,
      }),
  });
}

/** POST enable {code}: on, with the ten recovery codes. */
export function useTwoFactorEnable() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(twoFactorPaths.enable, {
        method: 'POST',
        body: { code },
        reply: twoFactorEnableReplySchema,
      }),
    meta: { successToast: replyMessage },
  });
}
