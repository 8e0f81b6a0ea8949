import { messageReplySchema } from '@simsar/contract/auth';
import { type QueueConfig, type QueueList, queuePaths, requestQueueConfigs } from '@simsar/contract/requests';
import {
  type RequestCard,
  requestCardSchema,
  requestIdParamsSchema,
  requestMessages,
} from '@simsar/contract/requests-schemas';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { type QueueCalls, registerQueue } from '../queues/queue.routes.ts';
import { getRequestTargetHours } from '../system/system.service.ts';
import { appFilingOf } from './requests.apps.routes.ts';
import { listRequests, moveRequest, removeRequest } from './requests.service.ts';

type RequestCalls = QueueCalls<RequestCard>;

/**
 * Every request queue, through the one queue route factory (modules/queues): its lists, moves,
 * removal and the apps' filing, as its row and `requestQueueConfigs` say (content-operations §7).
 */
export function registerRequestRoutes(app: ZodApp, context: AppContext): void {
  for (const config of Object.values(requestQueueConfigs)) {
    registerQueue(app, config.row, requestCalls(context, config));
  }
}

function requestCalls(context: AppContext, config: QueueConfig): RequestCalls {
  const { db, storage, clock } = context;
  return {
    tags: ['Request queues'],
    item: requestCardSchema,
    idParams: requestIdParamsSchema,
    itemReply: messageReplySchema,
    list: async (admin, page, query) => {
      const targets = await getRequestTargetHours(db);
      const list = config.lists.find((entry) => entry.page === page) as QueueList;
      return listRequests(db, admin, config, list, {
        query,
        now: clock(),
        targetHours: targets[config.queue],
      });
    },
    moves: config.moves.map((move) => ({
      method: 'PUT',
      path: queuePaths.move(config, move),
      run: async (_request, admin, id) => {
        await moveRequest(db, admin, config, move, id, clock());
        return { message: requestMessages.moved };
      },
    })),
    remove: {
      method: 'DELETE',
      path: queuePaths.remove(config),
      run: async (_request, admin, id) => {
        await removeRequest(db, storage, admin, config, id);
        return { message: requestMessages.removed };
      },
    },
    apps: appFilingOf(context, config.row),
  };
}
