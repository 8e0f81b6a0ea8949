import { contentPaths } from '@simsar/contract/content-paths';
import {
  type CreateQuizInput,
  quizListReplySchema,
  quizReplySchema,
  quizResultPageSchema,
} from '@simsar/contract/content-quizzes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { contentKey } from './content-api.ts';

/** GET /api/quiz → {quizzes}: every quiz with its answers and how members did. */
export function useQuizzes() {
  return useQuery({
    queryKey: contentKey(contentPaths.quizzes),
    queryFn: () => apiRequest(contentPaths.quizzes, { reply: quizListReplySchema }),
    select: (data) => data.quizzes,
  });
}

export function saveQuiz(body: CreateQuizInput, id?: string) {
  return id
    ? apiRequest(contentPaths.quiz(id), { method: 'PUT', body, reply: quizReplySchema })
    : apiRequest(contentPaths.quizCreate, { method: 'POST', body, reply: quizReplySchema });
}

/** GET /api/quiz/{id}/attempts?page=&search=: each member's best score, latest first (ours). */
export function useQuizResults(id: string, page: number, search: string | undefined) {
  const params = new URLSearchParams({ page: String(page), ...(search && { search }) });
  return useQuery({
    queryKey: [...contentKey(contentPaths.quizzes), id, 'results', page, search ?? ''],
    queryFn: () => apiRequest(`${contentPaths.quizAttempts(id)}?${params}`, { reply: quizResultPageSchema }),
    placeholderData: keepPreviousData,
  });
}
