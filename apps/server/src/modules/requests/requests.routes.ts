import { messageReplySchema } from '@simsar/contract/auth';
import { splitDisputeSchema } from '@simsar/contract/disputes';
import { buttonsOf, type RequestTab } from '@simsar/contract/queue-kind-row';
import { requestMessages } from '@simsar/contract/request-bodies';
import { queuePaths, type RequestRow, requestRows } from '@simsar/contract/requests';
import {
  type RequestCard,
  requestCardSchema,
  requestIdParamsSchema,
} from '@simsar/contract/requests-schemas';
import type { z } from 'zod';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { type QueueCalls, registerQueue } from '../queues/queue.routes.ts';
import { serviceClockOf } from '../system/system.service.ts';
import { appFilingOf } from './requests.apps.routes.ts';
import { listRequests, moveRequest, removeRequest } from './requests.service.ts';

type RequestCalls = QueueCalls<RequestCard>;

/**
 * Every request queue, through the one queue route factory (modules/queues): its lists, moves,
 * removal and the apps' filing, as its row says (content-operations §7).
 */
export function registerRequestRoutes(app: ZodApp, context: AppContext): void {
  for (const row of requestRows) registerQueue(app, row, requestCalls(context, row));
}

function requestCalls(context: AppContext, row: RequestRow): RequestCalls {
  const { db, storage, clock } = context;
  return {
    tags: ['Request queues'],
    item: requestCardSchema,
    idParams: requestIdParamsSchema,
    itemReply: messageReplySchema,
    list: async (admin, page, query) => {
      const tab = row.tabs.find((entry) => entry.page === page) as RequestTab;
      return listRequests(db, admin, row, tab, { query, ...(await serviceClockOf(db, clock(), row.kind)) });
    },
    moves: buttonsOf(row).map((button) => ({
      method: 'PUT',
      path: queuePaths.move(row, button),
      // A dispute's Split takes the first broker's share (docs/decisions/540).
      ...(button.share && { body: splitDisputeSchema }),
      run: async (request, admin, id) => {
        const share = (request.body as z.output<typeof splitDisputeSchema> | undefined)?.first_share;
        await moveRequest(db, admin, row, button, id, clock(), share);
        return { message: requestMessages.moved };
      },
    })),
    remove: {
      method: 'DELETE',
      path: queuePaths.remove(row),
      run: async (_request, admin, id) => {
        await removeRequest(db, storage, admin, row, id);
        return { message: requestMessages.removed };
      },
    },
    apps: appFilingOf(context, row),
  };
}
