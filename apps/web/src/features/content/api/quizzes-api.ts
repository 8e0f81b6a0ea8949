import { contentPaths } from '@simsar/contract/content-paths';
import {
  type CreateQuizInput,
  quizListReplySchema,
  quizReplySchema,
  quizResultPageSchema,
} from '@simsar/contract/content-quizzes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { pagePath, usePageList } from '../../../ui/use-page-list.ts';
import { contentKeys } from './content-keys.ts';

/** GET /api/quiz → {quizzes}: every quiz with its answers and how members did. */
export function useQuizzes() {
  return useQuery({
    queryKey: contentKeys.list(contentPaths.quizzes),
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
export function useQuizResults(id: string) {
  return usePageList(contentKeys.quizResults(id), (page, search) =>
    apiRequest(pagePath(contentPaths.quizAttempts(id), page, search), { reply: quizResultPageSchema }),
  );
}
