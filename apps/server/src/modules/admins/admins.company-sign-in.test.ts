import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  call,
  signIn,
  signInSuper,
  startTestApp,
  superAdmin,
  type TestApp,
} from '../../../test/harness.ts';
import { startOidcProvider, testClient } from '../../../test/oidc-provider.ts';
import { systemSettings } from '../system/system.schema.ts';

// Sign-in with the company's identity provider (docs/decisions/460-464), against a real provider
// (oidc-provider) started here: the test drives the browser's part of the protocol by hand.
const consoleUrl = 'http://simsar.test';
let nextLogin = '';
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestApp;
let superToken: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const oidcSettings = (issuer: string) => ({
  issuer: new URL(issuer),
  clientId: testClient.clientId,
  clientSecret: testClient.clientSecret,
  name: 'Acme ID',
});

beforeAll(async () => {
  provider = await startOidcProvider({
    port: await freePort(),
    consoleOrigins: [consoleUrl],
    autoLogin: () => nextLogin,
  });
  t = await startTestApp({ publicUrl: consoleUrl, oidc: oidcSettings(provider.issuer) });
  superToken = await signInSuper(t);
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const cookieOf = (reply: { cookies: { name: string; value: string }[] }, name: string) =>
  reply.cookies.find((cookie) => cookie.name === name)?.value;

/** The console's button, then the provider (signed in as `login`), up to its way back to the callback. */
async function throughProvider(login: string) {
  nextLogin = login;
  const start = await t.app.inject({ method: 'GET', url: '/api/admin/oidc/start' });
  expect(start.statusCode, start.body).toBe(302);
  const pending = cookieOf(start, 'company_sign_in');
  expect(pending).toBeTruthy();
  let url = new URL(String(start.headers.location));
  expect(url.origin).toBe(provider.issuer);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('nonce')).toBeTruthy();
  const jar = new Map<string, string>();
  for (let hop = 0; url.origin !== consoleUrl; hop++) {
    if (hop > 10) throw new Error('the provider never sent the browser back');
    const answer = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    url = new URL(String(answer.headers.get('location')), url);
  }
  return { callback: `${url.pathname}${url.search}`, pending: String(pending) };
}

const callback = (path: string, pending?: string) =>
  t.app.inject({ method: 'GET', url: path, ...(pending && { cookies: { company_sign_in: pending } }) });

async function signInThroughProvider(login: string) {
  const { callback: path, pending } = await throughProvider(login);
  return callback(path, pending);
}

it("names the provider for the sign-in page's button", async () => {
  const reply = await call(t, 'GET', '/api/admin/oidc');
  expect(reply.json()).toEqual({ name: 'Acme ID' });
});

describe('an admin whose verified e-mail the provider gives', () => {
  it('lands on the console with our own session, audited like a password sign-in', async () => {
    const { admin, email } = await buildAdmin(t, superToken, 'Comes From Acme');
    const reply = await signInThroughProvider(email.toUpperCase());
    expect(reply.statusCode, reply.body).toBe(302);
    expect(reply.headers.location).toBe('/');
    const token = cookieOf(reply, 'token');
    expect(token).toBeTruthy();
    const me = await call(t, 'GET', '/api/admin/me', { token });
    expect(me.json()).toMatchObject({ _id: admin._id, email });
    const audit = await call(t, 'GET', `/api/audit?kind=sign_in&item=${email}`, { token: superToken });
    expect(audit.json().items[0]).toMatchObject({
      action: 'signed_in',
      admin_id: admin._id,
      after: { with: 'Acme ID' },
    });
    // Revocable as any session: signed out, the token no longer answers.
    const out = await call(t, 'POST', '/api/admin/logout', { token });
    expect(out.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/admin/me', { token })).statusCode).toBe(401);
  });

  it("offers the provider's sign-out at sign-out, only to a session the provider opened", async () => {
    const { email, token: passwordToken } = await buildAdmin(t, superToken);
    const token = cookieOf(await signInThroughProvider(email), 'token');
    const out = await call(t, 'POST', '/api/admin/logout', { token });
    const signOut = new URL(out.json().provider_sign_out);
    expect(signOut.origin).toBe(provider.issuer);
    expect(signOut.searchParams.get('client_id')).toBe(testClient.clientId);
    expect(signOut.searchParams.get('post_logout_redirect_uri')).toBe(`${consoleUrl}/login`);
    const page = await fetch(signOut);
    expect(page.status).toBe(200);
    const passwordOut = await call(t, 'POST', '/api/admin/logout', { token: passwordToken });
    expect(passwordOut.json()).toEqual({ message: 'Signed out' });
  });

  it('leaves two-factor to the provider when every admin must use it', async () => {
    const { email, password } = await buildAdmin(t, superToken);
    // Straight in the settings: the super admin without a second factor could not turn it off again.
    await t.db.update(systemSettings).set({ requireTwoFactor: true }).where(eq(systemSettings.id, 1));
    try {
      const token = cookieOf(await signInThroughProvider(email), 'token');
      const me = await call(t, 'GET', '/api/admin/me', { token });
      expect(me.json().two_factor.setup_required).toBe(false);
      expect((await call(t, 'GET', '/api/admin/summary', { token })).statusCode).toBe(200);
      // The same admin with the password is still asked to set it up.
      const passwordToken = await signIn(t, email, password);
      expect((await call(t, 'GET', '/api/admin/summary', { token: passwordToken })).statusCode).toBe(403);
    } finally {
      await t.db.update(systemSettings).set({ requireTwoFactor: false }).where(eq(systemSettings.id, 1));
    }
  });
});

describe('refused, back on the sign-in page with the reason', () => {
  it('never creates an admin for an e-mail no admin has', async () => {
    const reply = await signInThroughProvider('stranger@elsewhere.test');
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe('/login?sign_in_error=unknown_admin');
    expect(cookieOf(reply, 'token')).toBeUndefined();
    const admins = await call(t, 'GET', '/api/admin/all?search=stranger', { token: superToken });
    expect(JSON.stringify(admins.json())).not.toContain('stranger@elsewhere.test');
    const audit = await call(t, 'GET', '/api/audit?kind=sign_in&item=stranger@elsewhere.test', {
      token: superToken,
    });
    expect(audit.json().items[0]).toMatchObject({ action: 'provider_refused', admin_id: null });
  });

  it('refuses an e-mail the provider has not verified, even an admin’s', async () => {
    const email = 'unverified-ops@simsar.test';
    const created = await call(t, 'POST', '/api/admin/create', {
      token: superToken,
      body: { name: 'Unverified', email, password: 'Admin-pass-1' },
    });
    expect(created.statusCode).toBe(201);
    const reply = await signInThroughProvider(email);
    expect(reply.headers.location).toBe('/login?sign_in_error=not_verified');
    expect(cookieOf(reply, 'token')).toBeUndefined();
  });

  it('refuses a callback with a wrong state, no sign-in under way, a forged cookie, no code, or used twice', async () => {
    const { email } = await buildAdmin(t, superToken);
    const { callback: path, pending } = await throughProvider(email);
    const wrongState = path.replace(/state=[^&]+/, 'state=guessed');
    const refusals = [
      await callback(wrongState, pending),
      await callback(path),
      await callback(path, 'v1:forged:cookie'),
      await callback(path, JSON.stringify({ state: 'x', nonce: 'y', verifier: 'z', at: Date.now() })),
      await callback('/api/admin/oidc/callback?code=&state=', pending),
      await callback('/api/admin/oidc/callback?code=a&code=b&state[]=c', pending),
    ];
    for (const reply of refusals) {
      expect(reply.statusCode).toBe(302);
      expect(reply.headers.location).toBe('/login?sign_in_error=expired');
    }
    const state = new URL(path, consoleUrl).searchParams.get('state');
    const noCode = await callback(`/api/admin/oidc/callback?state=${state}`, pending);
    expect(noCode.headers.location).toBe('/login?sign_in_error=failed');
    // The right answer still signs in once; its code is spent after that.
    const first = await callback(path, pending);
    expect(cookieOf(first, 'token')).toBeTruthy();
    const again = await callback(path, pending);
    expect(again.headers.location).toBe('/login?sign_in_error=failed');
    expect(cookieOf(again, 'token')).toBeUndefined();
  });

  it('counts refusals against the same sign-in limit as wrong passwords', async () => {
    const login = 'persistent@elsewhere.test';
    for (let attempt = 0; attempt < 10; attempt++) {
      const reply = await signInThroughProvider(login);
      expect(reply.headers.location).toBe('/login?sign_in_error=unknown_admin');
    }
    const locked = await signInThroughProvider(login);
    expect(locked.headers.location).toBe('/login?sign_in_error=too_many');
  });

  it('says the provider cannot be reached when it is down, and nothing is set up when it is not', async () => {
    const down = await startTestApp({
      publicUrl: consoleUrl,
      oidc: oidcSettings(`http://localhost:${await freePort()}`),
    });
    try {
      const start = await down.app.inject({ method: 'GET', url: '/api/admin/oidc/start' });
      expect(start.headers.location).toBe('/login?sign_in_error=unavailable');
      const back = await down.app.inject({ method: 'GET', url: '/api/admin/oidc/callback?code=x&state=y' });
      expect(back.headers.location).toBe('/login?sign_in_error=expired');
    } finally {
      await down.close();
    }
  });
});

describe('company sign-in required (System)', () => {
  it('refuses passwords but the break-glass super admin’s, who turned it on; the provider still signs in', async () => {
    const { email, password } = await buildAdmin(t, superToken);
    const on = await call(t, 'PUT', '/api/system/company_sign_in', {
      token: superToken,
      body: { required: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    try {
      const settings = await call(t, 'GET', '/api/system/', { token: superToken });
      expect(settings.json().company_sign_in).toMatchObject({
        provider: 'Acme ID',
        required: true,
        break_glass: { email: superAdmin.email },
      });
      const refused = await call(t, 'POST', '/api/admin/login', { body: { email, password } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Password sign-in is turned off: use the company sign-in');
      expect(await signIn(t, superAdmin.email, superAdmin.password)).toBeTruthy();
      const viaProvider = await signInThroughProvider(email);
      expect(cookieOf(viaProvider, 'token')).toBeTruthy();
    } finally {
      await call(t, 'PUT', '/api/system/company_sign_in', { token: superToken, body: { required: false } });
    }
    expect(await signIn(t, email, password)).toBeTruthy();
  });

  it('is for super admins only', async () => {
    const { token } = await buildAdmin(t, superToken);
    const reply = await call(t, 'PUT', '/api/system/company_sign_in', { token, body: { required: true } });
    expect(reply.statusCode).toBe(403);
  });
});
