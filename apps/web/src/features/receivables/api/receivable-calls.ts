import { fillPath } from '@simsar/contract/paths';
import {
  ageingReplySchema,
  claimPageReplySchema,
  claimReplySchema,
  receivablePaths,
} from '@simsar/contract/receivables';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { replyMessage } from '../../../ui/toasts.tsx';
import { pagePath, usePageList } from '../../../ui/use-page-list.ts';

/** The Receivables screen's keys (docs/decisions/531). */
export const receivableKeys = {
  all: ['receivables'] as const,
  ageing: ['receivables', 'ageing'] as const,
  list: (search: string | undefined) => ['receivables', 'list', search ?? ''] as const,
};

export function useAgeing() {
  return useQuery({
    queryKey: receivableKeys.ageing,
    queryFn: () => apiRequest(receivablePaths.ageing, { reply: ageingReplySchema }),
  });
}

export function useClaimPages() {
  return usePageList(receivableKeys.list, (page, search) =>
    apiRequest(pagePath(receivablePaths.list, page, search), { reply: claimPageReplySchema }),
  );
}

export type ClaimAction = 'invoice' | 'payment' | 'writeOff';

/** Invoice, a payment or a write-off; every list and the ageing are read again, also after a 409. */
export function useClaimMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: string; action: ClaimAction; body: Record<string, string> }) =>
      apiRequest(fillPath(receivablePaths[action], { id }), {
        method: 'POST',
        body,
        reply: claimReplySchema,
      }),
    meta: { successToast: replyMessage },
    onSettled: () => queryClient.invalidateQueries({ queryKey: receivableKeys.all }),
  });
}
