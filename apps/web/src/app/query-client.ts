import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../ui/api-client.ts';
import { useCommonWords } from '../ui/common-words.ts';
import { showErrorToast, showSuccessToast } from '../ui/toasts.tsx';

/** Every failed call shows the server's message; a 401 was already handled (sent to /login). */
function toastFailure(error: Error): void {
  if (error instanceof ApiError && error.handled) return;
  showErrorToast(error.message);
}

/**
 * Undo (docs/decisions/282): the reverse call, through the server's own guarded move (audited; a 409
 * when the item moved since shows its message); then every list on screen reloads.
 */
function runUndo(client: QueryClient, undo: () => Promise<unknown>): void {
  undo().then(async () => {
    showSuccessToast(useCommonWords.now()('undone'));
    await client.invalidateQueries();
  }, toastFailure);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: toastFailure }),
    mutationCache: new MutationCache({
      onError: toastFailure,
      // A call's success is said here too, in the words its mutation gives (`meta.successToast`).
      onSuccess: (reply, variables, _result, mutation) => {
        const successToast = mutation.meta?.successToast as
          | ((reply: unknown, variables: unknown) => ReactNode)
          | undefined;
        const undoOf = mutation.meta?.undo as
          | ((reply: unknown, variables: unknown) => (() => Promise<unknown>) | undefined)
          | undefined;
        const undo = undoOf?.(reply, variables);
        if (successToast) {
          showSuccessToast(successToast(reply, variables), undo && (() => runUndo(client, undo)));
        }
      },
    }),
    defaultOptions: {
      // 'always': offline, a call fails at once with a message instead of waiting, paused, to run
      // by itself when the network is back; an action is only ever sent again by the admin
      // (docs/decisions/162).
      queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
