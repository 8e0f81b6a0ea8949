import type { ApiArea } from '../../core/context.ts';
import { submissionBulkMoves } from './deals.bulk.service.ts';
import { registerCilRoutes } from './deals.cil.routes.ts';
import { cilLists } from './deals.cil.service.ts';
import { registerClaimRoutes } from './deals.claims.routes.ts';
import { claimsList } from './deals.claims.service.ts';
import { brokerItemFileVisible } from './deals.files.service.ts';
import { submissionSearchers } from './deals.global-search.service.ts';
import { cils, deals, forms } from './deals.schema.ts';
import { registerSubmissionRoutes } from './deals.submissions.routes.ts';
import { submissionLists } from './deals.submissions.service.ts';

export const dealsArea: ApiArea = {
  name: 'deals',
  register(api, context) {
    registerSubmissionRoutes(api, context);
    registerCilRoutes(api, context);
    registerClaimRoutes(api, context);
  },
  privateFileVisible: brokerItemFileVisible,
  bulkMoves: submissionBulkMoves,
  searched: submissionSearchers,
  storedKeys: [forms.imageKey, deals.imageKey, cils.imageKey, cils.decisionImageKey],
  // Each submission queue's items, its broker's admin counting them (docs/decisions/390).
  countedItems: [
    {
      queue: { kind: 'form' },
      status: forms.status,
      owner: { member: forms.userId, ownerColumn: forms.ownerId },
    },
    {
      queue: { kind: 'deal' },
      status: deals.status,
      owner: { member: deals.userId, ownerColumn: deals.ownerId },
    },
    {
      queue: { kind: 'cil' },
      status: cils.status,
      owner: { member: cils.userId, ownerColumn: cils.ownerId },
    },
  ],
  lists: [
    ...[submissionLists.form, submissionLists.deal, cilLists].flatMap((kind) => Object.values(kind.states)),
    claimsList,
  ],
};
