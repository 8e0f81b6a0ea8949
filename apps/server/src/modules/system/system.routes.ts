import {
  companySignInMessages,
  companySignInPaths,
  companySignInRequiredReplySchema,
  companySignInRequiredSchema,
} from '@simsar/contract/company-sign-in';
import {
  developerMessages,
  developerPaths,
  systemProtectionDaysReplySchema,
  systemProtectionDaysSchema,
} from '@simsar/contract/developers';
import { apiPaths } from '@simsar/contract/paths';
import {
  earningsAtReplySchema,
  earningsAtSchema,
  receivableMessages,
  receivablePaths,
} from '@simsar/contract/receivables';
import { systemSettingsReplySchema, systemSettingsSchema } from '@simsar/contract/system';
import {
  twoFactorMessages,
  twoFactorPaths,
  twoFactorRequiredReplySchema,
  twoFactorRequiredSchema,
} from '@simsar/contract/two-factor';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { companySignInState, setCompanySignInRequired } from './system.company-sign-in.service.ts';
import { getSystemSettings, setSingleSetting, updateSystemSettings } from './system.service.ts';
import { registerWorkWeekRoutes } from './work-week.routes.ts';

const tags = ['System'];

export function registerSystemRoutes(app: ZodApp, { db, config }: AppContext): void {
  const provider = config.oidc?.name ?? null;
  app.get(
    apiPaths.system,
    { config: { access: 'super' }, schema: { tags, response: { 200: systemSettingsReplySchema } } },
    async () => ({
      ...(await getSystemSettings(db)),
      company_sign_in: await companySignInState(db, provider),
    }),
  );

  app.put(
    apiPaths.systemUpdate,
    {
      config: { access: 'super' },
      schema: {
        tags,
        body: systemSettingsSchema(config.productName),
        response: { 200: systemSettingsReplySchema },
      },
    },
    (request) => updateSystemSettings(db, request.body, sessionOf(request)),
  );

  app.put(
    twoFactorPaths.required,
    {
      config: { access: 'super' },
      schema: { tags, body: twoFactorRequiredSchema, response: { 200: twoFactorRequiredReplySchema } },
    },
    async (request) => {
      await setSingleSetting(db, sessionOf(request), 'require_two_factor', request.body.required);
      return { message: twoFactorMessages.requiredSaved, required: request.body.required };
    },
  );

  app.put(
    receivablePaths.earningsAt,
    {
      config: { access: 'super' },
      schema: { tags, body: earningsAtSchema, response: { 200: earningsAtReplySchema } },
    },
    async (request) => {
      await setSingleSetting(db, sessionOf(request), 'earnings_at', request.body.at);
      return { message: receivableMessages.earningsAtSaved, at: request.body.at };
    },
  );

  app.put(
    developerPaths.systemProtectionDays,
    {
      config: { access: 'super' },
      schema: {
        tags,
        body: systemProtectionDaysSchema,
        response: { 200: systemProtectionDaysReplySchema },
      },
    },
    async (request) => {
      await setSingleSetting(db, sessionOf(request), 'protection_days', request.body.days);
      return { message: developerMessages.protectionDaysSaved, days: request.body.days };
    },
  );

  registerWorkWeekRoutes(app, db);
  registerCompanySignInRoute(app, db, provider);
}

// Whether passwords are refused for everyone but the break-glass super admin (docs/decisions/462).
function registerCompanySignInRoute(app: ZodApp, db: AppContext['db'], provider: string | null): void {
  app.put(
    companySignInPaths.required,
    {
      config: { access: 'super' },
      schema: {
        tags,
        body: companySignInRequiredSchema,
        response: { 200: companySignInRequiredReplySchema },
      },
    },
    async (request) => {
      const { required } = request.body;
      if (required && !provider) throw new AppError('CONFLICT', companySignInMessages.notSetUp);
      await setCompanySignInRequired(db, sessionOf(request), required);
      return { message: companySignInMessages.requiredSaved, required };
    },
  );
}
