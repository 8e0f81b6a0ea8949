import { messageReplySchema } from '@simsar/contract/auth';
import { summarySchema } from '@simsar/contract/home';
import { pageReplySchema } from '@simsar/contract/lists';
import { apiPaths } from '@simsar/contract/paths';
import type { QueueConfig, QueueList, QueueMove } from '@simsar/contract/requests';
import { requestCardSchema } from '@simsar/contract/requests-schemas';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { showSuccessToast } from '../../../ui/toasts.tsx';

const requestPageSchema = pageReplySchema(requestCardSchema);

export const requestQueryKeys = {
  queue: (config: QueueConfig) => ['requests', config.queue] as const,
  list: (config: QueueConfig, list: QueueList, search: string) =>
    ['requests', config.queue, list.page, search] as const,
};

/** GET {api}{list}?page=&search=: one tab, paged on the server (Get more appends the next page). */
export function useRequestList(config: QueueConfig, list: QueueList, search: string) {
  return useInfiniteQuery({
    queryKey: requestQueryKeys.list(config, list, search),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ page: String(pageParam) });
      if (search) params.set('search', search);
      return apiRequest(`${config.api}${list.path}?${params}`, { reply: requestPageSchema });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

/** The home summary's counts, for the bell on a queue's to-do tab (same cache as the home cards). */
export function useWaitingCounts() {
  return useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: () => apiRequest(apiPaths.summary, { reply: summarySchema }),
    staleTime: 30_000,
  });
}

function useRefreshQueue(config: QueueConfig) {
  const queryClient = useQueryClient();
  // The toast is shown here, not by the card: the card is gone once the list reloads.
  return (reply: { message: string }) => {
    showSuccessToast(reply.message);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: requestQueryKeys.queue(config) }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'summary'] }),
    ]);
  };
}

/** PUT {api}{move}/{id}: the item leaves this list for the other. */
export function useMoveRequest(config: QueueConfig) {
  const refresh = useRefreshQueue(config);
  return useMutation({
    mutationFn: ({ move, id }: { move: QueueMove; id: string }) =>
      apiRequest(`${config.api}${move.path}/${id}`, { method: 'PUT', reply: messageReplySchema }),
    onSuccess: refresh,
  });
}

/** DELETE {api}/remove/{id}. */
export function useRemoveRequest(config: QueueConfig) {
  const refresh = useRefreshQueue(config);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${config.api}/remove/${id}`, { method: 'DELETE', reply: messageReplySchema }),
    onSuccess: refresh,
  });
}
