import { messageReplySchema } from '@simsar/contract/auth';
import { pageQuerySchema, pageReplySchema } from '@simsar/contract/lists';
import { type QueueConfig, queuePaths, requestQueueConfigs } from '@simsar/contract/requests';
import { requestCardSchema, requestIdParamsSchema, requestMessages } from '@simsar/contract/requests-schemas';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { getRequestTargetHours } from '../system/system.service.ts';
import { listRequests, moveRequest, removeRequest } from './requests.service.ts';

const tags = ['Request queues'];
const requestPageSchema = pageReplySchema(requestCardSchema);

/**
 * ONE route factory for every request queue: each queue's lists, moves and
 * removal, as its row of `requestQueueConfigs` says (content-operations §7). Who may act is a route
 * guard: 403 for an ordinary admin on a super-only call, before anything is read.
 */
function registerQueueRoutes(app: ZodApp, { db, storage, clock }: AppContext, config: QueueConfig): void {
  const actAccess = config.superOnly === 'none' ? 'admin' : 'super';
  for (const list of config.lists) {
    app.get(
      queuePaths.list(config, list),
      {
        config: { access: 'admin' },
        schema: { tags, querystring: pageQuerySchema, response: { 200: requestPageSchema } },
      },
      async (request) => {
        const targets = await getRequestTargetHours(db);
        return listRequests(db, sessionOf(request), config, list, {
          query: request.query,
          now: clock(),
          targetHours: targets[config.queue],
        });
      },
    );
  }
  for (const move of config.moves) {
    app.put(
      queuePaths.move(config, move),
      {
        config: { access: actAccess },
        schema: { tags, params: requestIdParamsSchema, response: { 200: messageReplySchema } },
      },
      async (request) => {
        await moveRequest(db, sessionOf(request), config, move, request.params.id, clock());
        return { message: requestMessages.moved };
      },
    );
  }
  if (!config.removable) return;
  app.delete(
    queuePaths.remove(config),
    {
      config: { access: actAccess },
      schema: { tags, params: requestIdParamsSchema, response: { 200: messageReplySchema } },
    },
    async (request) => {
      await removeRequest(db, storage, sessionOf(request), config, request.params.id);
      return { message: requestMessages.removed };
    },
  );
}

export function registerRequestRoutes(app: ZodApp, context: AppContext): void {
  for (const config of Object.values(requestQueueConfigs)) registerQueueRoutes(app, context, config);
}
