/** The content library's query keys (one factory for the area, README: web conventions). */
export const contentKeys = {
  all: ['content'] as const,
  /** A spec list call, by its path (GET /api/team/all, /api/guideline/user_type/Broker...). */
  list: (path: string) => ['content', 'list', path] as const,
  /** One quiz's results, by search term (usePageList pages them). */
  quizResults: (quizId: string) => (search: string | undefined) =>
    ['content', 'quiz-results', quizId, search ?? ''] as const,
};
