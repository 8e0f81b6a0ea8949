import type { ApiArea } from '../../core/context.ts';
import { registerRequestAppRoutes } from './requests.apps.routes.ts';
import { requestBulkMoves } from './requests.bulk.service.ts';
import { requestFileVisible } from './requests.files.service.ts';
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
  storedKeys: [requests.image],
};
