import { appLanguageQuerySchema } from '@simsar/contract/bilingual';
import {
  appDiscountListReplySchema,
  appGuidelineListReplySchema,
  appSliderListReplySchema,
} from '@simsar/contract/content-marketing';
import { contentPaths } from '@simsar/contract/content-paths';
import { teamListReplySchema } from '@simsar/contract/content-team';
import { trainingListReplySchema, trainingMessages } from '@simsar/contract/content-training';
import { contentTypeRows } from '@simsar/contract/content-types';
import { eq } from 'drizzle-orm';
import { memberOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { replyLanguage, withLanguageStatus } from '../../core/language.ts';
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

  // Both halves as the console gets them, with what is missing and the language to fall back to
  // (docs/decisions/285): the member's by `?lang=` or Accept-Language.
  const bilingual = { config: member, schema: { tags, querystring: appLanguageQuerySchema } };
  const { guideline, slider, discount } = contentTypeRows;
  app.get(
    contentPaths.app.guidelines,
    { ...bilingual, schema: { ...bilingual.schema, response: { 200: appGuidelineListReplySchema } } },
    async (request, reply) => {
      const lang = replyLanguage(request, reply);
      const where = eq(guidelines.userType, memberOf(request).userType);
      return {
        response: withLanguageStatus(await guidelineType.list(db, null, where), guideline.bilingual, lang),
      };
    },
  );

  app.get(
    contentPaths.app.sliders,
    { ...bilingual, schema: { ...bilingual.schema, response: { 200: appSliderListReplySchema } } },
    async (request, reply) => {
      const lang = replyLanguage(request, reply);
      const where = eq(sliders.userType, memberOf(request).userType);
      return { response: withLanguageStatus(await sliderType.list(db, null, where), slider.bilingual, lang) };
    },
  );

  app.get(
    contentPaths.app.discounts,
    { ...bilingual, schema: { ...bilingual.schema, response: { 200: appDiscountListReplySchema } } },
    async (request, reply) => {
      const lang = replyLanguage(request, reply);
      return { response: withLanguageStatus(await discountType.list(db, null), discount.bilingual, lang) };
    },
  );
}
