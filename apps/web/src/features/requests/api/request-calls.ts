import { messageReplySchema } from '@simsar/contract/auth';
import { pageReplySchema } from '@simsar/contract/lists';
import { fillPath } from '@simsar/contract/paths';
import { type QueueConfig, type QueueList, type QueueMove, queuePaths } from '@simsar/contract/requests';
import { type RequestCard, requestCardSchema } from '@simsar/contract/requests-schemas';
import { reverseOf } from '@simsar/contract/transitions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { fetchQueuePage } from '../../../ui/queue-screen.tsx';
import { replyMessage } from '../../../ui/toasts.tsx';
import { usePageList } from '../../../ui/use-page-list.ts';

const requestPageSchema = pageReplySchema(requestCardSchema);

/** The request queues' query keys. */
export const requestKeys = {
  root: ['requests'] as const,
  queue: (config: QueueConfig) => ['requests', config.queue] as const,
  list: (config: QueueConfig, list: QueueList, search: string | undefined) =>
    ['requests', config.queue, list.page, search ?? ''] as const,
};

function fetchRequestPage(config: QueueConfig, list: QueueList, page: number, search: string | undefined) {
  return fetchQueuePage(config.row, list.page, requestPageSchema, page, search);
}

/** One tab at the queue's list path, ?page=&search=: paged and searched on the server. */
export function useRequestList(config: QueueConfig, list: QueueList) {
  return usePageList<RequestCard>(
    (search) => requestKeys.list(config, list, search),
    (page, search) => fetchRequestPage(config, list, page, search),
  );
}

/** How many items wait in the queue's to-do tab (the total of its first page): the tab's bell. */
export function useWaitingCount(config: QueueConfig): number {
  const todo = config.lists.find((list) => list.todo) as QueueList;
  const query = useQuery({
    queryKey: [...requestKeys.list(config, todo, undefined), 'count'],
    queryFn: () => fetchRequestPage(config, todo, 1, undefined),
  });
  return query.data?.total ?? 0;
}

/**
 * After a move: this queue's lists reload, and the app refreshes what other screens show. Its
 * reply's message is toasted by the query client, not by the card: the card is gone once the list reloads.
 */
function useRefreshQueue(config: QueueConfig, onChanged: () => void) {
  const queryClient = useQueryClient();
  return () => {
    onChanged();
    return queryClient.invalidateQueries({ queryKey: requestKeys.queue(config) });
  };
}

/** PUT {api}{move}/{id}: the item leaves this list for the other. */
export function useMoveRequest(config: QueueConfig, onChanged: () => void) {
  const refresh = useRefreshQueue(config, onChanged);
  const send = (move: QueueMove, id: string) =>
    apiRequest(fillPath(queuePaths.move(config, move), { id }), { method: 'PUT', reply: messageReplySchema });
  return useMutation({
    mutationFn: ({ move, id }: { move: QueueMove; id: string }) => send(move, id),
    onSuccess: refresh,
    meta: {
      successToast: replyMessage,
      // Done and undone take each other back (docs/decisions/282).
      undo: (_reply: unknown, { move, id }: { move: QueueMove; id: string }) => {
        const back = reverseOf(config.moves, move);
        return back && (() => send(back, id));
      },
    },
  });
}

/** DELETE {api}/remove/{id}. */
export function useRemoveRequest(config: QueueConfig, onChanged: () => void) {
  const refresh = useRefreshQueue(config, onChanged);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(fillPath(queuePaths.remove(config), { id }), {
        method: 'DELETE',
        reply: messageReplySchema,
      }),
    onSuccess: refresh,
    meta: { successToast: replyMessage },
  });
}
