import {
  type LoginInput,
  type LoginReply,
  loginReplySchema,
  messageReplySchema,
  sessionReplySchema,
} from '@simsar/contract/auth';
import { messages } from '@simsar/contract/messages';
import { apiPaths } from '@simsar/contract/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../ui/api-client.ts';
import { clearStoredSession, storeSuperFlag } from '../../../ui/session-storage.ts';
import { hideErrorToasts } from '../../../ui/toasts.tsx';

/**
 * GET /api/admin/session: the session check. It answers 200 either way, `admin: null` when signed
 * out or expired, so a signed-out page load logs no failed call (docs/decisions/161).
 */
export function getSession() {
  return apiRequest(apiPaths.session, { reply: sessionReplySchema });
}

/** The session's query keys. */
export const authKeys = { me: ['auth', 'me'] as const };

export const meQueryOptions = queryOptions({
  queryKey: authKeys.me,
  queryFn: getSession,
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

const anyMessageReply = z.object({ message: z.string() }).loose();

/** POST /api/admin/login. A reply whose message is not "Login Successful!" is a failure (console-core §8). */
export async function login(input: LoginInput): Promise<LoginReply> {
  // 401 here means wrong credentials, not a lost session.
  const reply = await apiRequest(apiPaths.login, {
    method: 'POST',
    body: input,
    reply: anyMessageReply,
    session: false,
  });
  if (reply.message !== messages.loginSuccessful) throw new ApiError(reply.message, { status: 200 });
  const parsed = loginReplySchema.safeParse(reply);
  if (!parsed.success) throw new ApiError(reply.message, { status: 200 });
  return parsed.data;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (reply) => {
      // Whatever was cached belonged to the previous session, and the failed tries' toasts are past.
      queryClient.clear();
      hideErrorToasts();
      storeSuperFlag(reply.info.super_admin);
    },
  });
}

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
