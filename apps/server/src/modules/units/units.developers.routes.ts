import { messageReplySchema } from '@simsar/contract/auth';
import {
  developerChoicesReplySchema,
  developerFieldsSchema,
  developerIdParamsSchema,
  developerPageReplySchema,
  developerPaths,
  developerReplySchema,
  developerMessages as m,
} from '@simsar/contract/developers';
import { pageQuerySchema } from '@simsar/contract/lists';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import {
  createDeveloper,
  deleteDeveloper,
  developersList,
  getDeveloper,
  listDeveloperChoices,
  updateDeveloper,
} from './units.developers.service.ts';

const tags = ['Developers'];
// Every admin reads the developers; super admins keep them (docs/decisions/530).
const superOnly = { access: 'super' } as const;

export function registerDeveloperRoutes(app: ZodApp, { db }: AppContext): void {
  app.get(
    developerPaths.list,
    { schema: { tags, querystring: pageQuerySchema, response: { 200: developerPageReplySchema } } },
    (request) => developersList.page(db, sessionOf(request), request.query),
  );
  app.get(
    developerPaths.choices,
    { schema: { tags, response: { 200: developerChoicesReplySchema } } },
    async () => ({ developers: await listDeveloperChoices(db) }),
  );
  app.get(
    developerPaths.one,
    { schema: { tags, params: developerIdParamsSchema, response: { 200: developerReplySchema } } },
    async (request) => ({ message: '', developer: await getDeveloper(db, request.params.id) }),
  );
  app.post(
    developerPaths.list,
    {
      config: superOnly,
      schema: { tags, body: developerFieldsSchema, response: { 201: developerReplySchema } },
    },
    async (request, reply) => {
      const developer = await createDeveloper(db, sessionOf(request), request.body);
      return reply.code(201).send({ message: m.created, developer });
    },
  );
  app.put(
    developerPaths.one,
    {
      config: superOnly,
      schema: {
        tags,
        params: developerIdParamsSchema,
        body: developerFieldsSchema,
        response: { 200: developerReplySchema },
      },
    },
    async (request) => ({
      message: m.updated,
      developer: await updateDeveloper(db, sessionOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    developerPaths.one,
    {
      config: superOnly,
      schema: { tags, params: developerIdParamsSchema, response: { 200: messageReplySchema } },
    },
    async (request) => {
      await deleteDeveloper(db, sessionOf(request), request.params.id);
      return { message: m.deleted };
    },
  );
}
