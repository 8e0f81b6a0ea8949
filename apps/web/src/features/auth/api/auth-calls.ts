import { companySignInPaths, companySignInProviderSchema } from '@simsar/contract/company-sign-in';
import { messages } from '@simsar/contract/messages';
import { apiPaths } from '@simsar/contract/paths';
import {
  type LoginInput,
  type LoginReply,
  loginReplySchema,
  sessionReplySchema,
} from '@simsar/contract/sign-in';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, apiRequest } from '../../../ui/api-client.ts';
import { storeSuperFlag } from '../../../ui/session-storage.ts';
import { hideErrorToasts } from '../../../ui/toasts.tsx';

// The sign-in page's calls, with zod/mini schemas only: signing out is in logout-calls.ts, loaded
// with the shell (docs/decisions/291).

/**
 * GET /api/admin/session: the session check. It answers 200 either way, `admin: null` when signed
 * out or expired, so a signed-out page load logs no failed call (docs/decisions/161).
 */
export function getSession() {
  return apiRequest(apiPaths.session, { reply: sessionReplySchema });
}

/** The session's query keys. */
export const authKeys = { me: ['auth', 'me'] as const };

/**
 * Signed out: what was cached belonged to the session and goes, but the answer that no one is signed
 * in stays. The sign-in page, often already showing, keeps its form and what was typed in it, where a
 * cleared answer would put it behind the session check's loader again at its next render
 * (docs/decisions/576).
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(authKeys.me, { admin: null });
}

export const meQueryOptions = queryOptions({
  queryKey: authKeys.me,
  queryFn: getSession,
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

const anyMessageReply = z.looseObject({ message: z.string() });

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

/** GET /api/admin/oidc: the company's identity provider's name, or null when company sign-in is off. */
export function useCompanySignInProvider() {
  return useQuery({
    queryKey: ['auth', 'company-sign-in'] as const,
    queryFn: () =>
      apiRequest(companySignInPaths.provider, { reply: companySignInProviderSchema, session: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
