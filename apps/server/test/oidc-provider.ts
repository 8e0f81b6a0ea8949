import type { Server } from 'node:http';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) for the tests: the server test
 * starts it in its own process, the browser tests through scripts/oidc-provider.ts. Whoever signs
 * in there is the account of that login, with it as e-mail: verified, unless the login starts with
 * `unverified` (a provider that vouches for nothing). Consent is given at once.
 */
export const testClient = { clientId: 'simsar-console', clientSecret: 'simsar-test-secret' } as const;

export type TestProviderOptions = {
  port: number;
  /** Where the provider may send browsers back: the console's callback and its /login. */
  consoleOrigins: string[];
  /**
   * The login a test signs in as, without a form (the server test drives the protocol itself);
   * unset: the provider's own sign-in form (the browser tests).
   */
  autoLogin?: () => string;
};

export async function startOidcProvider(options: TestProviderOptions) {
  const issuer = `http://localhost:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: testClient.clientId,
        client_secret: testClient.clientSecret,
        redirect_uris: options.consoleOrigins.map((origin) => `${origin}/api/admin/oidc/callback`),
        post_logout_redirect_uris: options.consoleOrigins.map((origin) => `${origin}/login`),
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: sub,
        email_verified: !sub.startsWith('unverified'),
        name: sub.split('@')[0],
      }),
    }),
    // The console is the company's own app: no consent screen (what a Workspace admin sets up).
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['simsar-test-provider-cookie-key'] },
    features: {
      devInteractions: { enabled: false },
      // Its own sign-out page loads a font from the Internet: a plain one instead.
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme ID</title></head>
<body><h1>Sign out of Acme ID?</h1>${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button></body></html>`;
        },
      },
    },
  });
  // The provider's sign-in page: a plain form (its own development pages load fonts from the
  // Internet), or, for the server test, none at all.
  provider.use(async (ctx, next) => {
    // No icon, and no 404 in the browser's console for it.
    if (ctx.path === '/favicon.ico') {
      ctx.status = 204;
      return;
    }
    if (!/^\/interaction\/[^/]+$/.test(ctx.path)) return next();
    const finish = (login: string) =>
      provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: login } });
    if (options.autoLogin) return finish(options.autoLogin());
    if (ctx.method === 'POST') {
      const login = new URLSearchParams(await readBody(ctx.req)).get('login')?.trim().toLowerCase();
      if (login) return finish(login);
    }
    ctx.type = 'html';
    ctx.body = signInPage;
  });
  provider.on('server_error', (_ctx, error) => console.error(error));
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(options.port, '127.0.0.1', () => resolve(listening));
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const signInPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme ID</title></head>
<body><h1>Acme ID</h1><form method="post">
<label>E-mail <input name="login" type="email" required></label>
<label>Password <input name="password" type="password" required></label>
<button type="submit">Continue</button></form></body></html>`;

function readBody(request: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
