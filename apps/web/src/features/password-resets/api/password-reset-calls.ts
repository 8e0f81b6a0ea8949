import { messageReplySchema } from '@simsar/contract/auth';
import { resetMessages } from '@simsar/contract/messages';
import {
  newPasswordReplySchema,
  resetPaths,
  resetRequestListReplySchema,
} from '@simsar/contract/password-resets';
import { fillPath } from '@simsar/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { copyText } from '../../../ui/clipboard.ts';
import { replyMessage } from '../../../ui/toasts.tsx';

/**
 * The /forgot_password calls (console-core §7). They carry no Authorization header, as the spec
 * says: apiRequest never sends one; the session cookie goes with them.
 */
export const passwordResetKeys = { all: ['password-resets'] as const };

export function useResetRequests() {
  return useQuery({
    queryKey: passwordResetKeys.all,
    queryFn: async () => (await apiRequest(resetPaths.list, { reply: resetRequestListReplySchema })).response,
  });
}

/** Asks for a new password, copies it (a failure is only logged) and says so (console-core §2, §8). */
export function useNewPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(fillPath(resetPaths.newPassword, { id }), { method: 'PUT', reply: newPasswordReplySchema }),
    meta: { successToast: () => resetMessages.copied },
    onSuccess: async ({ new_password }) => {
      await copyText(new_password);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passwordResetKeys.all }),
  });
}

export function useDeleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(fillPath(resetPaths.remove, { id }), { method: 'DELETE', reply: messageReplySchema }),
    meta: { successToast: replyMessage },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passwordResetKeys.all }),
  });
}
