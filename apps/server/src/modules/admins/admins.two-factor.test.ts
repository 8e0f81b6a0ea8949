import { generate } from 'otplib';
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

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

const login = (email: string, password: string, code?: string) =>
  call(t, 'POST', '/api/admin/login', { body: { email, password, ...(code && { code }) } });

/** A code of the step before or after now: accepted once, like the current one, but not reused. */
const codeAt = (secret: string, offsetSteps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function turnOn(token: string, password: string) {
  const setup = await call(t, 'POST', '/api/admin/two_factor/setup', { token, body: { password } });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauth_url, qr_code } = setup.json();
  expect(otpauth_url).toContain(`secret=${secret}`);
  expect(qr_code).toMatch(/^data:image\/png;base64,/);
  const enabled = await call(t, 'POST', '/api/admin/two_factor/enable', {
    token,
    body: { code: await codeAt(secret, 0) },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const codes: string[] = enabled.json().recovery_codes;
  expect(new Set(codes).size).toBe(10);
  return { secret, codes };
}

describe('two-factor set-up asks for the password and ends the other sessions', () => {
  it('refuses a set-up without the password or with a wrong one, keeping no secret', async () => {
    const admin = await buildAdmin(t, superToken);
    const none = await call(t, 'POST', '/api/admin/two_factor/setup', { token: admin.token });
    expect(none.statusCode).toBe(400);
    const empty = await call(t, 'POST', '/api/admin/two_factor/setup', {
      token: admin.token,
      body: { password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ password: 'Enter your password to turn two-factor sign-in on' });
    const wrong = await call(t, 'POST', '/api/admin/two_factor/setup', {
      token: admin.token,
      body: { password: 'Not-my-password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'The password is wrong',
      fields: { password: 'The password is wrong' },
    });
    // Nothing was set up: confirming a code has no secret to check it against.
    const enable = await call(t, 'POST', '/api/admin/two_factor/enable', {
      token: admin.token,
      body: { code: '123456' },
    });
    expect(enable.statusCode).toBe(409);
    expect(enable.json().message).toBe('Start the set-up again: scan the new QR code');
  });

  it("turning it on ends the admin's other sessions; the one that turned it on stays", async () => {
    const admin = await buildAdmin(t, superToken);
    const other = await signIn(t, admin.email, admin.password);
    expect((await call(t, 'GET', '/api/admin/me', { token: other })).statusCode).toBe(200);
    await turnOn(admin.token, admin.password);
    expect((await call(t, 'GET', '/api/admin/me', { token: other })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/me', { token: admin.token })).statusCode).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  it('once on, the password alone is not enough; a fresh code is, once', async () => {
    const admin = await buildAdmin(t, superToken);
    const before = await call(t, 'GET', '/api/admin/me', { token: admin.token });
    expect(before.json().two_factor).toEqual({ enabled: false, setup_required: false });
    const { secret } = await turnOn(admin.token, admin.password);
    expect((await call(t, 'GET', '/api/admin/me', { token: admin.token })).json().two_factor.enabled).toBe(
      true,
    );

    const alone = await login(admin.email, admin.password);
    expect(alone.statusCode).toBe(401);
    expect(alone.json()).toMatchObject({
      message: 'Enter the 6-digit code from your authenticator app, or a recovery code',
      fields: { code: 'Enter the 6-digit code from your authenticator app, or a recovery code' },
    });
    expect((await login(admin.email, admin.password, '000000')).json().message).toBe(
      'The code is wrong or expired',
    );
    // The code confirming the set-up was of step 0: the next step's code signs in, and only once.
    const next = await codeAt(secret, 1);
    expect((await login(admin.email, admin.password, next)).statusCode).toBe(200);
    expect((await login(admin.email, admin.password, next)).statusCode).toBe(401);
    // A code never replaces the password.
    expect((await login(admin.email, 'Wrong-pass-1', await codeAt(secret, 1))).statusCode).toBe(401);
  });

  it('a recovery code works once', async () => {
    const admin = await buildAdmin(t, superToken);
    const { codes } = await turnOn(admin.token, admin.password);
    const [first, second] = codes as [string, string];
    expect((await login(admin.email, admin.password, first)).statusCode).toBe(200);
    expect((await login(admin.email, admin.password, first)).statusCode).toBe(401);
    expect((await login(admin.email, admin.password, second.toLowerCase())).statusCode).toBe(200);
  });

  it('refuses a wrong confirming code and a second set-up once on', async () => {
    const admin = await buildAdmin(t, superToken);
    await call(t, 'POST', '/api/admin/two_factor/setup', {
      token: admin.token,
      body: { password: admin.password },
    });
    const wrong = await call(t, 'POST', '/api/admin/two_factor/enable', {
      token: admin.token,
      body: { code: '123456' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ code: 'The code is wrong or expired' });
    await turnOn(admin.token, admin.password);
    const again = await call(t, 'POST', '/api/admin/two_factor/setup', {
      token: admin.token,
      body: { password: admin.password },
    });
    expect(again.statusCode).toBe(409);
  });

  it('a super admin resets another admin’s second factor, audited; an ordinary admin may not', async () => {
    const admin = await buildAdmin(t, superToken, 'Reset me');
    await turnOn(admin.token, admin.password);
    const other = await buildAdmin(t, superToken);
    const path = `/api/admin/two_factor/reset/${admin.admin._id}`;
    expect((await call(t, 'PUT', path, { token: other.token })).statusCode).toBe(403);
    const reset = await call(t, 'PUT', path, { token: superToken });
    expect(reset.json()).toEqual({ message: "The admin's second factor is reset" });
    expect((await login(admin.email, admin.password)).statusCode).toBe(200);
    const history = await call(t, 'GET', `/api/audit?kind=admin&item=${admin.admin._id}`, {
      token: superToken,
    });
    expect(
      history
        .json()
        .items.map((entry: { action: string }) => entry.action)
        .slice(0, 2),
    ).toEqual(['reset_two_factor', 'enable_two_factor']);
    expect(JSON.stringify(history.json())).not.toMatch(/secret/i);
  });

  it('required for all: an admin without it may only set it up, then everything opens', async () => {
    const admin = await buildAdmin(t, superToken);
    const required = await call(t, 'PUT', '/api/system/two_factor', {
      token: superToken,
      body: { required: true },
    });
    expect(required.statusCode, required.body).toBe(200);
    try {
      expect((await call(t, 'GET', '/api/system/', { token: superToken })).statusCode).toBe(403);
      const blocked = await call(t, 'GET', '/api/admin/summary', { token: admin.token });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(
        'Two-factor sign-in is required: turn it on from the Change password screen',
      );
      const me = await call(t, 'GET', '/api/admin/me', { token: admin.token });
      expect(me.json().two_factor).toEqual({ enabled: false, setup_required: true });
      await turnOn(admin.token, admin.password);
      expect((await call(t, 'GET', '/api/admin/summary', { token: admin.token })).statusCode).toBe(200);
    } finally {
      const superCodes = await turnOn(superToken, superAdmin.password).catch(() => undefined);
      expect(superCodes).toBeDefined();
      await call(t, 'PUT', '/api/system/two_factor', { token: superToken, body: { required: false } });
    }
    expect(await signIn(t, admin.email, admin.password).catch((error: Error) => error.message)).toMatch(
      /401/,
    );
  });
});
