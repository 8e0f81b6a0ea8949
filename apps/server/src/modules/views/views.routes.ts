import {
  savedViewInputSchema,
  savedViewParamsSchema,
  savedViewPaths,
  savedViewSchema,
  savedViewsReplySchema,
} from '@simsar/contract/saved-views';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import type { ListRegistry } from '../../core/list-registry.ts';
import { createView, deleteView, listViews, updateView } from './views.service.ts';

const tags = ['Saved views'];

/**
 * Saved views (docs/decisions/560): any console list with a filter, kept under a name. They read
 * the lists by the registry, as the export does, so they are declared beside it.
 */
export function registerViewRoutes(app: ZodApp, context: AppContext, registry: ListRegistry): void {
  const lists = { registry, context };

  app.get(
    savedViewPaths.all,
    { schema: { tags, response: { 200: savedViewsReplySchema } } },
    async (request) => ({
      items: await listViews(lists, sessionOf(request)),
    }),
  );

  app.post(
    savedViewPaths.all,
    { schema: { tags, body: savedViewInputSchema, response: { 201: savedViewSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createView(lists, sessionOf(request), request.body)),
  );

  app.put(
    savedViewPaths.view,
    {
      schema: {
        tags,
        params: savedViewParamsSchema,
        body: savedViewInputSchema,
        response: { 200: savedViewSchema },
      },
    },
    (request) => updateView(lists, sessionOf(request), request.params.id, request.body, context.clock()),
  );

  app.delete(
    savedViewPaths.view,
    { schema: { tags, params: savedViewParamsSchema } },
    async (request, reply) => {
      await deleteView(lists, sessionOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
