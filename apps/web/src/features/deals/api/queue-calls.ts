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
import { type Page, pageReplySchema } from '@simsar/contract/lists';
import { fillPath } from '@simsar/contract/paths';
import { queueKindOf } from '@simsar/contract/queue-kinds';
import { type SubmissionQueue, submissionDetailLinkOf } from '@simsar/contract/queue-links';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { apiRequest } from '../../../ui/api-client.ts';
import { fetchQueuePage } from '../../../ui/queue-screen.tsx';
import { replyMessage } from '../../../ui/toasts.tsx';
import { apiUpload } from '../../../ui/upload-client.ts';
import { useQueuePageList } from '../../../ui/use-queue-page-list.ts';

type QueueKind = SubmissionQueue;
const detailPaths: Record<QueueKind, string> = {
  form: submissionPaths.form.detail,
  deal: submissionPaths.deal.detail,
  cil: cilPaths.detail,
};

const submissionPage = pageReplySchema(submissionSchema);
const cilPage = pageReplySchema(cilSchema);

/** The query keys of forms, deals and CIL. */
export const dealKeys = {
  root: ['deals'] as const,
  all: (kind: QueueKind) => ['deals', kind] as const,
  list: (kind: QueueKind, page: QueuePage, search: string | undefined, filter: Record<string, string> = {}) =>
    ['deals', kind, 'list', page, search ?? '', filter] as const,
  count: (kind: QueueKind, page: QueuePage) => ['deals', kind, 'count', page] as const,
  item: (kind: QueueKind, id: string) => ['deals', kind, 'item', id] as const,
};

type QueueItem<Kind extends QueueKind> = Kind extends 'cil' ? Cil : Submission;

function getQueuePage<Kind extends QueueKind>(
  kind: Kind,
  status: QueuePage,
  page: number,
  search: string | undefined,
  filter: Record<string, string> = {},
): Promise<Page<QueueItem<Kind>>> {
  const reply: z.ZodType<Page<Cil | Submission>> = kind === 'cil' ? cilPage : submissionPage;
  return fetchQueuePage(queueKindOf(kind), status, reply, page, search, filter) as Promise<
    Page<QueueItem<Kind>>
  >;
}

/**
 * One queue, paged on the server (page N of M, Get more) and searched there by broker, client or
 * project, sorted and narrowed by the tab's address (docs/decisions/520, 563).
 */
export function useQueueList<Kind extends QueueKind>(kind: Kind, status: QueuePage) {
  return useQueuePageList<QueueItem<Kind>>(
    (search, sent) => dealKeys.list(kind, status, search, sent),
    (page, sent) => getQueuePage(kind, status, page, undefined, sent),
  );
}

/** How many items wait in a queue's tab (its bell). */
export function useQueueCount(kind: QueueKind, status: QueuePage) {
  return useQuery({
    queryKey: dealKeys.count(kind, status),
    queryFn: () => getQueuePage(kind, status, 1, undefined),
    select: (page) => page.total,
  });
}

export function useQueueItem<Kind extends QueueKind>(kind: Kind, id: string) {
  return useQuery({
    queryKey: dealKeys.item(kind, id),
    queryFn: async () => {
      const reply = kind === 'cil' ? cilReplySchema : submissionReplySchema;
      const path: string = detailPaths[kind];
      return (await apiRequest(fillPath(path, { id }), { reply })).response as QueueItem<Kind>;
    },
  });
}

/**
 * After a move (its reply's message is toasted by the query client): the item's new state, this
 * area's lists and bells fetched again, and `onMoved` (app/). The address follows the new state
 * (`/form/new/{id}` becomes `/form/pending/{id}`), replacing the old one: reloaded or shared, it
 * names the tab the item is now on.
 */
function useMoved(kind: QueueKind, onMoved: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (reply: { message: string; response: { _id: string; status: string } }) => {
    queryClient.setQueryData(dealKeys.item(kind, reply.response._id), reply.response);
    const address = submissionDetailLinkOf(kind, reply.response.status, reply.response._id);
    if (address !== pathname) navigate(address, { replace: true });
    void queryClient.invalidateQueries({ queryKey: dealKeys.all(kind) });
    onMoved();
  };
}

type SubmissionAction =
  | { move: 'pending' | 'reject' | 'commission' }
  | { move: 'accept'; body: AcceptSubmissionInput };

/** The moves of a form or deal (content-operations §4) and adding its commission. */
export function useSubmissionAction(kind: SubmissionKind, id: string, onMoved: () => void) {
  const onSuccess = useMoved(kind, onMoved);
  const paths = submissionPaths[kind];
  return useMutation({
    mutationFn: (action: SubmissionAction) => {
      const path = fillPath(paths[action.move], { id });
      const method = action.move === 'reject' ? 'DELETE' : action.move === 'commission' ? 'POST' : 'PUT';
      const body = action.move === 'accept' ? action.body : undefined;
      return apiRequest(path, { method, body, reply: submissionReplySchema });
    },
    onSuccess,
    meta: { successToast: replyMessage },
  });
}

type CilAction = { move: 'pending' } | { move: 'accept' | 'reject'; form: FormData };

/** The moves of a CIL (content-operations §4): accept and reject send an image (with admin and contact on accept). */
export function useCilAction(id: string, onMoved: () => void, onProgress?: (share: number) => void) {
  const onSuccess = useMoved('cil', onMoved);
  return useMutation({
    mutationFn: (action: CilAction) => {
      const path = fillPath(cilPaths[action.move], { id });
      if (action.move === 'pending') return apiRequest(path, { method: 'PUT', reply: cilReplySchema });
      return apiUpload(path, { method: 'PUT', form: action.form, reply: cilReplySchema, onProgress });
    },
    onSuccess,
    meta: { successToast: replyMessage },
  });
}
