import { contentPaths } from '@simsar/contract/content-paths';
import {
  appQuizListReplySchema,
  appQuizStartReplySchema,
  appQuizSubmitReplySchema,
  appQuizSubmitSchema,
  quizIdParamsSchema,
  quizResultPageSchema,
} from '@simsar/contract/content-quizzes';
import { pageQuerySchema } from '@simsar/contract/lists';
import { memberOf, sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { listAppQuizzes, listQuizResults, startQuiz, submitQuiz } from './content.quiz-attempts.service.ts';

const tags = ['Quizzes'];
const appTags = ['Marketplace apps'];
const member = { access: 'member' } as const;
const params = quizIdParamsSchema;

/** Members' timed attempts at quizzes and their results (the quizzes themselves are a content type). */
export function registerQuizAttemptRoutes(app: ZodApp, { db, clock }: AppContext): void {
  app.get(
    contentPaths.quizAttempts,
    { schema: { tags, params, querystring: pageQuerySchema, response: { 200: quizResultPageSchema } } },
    (request) => listQuizResults(db, sessionOf(request), request.params.id, request.query),
  );

  app.get(
    contentPaths.app.quizzes,
    { config: member, schema: { tags: appTags, response: { 200: appQuizListReplySchema } } },
    async (request) => ({ quizzes: await listAppQuizzes(db, memberOf(request)) }),
  );

  app.post(
    contentPaths.app.quizStart,
    { config: member, schema: { tags: appTags, params, response: { 200: appQuizStartReplySchema } } },
    (request) => startQuiz(db, clock(), memberOf(request), request.params.id),
  );

  app.post(
    contentPaths.app.quizSubmit,
    {
      config: member,
      schema: {
        tags: appTags,
        params,
        body: appQuizSubmitSchema,
        response: { 200: appQuizSubmitReplySchema },
      },
    },
    (request) => submitQuiz(db, clock(), memberOf(request), request.params.id, request.body.answers),
  );
}
