import {
  type CompanySignInError,
  companySignInPaths,
  companySignInProviderSchema,
} from '@simsar/contract/company-sign-in';
import { sessionLifetimeSeconds } from '@simsar/contract/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { isSealed } from '../../core/secret-box.ts';
import {
  type CompanyProvider,
  CompanySignInRefusal,
  type PendingSignIn,
} from './admins.company-sign-in.provider.ts';
import { signInWithProvider } from './admins.company-sign-in.service.ts';

const tags = ['Admins'];

/** The cookie holding the sign-in under way, sealed (AES-GCM) by the server's key: docs/decisions/461. */
const pendingCookie = 'company_sign_in';
const pendingOwner = 'company sign-in';
const pendingCookieOptions = {
  path: companySignInPaths.provider,
  httpOnly: true,
  secure: true,
  sameSite: 'lax',
} as const;
/** How long a sign-in at the provider may take, from the button to the callback. */
const pendingSeconds = 10 * 60;

/**
 * Sign-in with the company's identity provider (docs/decisions/460): the button's `start`, the
 * provider's `callback`. Both are browser visits: every outcome is a redirect, a refusal to
 * /login?sign_in_error=<reason>, never an error page.
 */
export function registerCompanySignInRoutes(
  app: ZodApp,
  context: AppContext,
  provider: CompanyProvider | undefined,
): void {
  const { config } = context;

  app.get(
    companySignInPaths.provider,
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: companySignInProviderSchema } },
    },
    () => ({ name: provider?.name ?? null }),
  );

  const publicRoute = { config: { access: 'public' as const }, schema: { tags, hide: false } };
  app.get(companySignInPaths.start, publicRoute, (request, reply) =>
    refusedToLogin(request, reply, async () => {
      if (!provider) throw new CompanySignInRefusal('not_set_up');
      const { url, pending } = await provider.begin(callbackUrl(request, config.publicUrl));
      const sealed = context.twoFactorSecrets.seal(JSON.stringify(pending), pendingOwner);
      reply.setCookie(pendingCookie, sealed, { ...pendingCookieOptions, maxAge: pendingSeconds });
      return reply.redirect(url);
    }),
  );

  app.get(companySignInPaths.callback, publicRoute, (request, reply) =>
    refusedToLogin(request, reply, async () => {
      if (!provider) throw new CompanySignInRefusal('not_set_up');
      const pending = openPending(context, request.cookies[pendingCookie]);
      // One use: a second visit of the same answer finds no sign-in under way.
      reply.clearCookie(pendingCookie, pendingCookieOptions);
      const currentUrl = new URL(callbackUrl(request, config.publicUrl));
      // The provider's answer as Fastify parsed it (never the URL's text: test/no-url-decisions.test.ts).
      const query = request.query as Record<string, string | string[] | undefined>;
      for (const [name, value] of Object.entries(query ?? {})) {
        for (const one of [value ?? ''].flat()) currentUrl.searchParams.append(name, one);
      }
      // Checked here as well as by openid-client, to say "started in another window" rather than "failed".
      if (currentUrl.searchParams.get('state') !== pending.state) throw new CompanySignInRefusal('expired');
      const identity = await provider.finish(currentUrl, pending);
      const token = await signInWithProvider(
        context.db,
        { throttle: context.loginThrottle, provider: provider.name },
        identity,
        request.ip,
      );
      reply.setCookie(sessionCookieOf(config.publicUrl), token, {
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'lax',
        maxAge: sessionLifetimeSeconds,
      });
      return reply.redirect('/');
    }),
  );
}

/** This console's address: PUBLIC_URL, else the one the request came to. */
export function consoleOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Where the provider sends the browser back. */
function callbackUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  return `${consoleOrigin(request, publicUrl)}${companySignInPaths.callback}`;
}

function openPending(context: AppContext, sealed: string | undefined): PendingSignIn {
  // Only what this server sealed: the box opens an unsealed value as it is.
  if (!sealed || !isSealed(sealed)) throw new CompanySignInRefusal('expired');
  let pending: Partial<PendingSignIn>;
  try {
    pending = JSON.parse(context.twoFactorSecrets.open(sealed, pendingOwner));
  } catch {
    throw new CompanySignInRefusal('expired');
  }
  const { state, nonce, verifier, at } = pending;
  const fresh = typeof at === 'number' && Date.now() - at < pendingSeconds * 1000;
  if (!fresh || typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string') {
    throw new CompanySignInRefusal('expired');
  }
  return { state, nonce, verifier, at };
}

async function refusedToLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: () => Promise<FastifyReply>,
): Promise<FastifyReply> {
  try {
    return await signIn();
  } catch (error) {
    if (!(error instanceof CompanySignInRefusal)) throw error;
    request.log.warn({ err: error.cause ?? error, reason: error.reason }, 'company sign-in refused');
    const reason: CompanySignInError = error.reason;
    return reply.redirect(`/login?sign_in_error=${reason}`);
  }
}
