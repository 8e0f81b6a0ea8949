import { messages } from '@simsar/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signIn, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

describe('PUT /api/admin/preferences (decision 286)', () => {
  it("starts at the system's colours and follows the admin to a new sign-in, touching no other admin", async () => {
    const mona = await buildAdmin(t, superToken, 'Mona');
    expect((await call(t, 'GET', '/api/admin/me', { token: mona.token })).json().color_scheme).toBe('auto');

    const saved = await call(t, 'PUT', '/api/admin/preferences', {
      token: mona.token,
      body: { color_scheme: 'dark' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ color_scheme: 'dark' });

    // Another browser: a new session of the same admin.
    const other = await signIn(t, mona.email, mona.password);
    const probe = await t.app.inject({ method: 'GET', url: '/api/admin/session', cookies: { token: other } });
    expect(probe.json().admin.color_scheme).toBe('dark');
    expect((await call(t, 'GET', '/api/admin/me', { token: superToken })).json().color_scheme).toBe('auto');
  });

  it('refuses a colour scheme it does not know, and a caller not signed in', async () => {
    const bad = await call(t, 'PUT', '/api/admin/preferences', {
      token: superToken,
      body: { color_scheme: 'purple' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.colorSchemeInvalid);
    const empty = await call(t, 'PUT', '/api/admin/preferences', { token: superToken, body: {} });
    expect(empty.statusCode).toBe(400);
    const anonymous = await call(t, 'PUT', '/api/admin/preferences', { body: { color_scheme: 'dark' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/me', { token: superToken })).json().color_scheme).toBe('auto');
  });
});
