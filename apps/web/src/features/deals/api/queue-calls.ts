import { type Cil, cilPaths, cilReplySchema, cilSchema } from '@simsar/contract/cil';
import {
  type AcceptSubmissionInput,
  type QueuePage,
  type Submission,
  type SubmissionKind,
  submissionPaths,
  submissionReplySchema,
  submissionSchema,
} from '@simsar/contract/deals';
import { pageReplySchema } from '@simsar/contract/lists';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '../../../ui/api-client.ts';
import { showSuccessToast } from '../../../ui/toasts.tsx';
import { pathOf, type QueueKind, queues } from '../queues.ts';

const submissionPage = pageReplySchema(submissionSchema);
const cilPage = pageReplySchema(cilSchema);

export const queueKeys = {
  all: (kind: QueueKind) => ['queue', kind] as const,
  list: (kind: QueueKind, page: QueuePage, search: string) => ['queue', kind, 'list', page, search] as const,
  count: (kind: QueueKind, page: QueuePage) => ['queue', kind, 'count', page] as const,
  item: (kind: QueueKind, id: string) => ['queue', kind, 'item', id] as const,
};

type QueueItem<Kind extends QueueKind> = Kind extends 'cil' ? Cil : Submission;

function getQueuePage<Kind extends QueueKind>(kind: Kind, status: QueuePage, page: number, search: string) {
  const query = new URLSearchParams({ page: String(page), ...(search && { search }) });
  const reply = kind === 'cil' ? cilPage : submissionPage;
  return apiRequest(`${pathOf(queues[kind].list, { status })}?${query}`, { reply }) as Promise<{
    items: QueueItem<Kind>[];
    page: number;
    pages: number;
    total: number;
  }>;
}

/** One queue, paged on the server (Get more) and searched there by broker, client or project. */
export function useQueueList<Kind extends QueueKind>(kind: Kind, status: QueuePage, search: string) {
  return useInfiniteQuery({
    queryKey: queueKeys.list(kind, status, search),
    queryFn: ({ pageParam }) => getQueuePage(kind, status, pageParam, search),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

/** How many items wait in a queue's tab (its bell). */
export function useQueueCount(kind: QueueKind, status: QueuePage, enabled: boolean) {
  return useQuery({
    queryKey: queueKeys.count(kind, status),
    queryFn: () => getQueuePage(kind, status, 1, ''),
    select: (page) => page.total,
    enabled,
  });
}

export function useQueueItem<Kind extends QueueKind>(kind: Kind, id: string) {
  return useQuery({
    queryKey: queueKeys.item(kind, id),
    queryFn: async () => {
      const reply = kind === 'cil' ? cilReplySchema : submissionReplySchema;
      return (await apiRequest(pathOf(queues[kind].detail, { id }), { reply })).response as QueueItem<Kind>;
    },
  });
}

/** After a move: the item's new state, and every list and bell fetched again. */
function useMoved(kind: QueueKind) {
  const queryClient = useQueryClient();
  return (reply: { message: string; response: { _id: string } }) => {
    showSuccessToast(reply.message);
    queryClient.setQueryData(queueKeys.item(kind, reply.response._id), reply.response);
    queryClient.invalidateQueries({ queryKey: queueKeys.all(kind) });
    queryClient.invalidateQueries({ queryKey: ['admin', 'summary'] });
  };
}

type SubmissionAction =
  | { move: 'pending' | 'reject' | 'commission' }
  | { move: 'accept'; body: AcceptSubmissionInput };

/** The moves of a form or deal (§4) and adding its commission. */
export function useSubmissionAction(kind: SubmissionKind, id: string) {
  const onSuccess = useMoved(kind);
  const paths = submissionPaths[kind];
  return useMutation({
    mutationFn: (action: SubmissionAction) => {
      const path = pathOf(paths[action.move], { id });
      const method = action.move === 'reject' ? 'DELETE' : action.move === 'commission' ? 'POST' : 'PUT';
      const body = action.move === 'accept' ? action.body : undefined;
      return apiRequest(path, { method, body, reply: submissionReplySchema });
    },
    onSuccess,
  });
}

type CilAction = { move: 'pending' } | { move: 'accept' | 'reject'; form: FormData };

/** The moves of a CIL (§4): accept and reject send an image (with admin and contact on accept). */
export function useCilAction(id: string, onProgress?: (share: number) => void) {
  const onSuccess = useMoved('cil');
  return useMutation({
    mutationFn: (action: CilAction) => {
      const path = pathOf(cilPaths[action.move], { id });
      if (action.move === 'pending') return apiRequest(path, { method: 'PUT', reply: cilReplySchema });
      return apiUpload(path, { method: 'PUT', form: action.form, reply: cilReplySchema, onProgress });
    },
    onSuccess,
  });
}
