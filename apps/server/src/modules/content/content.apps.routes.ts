import {
  discountListReplySchema,
  guidelineListReplySchema,
  sliderListReplySchema,
} from '@simsar/contract/content-marketing';
import { contentPaths } from '@simsar/contract/content-paths';
import { teamListReplySchema } from '@simsar/contract/content-team';
import { trainingListReplySchema, trainingMessages } from '@simsar/contract/content-training';
import { eq } from 'drizzle-orm';
import { memberOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { guidelines, sliders } from './content.schema.ts';
import { franchiseTrainingType, trainingType } from './content.training.types.ts';
import { discountType, guidelineType, sliderType, teamType } from './content.types.ts';

const tags = ['Marketplace apps'];
const member = { access: 'member' } as const;

/** The apps' reads of the content library (ARCHITECTURE.md, Marketplace apps API): each member's own. */
export function registerAppContentRoutes(app: ZodApp, { db }: AppContext): void {
  app.get(
    contentPaths.app.team,
    { config: member, schema: { tags, response: { 200: teamListReplySchema } } },
    async () => ({ response: await teamType.list(db, null) }),
  );

  // Brokers get trainings, franchises franchise trainings, clients neither.
  app.get(
    contentPaths.app.trainings,
    { config: member, schema: { tags, response: { 200: trainingListReplySchema } } },
    async (request) => {
      const { userType } = memberOf(request);
      if (userType === 'Client') throw new AppError('FORBIDDEN', trainingMessages.brokersOrFranchises);
      return {
        response: await (userType === 'Broker' ? trainingType : franchiseTrainingType).list(db, null),
      };
    },
  );

  app.get(
    contentPaths.app.guidelines,
    { config: member, schema: { tags, response: { 200: guidelineListReplySchema } } },
    async (request) => ({
      response: await guidelineType.list(db, null, eq(guidelines.userType, memberOf(request).userType)),
    }),
  );

  app.get(
    contentPaths.app.sliders,
    { config: member, schema: { tags, response: { 200: sliderListReplySchema } } },
    async (request) => ({
      response: await sliderType.list(db, null, eq(sliders.userType, memberOf(request).userType)),
    }),
  );

  app.get(
    contentPaths.app.discounts,
    { config: member, schema: { tags, response: { 200: discountListReplySchema } } },
    async () => ({ response: await discountType.list(db, null) }),
  );
}
