import { contentPaths } from '@simsar/contract/content-paths';
import {
  appQuizListReplySchema,
  appQuizStartReplySchema,
  appQuizSubmitReplySchema,
  appQuizSubmitSchema,
  createQuizSchema,
  quizMessages as m,
  quizIdParamsSchema,
  quizListReplySchema,
  quizReplySchema,
  quizResultPageSchema,
  updateQuizSchema,
} from '@simsar/contract/content-quizzes';
import { contentMessageReplySchema } from '@simsar/contract/content-replies';
import { pageQuerySchema } from '@simsar/contract/lists';
import { memberOf, sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { listAppQuizzes, listQuizResults, startQuiz, submitQuiz } from './content.quiz-attempts.service.ts';
import { createQuiz, deleteQuiz, listQuizzes, updateQuiz } from './content.quizzes.service.ts';

const tags = ['Quizzes'];
const appTags = ['Marketplace apps'];
const superOnly = { access: 'super' } as const;
const member = { access: 'member' } as const;
const params = quizIdParamsSchema;

/** Quizzes (content-operations §7) and members' timed attempts (issue 9). */
export function registerQuizRoutes(app: ZodApp, { db, clock }: AppContext): void {
  app.get(
    contentPaths.quizzes,
    { schema: { tags, response: { 200: quizListReplySchema } } },
    async (request) => ({
      quizzes: await listQuizzes(db, sessionOf(request)),
    }),
  );

  app.post(
    contentPaths.quizCreate,
    { config: superOnly, schema: { tags, body: createQuizSchema, response: { 201: quizReplySchema } } },
    async (request, reply) =>
      reply.status(201).send({ quiz: await createQuiz(db, sessionOf(request), request.body) }),
  );

  app.put(
    contentPaths.quiz(':id'),
    {
      config: superOnly,
      schema: { tags, params, body: updateQuizSchema, response: { 200: quizReplySchema } },
    },
    async (request) => ({ quiz: await updateQuiz(db, sessionOf(request), request.params.id, request.body) }),
  );

  app.delete(
    contentPaths.quiz(':id'),
    { config: superOnly, schema: { tags, params, response: { 200: contentMessageReplySchema } } },
    async (request) => {
      await deleteQuiz(db, sessionOf(request), request.params.id);
      return { message: m.deleted };
    },
  );

  app.get(
    contentPaths.quizAttempts(':id'),
    { schema: { tags, params, querystring: pageQuerySchema, response: { 200: quizResultPageSchema } } },
    (request) => listQuizResults(db, sessionOf(request), request.params.id, request.query),
  );

  app.get(
    contentPaths.appQuizzes,
    { config: member, schema: { tags: appTags, response: { 200: appQuizListReplySchema } } },
    async (request) => ({ quizzes: await listAppQuizzes(db, memberOf(request)) }),
  );

  app.post(
    contentPaths.appQuizStart(':id'),
    { config: member, schema: { tags: appTags, params, response: { 200: appQuizStartReplySchema } } },
    (request) => startQuiz(db, clock(), memberOf(request), request.params.id),
  );

  app.post(
    contentPaths.appQuizSubmit(':id'),
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
