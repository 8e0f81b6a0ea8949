import { requestQueues } from '@simsar/contract/requests';
import type { ApiArea } from '../../core/context.ts';
import { registerRequestAppRoutes } from './requests.apps.routes.ts';
import { requestBulkMoves } from './requests.bulk.service.ts';
import { requestFileVisible } from './requests.files.service.ts';
import { requestSearcher } from './requests.global-search.service.ts';
import { registerRequestRoutes } from './requests.routes.ts';
import { requests } from './requests.schema.ts';
import { requestTabLists } from './requests.service.ts';

export const requestsArea: ApiArea = {
  name: 'requests',
  register(api, context) {
    registerRequestRoutes(api, context);
    registerRequestAppRoutes(api, context);
  },
  privateFileVisible: requestFileVisible,
  lists: requestTabLists,
  bulkMoves: requestBulkMoves,
  searched: [requestSearcher],
  storedKeys: [requests.image],
  // Every request queue's items in one table, `queue` naming it; counted by the hour filed too, for
  // the overdue counts; a franchise request has no member and counts under no admin (decision 390).
  countedItems: [
    {
      queue: { column: requests.queue, kinds: requestQueues },
      status: requests.status,
      owner: { member: requests.memberId, ownerColumn: requests.ownerId },
      filedAt: requests.createdAt,
    },
  ],
};
