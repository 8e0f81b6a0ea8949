import { logoutReplySchema } from '@simsar/contract/company-sign-in';
import { apiPaths } from '@simsar/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { abandonReads, apiRequest } from '../../../ui/api-client.ts';
import { clearStoredSession } from '../../../ui/session-storage.ts';
import type { SignedOutState } from '../company-sign-in.tsx';
import { authKeys, forgetSession } from './auth-calls.ts';

/** POST /api/admin/logout: the server revokes the session and clears the cookie. */
export function logout() {
  return apiRequest(apiPaths.logout, { method: 'POST', reply: z.optional(z.partial(logoutReplySchema)) });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // A read still under way would reach the server after the session ends and be answered 401.
    onMutate: abandonReads,
    // Still signed in (the call failed, its message shown): the screen reads again what was abandoned.
    onError: () => void queryClient.invalidateQueries(),
    onSuccess: async (reply) => {
      clearStoredSession();
      // Signed out now: /login must not send the admin back home on the probe's old answer.
      queryClient.setQueryData(authKeys.me, { admin: null });
      // Leave the signed-in screens first, so none of them refetches what is cleared.
      // The provider's own sign-out, when the session came from it, is offered there (docs/decisions/464).
      const state: SignedOutState = { providerSignOut: reply?.provider_sign_out };
      await navigate('/login', { replace: true, state });
      forgetSession(queryClient);
    },
  });
}
