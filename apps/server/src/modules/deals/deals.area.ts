import type { ApiArea } from '../../core/context.ts';
import { registerCilRoutes } from './deals.cil.routes.ts';
import { brokerItemFileVisible } from './deals.files.service.ts';
import { registerSubmissionRoutes } from './deals.submissions.routes.ts';

export const dealsArea: ApiArea = {
  name: 'deals',
  register(api, context) {
    registerSubmissionRoutes(api, context);
    registerCilRoutes(api, context);
  },
  privateFileVisible: brokerItemFileVisible,
};
