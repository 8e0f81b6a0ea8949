import { type ChangePasswordInput, messageReplySchema } from '@simsar/contract/auth';
import { apiPaths } from '@simsar/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/** PUT /api/admin/change_password {old_password, password}. The server ends the other sessions. */
export function changePassword(input: ChangePasswordInput) {
  return apiRequest(apiPaths.changePassword, {
    method: 'PUT',
    body: input,
    reply: messageReplySchema.partial().optional(),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
