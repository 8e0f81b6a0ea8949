import { type LoginInput, type LoginReply, loginReplySchema } from '@simsar/contract/auth';
import { messages } from '@simsar/contract/messages';
import { apiPaths } from '@simsar/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../ui/api-client.ts';
import { storeSuperFlag } from '../../../ui/session-storage.ts';

const anyMessageReply = z.object({ message: z.string() }).loose();

/** POST /api/admin/login. A reply whose message is not "Login Successful!" is a failure (§8). */
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
      // Whatever was cached belonged to the previous session.
      queryClient.clear();
      storeSuperFlag(reply.info.super_admin);
    },
  });
}
