import {
  adminSchema,
  changePasswordSchema,
  createAdminSchema,
  messageReplySchema,
  preferencesInputSchema,
  preferencesSchema,
} from '@simsar/contract/auth';
import { logoutReplySchema } from '@simsar/contract/company-sign-in';
import { sessionLifetimeSeconds } from '@simsar/contract/constants';
import { messages } from '@simsar/contract/messages';
import { apiPaths } from '@simsar/contract/paths';
import { loginReplySchema, loginSchema, meReplySchema, sessionReplySchema } from '@simsar/contract/sign-in';
import { sessionCookieOf, sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { deviceCookieOf, deviceLifetimeSeconds } from '../../core/sign-in-devices.ts';
import type { CompanyProvider } from './admins.company-sign-in.provider.ts';
import { consoleOrigin } from './admins.company-sign-in.routes.ts';
import { preferencesOf, savePreferences } from './admins.preferences.service.ts';
import { changeOwnPassword, createAdmin } from './admins.service.ts';
import { revokeSession } from './admins.sessions.service.ts';
import { signInAdmin } from './admins.sign-in.service.ts';
import { isTwoFactorEnabled } from './admins.two-factor.service.ts';

const tags = ['Admins'];

export function registerAdminRoutes(
  app: ZodApp,
  context: AppContext,
  provider: CompanyProvider | undefined,
): void {
  registerSignInRoutes(app, context, provider);
  registerOwnAdminRoutes(app, context);
  registerNewAdminAndPasswordRoutes(app, context);
}

// Signing in (with this browser's device cookie) and signing out.
function registerSignInRoutes(
  app: ZodApp,
  { db, config, loginThrottle, twoFactorSecrets }: AppContext,
  provider: CompanyProvider | undefined,
): void {
  const cookieName = sessionCookieOf(config.publicUrl);
  const deviceCookie = deviceCookieOf(config.publicUrl);
  app.post(
    apiPaths.login,
    {
      config: { access: 'public' },
      schema: { tags, body: loginSchema, response: { 200: loginReplySchema } },
    },
    async (request, reply) => {
      const { token, admin, device } = await signInAdmin(
        db,
        { throttle: loginThrottle, secrets: twoFactorSecrets, companySignIn: config.oidc !== undefined },
        request.body,
        {
          ip: request.ip,
          device: request.cookies[deviceCookie],
        },
      );
      // This browser is known to the account from now on (docs/decisions/092).
      reply.setCookie(deviceCookie, device, {
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'lax',
        maxAge: deviceLifetimeSeconds,
      });
      reply.setCookie(cookieName, token, {
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'lax',
        maxAge: sessionLifetimeSeconds,
      });
      return {
        message: messages.loginSuccessful,
        token,
        info: { _id: admin.id, name: admin.name, email: admin.email, super_admin: admin.isSuper },
      };
    },
  );

  app.post(
    apiPaths.logout,
    { config: { twoFactorSetup: true }, schema: { tags, response: { 200: logoutReplySchema } } },
    async (request, reply) => {
      const session = sessionOf(request);
      await revokeSession(db, session.sessionId);
      reply.clearCookie(cookieName, { path: '/', httpOnly: true, secure: true, sameSite: 'lax' });
      // Signed out of the console; the provider's own sign-out is offered (docs/decisions/464).
      const returnTo = `${consoleOrigin(request, config.publicUrl)}/login`;
      const providerSignOut = session.viaProvider ? await provider?.signOutUrl(returnTo) : undefined;
      return { message: 'Signed out', ...(providerSignOut && { provider_sign_out: providerSignOut }) };
    },
  );
}

// The signed-in admin as the console sees them, and their own choices.
function registerOwnAdminRoutes(app: ZodApp, { db, config }: AppContext): void {
  const describe = async (admin: SessionAdmin) => ({
    _id: admin.id,
    name: admin.name,
    email: admin.email,
    super_admin: admin.isSuper,
    product_name: config.productName,
    two_factor: {
      enabled: await isTwoFactorEnabled(db, admin.id),
      setup_required: admin.mustSetUpTwoFactor ?? false,
    },
    ...(await preferencesOf(db, admin.id)),
  });

  // The admin's own choices, followed on every browser they sign in on (docs/decisions/286).
  app.put(
    apiPaths.preferences,
    {
      config: { twoFactorSetup: true },
      schema: {
        tags,
        description:
          "The signed-in admin's own choices, any of them (at least one): color_scheme auto (the system's), light or dark; language en or ar; digits latin or arabic (how numbers are written in Arabic).",
        body: preferencesInputSchema,
        response: { 200: preferencesSchema },
      },
    },
    async (request) => savePreferences(db, sessionOf(request).id, request.body),
  );

  app.get(
    apiPaths.me,
    { config: { twoFactorSetup: true }, schema: { tags, response: { 200: meReplySchema } } },
    async (request) => describe(sessionOf(request)),
  );

  // The console's probe: no session is an answer, not a failure (docs/decisions/161).
  app.get(
    apiPaths.session,
    { config: { access: 'public' }, schema: { tags, response: { 200: sessionReplySchema } } },
    async (request) => ({ admin: request.admin ? await describe(request.admin) : null }),
  );
}

// A new admin (super admins only) and an admin's own new password.
function registerNewAdminAndPasswordRoutes(app: ZodApp, { db, config, loginThrottle }: AppContext): void {
  const deviceCookie = deviceCookieOf(config.publicUrl);
  app.post(
    apiPaths.createAdmin,
    {
      config: { access: 'super' },
      schema: { tags, body: createAdminSchema, response: { 201: adminSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdmin(db, request.body, { by: sessionOf(request) })),
  );

  app.put(
    apiPaths.changePassword,
    {
      config: { twoFactorSetup: true },
      schema: { tags, body: changePasswordSchema, response: { 200: messageReplySchema } },
    },
    async (request) => {
      await changeOwnPassword(db, sessionOf(request), request.body, {
        throttle: loginThrottle,
        device: request.cookies[deviceCookie],
      });
      return { message: messages.passwordChanged };
    },
  );
}
