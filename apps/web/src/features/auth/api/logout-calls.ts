import { messageReplySchema } from '@simsar/contract/auth';
import { apiPaths } from '@simsar/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../ui/api-client.ts';
import { clearStoredSession } from '../../../ui/session-storage.ts';
import { authKeys } from './auth-calls.ts';

/** POST /api/admin/logout: the server revokes the session and clears the cookie. */
export function logout() {
  return apiRequest(apiPaths.logout, { method: 'POST', reply: messageReplySchema.partial().optional() });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      clearStoredSession();
      // Signed out now: /login must not send the admin back home on the probe's old answer.
      queryClient.setQueryData(authKeys.me, { admin: null });
      // Leave the signed-in screens first, so none of them refetches what is cleared.
      await navigate('/login', { replace: true });
      queryClient.clear();
    },
  });
}
