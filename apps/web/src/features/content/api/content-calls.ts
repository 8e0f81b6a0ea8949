import { contentPaths } from '@simsar/contract/content-paths';
import {
  type CreateQuizInput,
  quizListReplySchema,
  quizMessages,
  quizReplySchema,
  quizResultPageSchema,
} from '@simsar/contract/content-quizzes';
import { contentTypeRows } from '@simsar/contract/content-types';
import { fillPath } from '@simsar/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { translateMessage } from '../../../i18n/i18n.tsx';
import { apiRequest } from '../../../ui/api-client.ts';
import { apiUpload } from '../../../ui/upload-client.ts';
import { pagePath, usePageList } from '../../../ui/use-page-list.ts';

/** The content library's query keys (one factory for the area, docs/conventions.md). */
export const contentKeys = {
  all: ['content'] as const,
  /** A spec list call, by its path (GET /api/team/all, /api/guideline/user_type/Broker...). */
  list: (path: string) => ['content', 'list', path] as const,
  /** One quiz's results, by search term (usePageList pages them). */
  quizResults: (quizId: string) => (search: string | undefined) =>
    ['content', 'quiz-results', quizId, search ?? ''] as const,
};

/** A spec list call ({response: [...]}): fetched whole, newest first (docs/decisions/061). */
export function useContentList<Item>(path: string, reply: z.ZodType<{ response: Item[] }>) {
  return useQuery({
    queryKey: contentKeys.list(path),
    queryFn: () => apiRequest(path, { reply }),
    select: (data) => data.response,
  });
}

const messageReply = z.object({ message: z.string() });

/**
 * A delete: the card leaves the list once the server has removed it. Its success and its failure
 * are each shown once, by the query client's mutation cache (app/query-client.ts), as for every call.
 */
export function useContentDelete(listPath: string, doneMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => apiRequest(path, { method: 'DELETE', reply: messageReply }),
    meta: { successToast: () => translateMessage(doneMessage) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.list(listPath) }),
  });
}

/** What a save sends: a create or an update, multipart or JSON, told its upload's progress (0 to 1). */
export type ContentSend = (onProgress: (share: number) => void) => Promise<unknown>;

/**
 * A save in flight, and its upload's progress while the body goes out. The query client says its
 * success in `saved`, and its failure, as for every call; the form places the fields' messages.
 */
export function useContentSave(saved: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (send: ContentSend) => send(setProgress),
    meta: { successToast: () => translateMessage(saved) },
    onSettled: () => setProgress(null),
  });
  return {
    busy: mutation.isPending,
    progress,
    run: (send: ContentSend) => {
      setProgress(null);
      return mutation.mutateAsync(send);
    },
  };
}

/** A multipart save with upload progress (0 to 1), via the one upload client. */
export function uploadContent<Schema extends z.ZodType>(
  path: string,
  method: 'POST' | 'PUT',
  form: FormData,
  reply: Schema,
  onProgress: (share: number) => void,
) {
  return apiUpload(path, { method, form, reply, onProgress });
}

/** A JSON save. */
export function sendContent<Schema extends z.ZodType>(
  path: string,
  method: 'POST' | 'PUT',
  body: unknown,
  reply: Schema,
) {
  return apiRequest(path, { method, body, reply });
}

/** After a save: the list is fetched again (content-operations §4: "update saves then reloads the list"). */
export function useReloadList() {
  const queryClient = useQueryClient();
  return (listPath: string) => queryClient.invalidateQueries({ queryKey: contentKeys.list(listPath) });
}

const quizPaths = contentTypeRows.quiz.paths;

/** GET /api/quiz → {quizzes}: every quiz with its answers and how members did. */
export function useQuizzes() {
  return useQuery({
    queryKey: contentKeys.list(quizPaths.list),
    queryFn: () => apiRequest(quizPaths.list, { reply: quizListReplySchema }),
    select: (data) => data.quizzes,
  });
}

/**
 * A quiz added, or (given its id) saved again; the query client says so in the quiz's words. It is
 * pending until the list is fetched again.
 */
export function useQuizSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: CreateQuizInput; id?: string }) =>
      id
        ? apiRequest(fillPath(quizPaths.update, { id }), {
            method: 'PUT',
            body,
            reply: quizReplySchema,
          })
        : apiRequest(quizPaths.create, { method: 'POST', body, reply: quizReplySchema }),
    meta: { successToast: () => translateMessage(quizMessages.saved) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.list(quizPaths.list) }),
  });
}

/** GET /api/quiz/{id}/attempts?page=&search=: each member's best score, latest first (ours). */
export function useQuizResults(id: string) {
  return usePageList(contentKeys.quizResults(id), (page, search) =>
    apiRequest(pagePath(fillPath(contentPaths.quizAttempts, { id }), page, search), {
      reply: quizResultPageSchema,
    }),
  );
}
