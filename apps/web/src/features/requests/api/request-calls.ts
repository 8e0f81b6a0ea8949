import { messageReplySchema } from '@simsar/contract/auth';
import type { SplitDisputeInput } from '@simsar/contract/disputes';
import { pageReplySchema } from '@simsar/contract/lists';
import { fillPath } from '@simsar/contract/paths';
import { buttonsOf, type RequestButton, type RequestTab } from '@simsar/contract/queue-kind-row';
import { queuePaths, type RequestRow } from '@simsar/contract/requests';
import { type RequestCard, requestCardSchema } from '@simsar/contract/requests-schemas';
import { reverseOf } from '@simsar/contract/transitions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { fetchQueuePage } from '../../../ui/queue-screen.tsx';
import { replyMessage } from '../../../ui/toasts.tsx';
import { useQueuePageList } from '../../../ui/use-queue-page-list.ts';

const requestPageSchema = pageReplySchema(requestCardSchema);

/** The request queues' query keys. */
export const requestKeys = {
  root: ['requests'] as const,
  queue: (row: RequestRow) => ['requests', row.kind] as const,
  list: (row: RequestRow, tab: RequestTab, search: string | undefined, filter: Record<string, string> = {}) =>
    ['requests', row.kind, tab.page, search ?? '', filter] as const,
};

function fetchRequestPage(
  row: RequestRow,
  tab: RequestTab,
  page: number,
  search: string | undefined,
  filter: Record<string, string>,
) {
  return fetchQueuePage(row, tab.page, requestPageSchema, page, search, filter);
}

/** One tab at the queue's list path, ?page=&search= and its filters (the address's): paged and searched on the server. */
export function useRequestList(row: RequestRow, tab: RequestTab) {
  return useQueuePageList<RequestCard>(
    (search, sent) => requestKeys.list(row, tab, search, sent),
    (page, sent) => fetchRequestPage(row, tab, page, undefined, sent),
  );
}

/** How many items wait in the queue's to-do tab (the total of its first page): the tab's bell. */
export function useWaitingCount(row: RequestRow): number {
  const todo = row.tabs.find((tab) => tab.todo) as RequestTab;
  const query = useQuery({
    queryKey: [...requestKeys.list(row, todo, undefined), 'count'],
    queryFn: () => fetchRequestPage(row, todo, 1, undefined, {}),
  });
  return query.data?.total ?? 0;
}

/**
 * After a move: this queue's lists reload, and the app refreshes what other screens show. Its
 * reply's message is toasted by the query client, not by the card: the card is gone once the list reloads.
 */
function useRefreshQueue(row: RequestRow, onChanged: () => void) {
  const queryClient = useQueryClient();
  return () => {
    onChanged();
    return queryClient.invalidateQueries({ queryKey: requestKeys.queue(row) });
  };
}

/** PUT {api}{move}/{id}: the item leaves this list for the other. */
export function useMoveRequest(row: RequestRow, onChanged: () => void) {
  const refresh = useRefreshQueue(row, onChanged);
  const send = (move: RequestButton, id: string, body?: SplitDisputeInput) =>
    apiRequest(fillPath(queuePaths.move(row, move), { id }), {
      method: 'PUT',
      reply: messageReplySchema,
      ...(body && { body }),
    });
  return useMutation({
    // A dispute's Split sends the first broker's share (docs/decisions/540).
    mutationFn: ({ move, id, body }: { move: RequestButton; id: string; body?: SplitDisputeInput }) =>
      send(move, id, body),
    onSuccess: refresh,
    meta: {
      successToast: replyMessage,
      // Done and undone take each other back (docs/decisions/282).
      undo: (_reply: unknown, { move, id }: { move: RequestButton; id: string }) => {
        const back = reverseOf(buttonsOf(row), move);
        return back && (() => send(back, id));
      },
    },
  });
}

/** DELETE {api}/remove/{id}. */
export function useRemoveRequest(row: RequestRow, onChanged: () => void) {
  const refresh = useRefreshQueue(row, onChanged);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(fillPath(queuePaths.remove(row), { id }), {
        method: 'DELETE',
        reply: messageReplySchema,
      }),
    onSuccess: refresh,
    meta: { successToast: replyMessage },
  });
}
