import { adminIdParamsSchema } from '@simsar/contract/admins';
import { messageReplySchema } from '@simsar/contract/auth';
import {
  twoFactorEnableReplySchema,
  twoFactorEnableSchema,
  twoFactorMessages,
  twoFactorPaths,
  twoFactorSetupReplySchema,
  twoFactorSetupSchema,
} from '@simsar/contract/two-factor';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { deviceCookieOf } from '../../core/sign-in-devices.ts';
import { enableTwoFactor, resetTwoFactor, setUpTwoFactor } from './admins.two-factor.service.ts';

const tags = ['Admins'];

/** Two-factor sign-in: an admin's own set-up, and a super admin's reset. */
export function registerTwoFactorRoutes(
  app: ZodApp,
  { db, config, loginThrottle, twoFactorSecrets }: AppContext,
): void {
  const deviceCookie = deviceCookieOf(config.publicUrl);
  app.post(
    twoFactorPaths.setup,
    {
      config: { twoFactorSetup: true },
      schema: { tags, body: twoFactorSetupSchema, response: { 200: twoFactorSetupReplySchema } },
    },
    (request) =>
      setUpTwoFactor(db, sessionOf(request), request.body.password, {
        issuer: config.productName,
        guard: { throttle: loginThrottle, device: request.cookies[deviceCookie] },
        secrets: twoFactorSecrets,
      }),
  );

  app.post(
    twoFactorPaths.enable,
    {
      config: { twoFactorSetup: true },
      schema: { tags, body: twoFactorEnableSchema, response: { 200: twoFactorEnableReplySchema } },
    },
    async (request) => ({
      message: twoFactorMessages.enabled,
      recovery_codes: await enableTwoFactor(db, sessionOf(request), request.body.code, twoFactorSecrets),
    }),
  );

  app.put(
    twoFactorPaths.reset,
    {
      config: { access: 'super' },
      schema: { tags, params: adminIdParamsSchema, response: { 200: messageReplySchema } },
    },
    async (request) => {
      await resetTwoFactor(db, sessionOf(request), request.params.id);
      return { message: twoFactorMessages.reset };
    },
  );
}
