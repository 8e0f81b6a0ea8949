import type { ApiArea } from '../../core/context.ts';
import { submissionBulkMoves } from './deals.bulk.service.ts';
import { registerCilRoutes } from './deals.cil.routes.ts';
import { cilLists } from './deals.cil.service.ts';
import { brokerItemFileVisible } from './deals.files.service.ts';
import { cils, deals, forms } from './deals.schema.ts';
import { registerSubmissionRoutes } from './deals.submissions.routes.ts';
import { submissionLists } from './deals.submissions.service.ts';

export const dealsArea: ApiArea = {
  name: 'deals',
  register(api, context) {
    registerSubmissionRoutes(api, context);
    registerCilRoutes(api, context);
  },
  privateFileVisible: brokerItemFileVisible,
  bulkMoves: submissionBulkMoves,
  storedKeys: [forms.imageKey, deals.imageKey, cils.imageKey, cils.decisionImageKey],
  lists: [submissionLists.form, submissionLists.deal, cilLists].flatMap((kind) => Object.values(kind.states)),
};
