import {
  discountListReplySchema,
  guidelineListReplySchema,
  sliderListReplySchema,
} from '@simsar/contract/content-marketing';
import { contentPaths } from '@simsar/contract/content-paths';
import { teamListReplySchema } from '@simsar/contract/content-team';
import { trainingListReplySchema, trainingMessages } from '@simsar/contract/content-training';
import { memberOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { listDiscounts, listGuidelines, listSliders } from './content.marketing.service.ts';
import { listTeam } from './content.team.service.ts';
import { listTrainings } from './content.training.service.ts';

const tags = ['Marketplace apps'];
const member = { access: 'member' } as const;

/** The apps' reads of the content library (ARCHITECTURE.md, Marketplace apps API): each member's own. */
export function registerAppContentRoutes(app: ZodApp, { db }: AppContext): void {
  app.get(
    contentPaths.appTeam,
    { config: member, schema: { tags, response: { 200: teamListReplySchema } } },
    async () => ({
      response: await listTeam(db),
    }),
  );

  // Brokers get trainings, franchises franchise trainings, clients neither (issue 9, item 6).
  app.get(
    contentPaths.appTrainings,
    { config: member, schema: { tags, response: { 200: trainingListReplySchema } } },
    async (request) => {
      const { userType } = memberOf(request);
      if (userType === 'Client') throw new AppError('FORBIDDEN', trainingMessages.brokersOrFranchises);
      return { response: await listTrainings(db, userType === 'Broker' ? 'training' : 'franchise') };
    },
  );

  app.get(
    contentPaths.appGuidelines,
    { config: member, schema: { tags, response: { 200: guidelineListReplySchema } } },
    async (request) => ({ response: await listGuidelines(db, memberOf(request).userType) }),
  );

  app.get(
    contentPaths.appSliders,
    { config: member, schema: { tags, response: { 200: sliderListReplySchema } } },
    async (request) => ({ response: await listSliders(db, memberOf(request).userType) }),
  );

  app.get(
    contentPaths.appDiscounts,
    { config: member, schema: { tags, response: { 200: discountListReplySchema } } },
    async () => ({ response: await listDiscounts(db) }),
  );
}
