import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../ui/api-client.ts';
import { showErrorToast } from '../ui/toasts.tsx';

/** Every failed call shows the server's message; a 401 was already handled (sent to /login). */
function toastFailure(error: Error): void {
  if (error instanceof ApiError && error.handled) return;
  showErrorToast(error.message);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: toastFailure }),
    mutationCache: new MutationCache({ onError: toastFailure }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
