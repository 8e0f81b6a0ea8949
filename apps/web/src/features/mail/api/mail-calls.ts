import {
  type MailChoicesInput,
  type MailChoicesReply,
  mailChoicesReplySchema,
  mailPaths,
} from '@simsar/contract/mail';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/** GET /api/admin/mail_choices: the signed-in admin's e-mail choices and whether the server sends. */
export const mailChoicesQueryOptions = queryOptions({
  queryKey: ['mail', 'choices'] as const,
  queryFn: () => apiRequest(mailPaths.choices, { reply: mailChoicesReplySchema }),
});

export function useMailChoices() {
  return useQuery(mailChoicesQueryOptions);
}

/** PUT /api/admin/mail_choices: the choices the body names; the reply is the whole set, shown at once. */
export function useSaveMailChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailChoicesInput) =>
      apiRequest(mailPaths.choices, { method: 'PUT', body: input, reply: mailChoicesReplySchema }),
    onSuccess: (reply: MailChoicesReply) => queryClient.setQueryData(mailChoicesQueryOptions.queryKey, reply),
  });
}
