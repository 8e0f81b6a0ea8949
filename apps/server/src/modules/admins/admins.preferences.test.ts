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
    expect(saved.json()).toEqual({ color_scheme: 'dark', language: 'en', digits: 'latin' });

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
    expect(empty.json().message).toBe(messages.preferencesEmpty);
    const badLanguage = await call(t, 'PUT', '/api/admin/preferences', {
      token: superToken,
      body: { language: 'fr' },
    });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().message).toBe(messages.languageInvalid);
    const notAnObject = await call(t, 'PUT', '/api/admin/preferences', { token: superToken, body: ['ar'] });
    expect(notAnObject.statusCode).toBe(400);
    const anonymous = await call(t, 'PUT', '/api/admin/preferences', { body: { color_scheme: 'dark' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/me', { token: superToken })).json()).toMatchObject({
      color_scheme: 'auto',
      language: 'en',
    });
  });
});

describe('the language in the preferences (decision 287)', () => {
  it('starts in English, and Arabic follows the admin to a new sign-in, the colours kept', async () => {
    const hoda = await buildAdmin(t, superToken, 'Hoda');
    expect((await call(t, 'GET', '/api/admin/me', { token: hoda.token })).json().language).toBe('en');
    await call(t, 'PUT', '/api/admin/preferences', { token: hoda.token, body: { color_scheme: 'dark' } });

    const saved = await call(t, 'PUT', '/api/admin/preferences', {
      token: hoda.token,
      body: { language: 'ar' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ color_scheme: 'dark', language: 'ar', digits: 'latin' });

    // Another browser: a new session of the same admin gets Arabic from the session probe.
    const other = await signIn(t, hoda.email, hoda.password);
    const probe = await t.app.inject({ method: 'GET', url: '/api/admin/session', cookies: { token: other } });
    expect(probe.json().admin).toMatchObject({ language: 'ar', color_scheme: 'dark' });
    expect((await call(t, 'GET', '/api/admin/me', { token: superToken })).json().language).toBe('en');

    // Both at once, and back to English.
    const both = await call(t, 'PUT', '/api/admin/preferences', {
      token: other,
      body: { color_scheme: 'auto', language: 'en' },
    });
    expect(both.json()).toEqual({ color_scheme: 'auto', language: 'en', digits: 'latin' });
    expect((await call(t, 'GET', '/api/admin/me', { token: hoda.token })).json().language).toBe('en');
  });
});

describe('the digits in the preferences (decision 292)', () => {
  it('start Latin; Arabic-Indic follow the admin to a new sign-in, language and colours kept', async () => {
    const sara = await buildAdmin(t, superToken, 'Sara');
    expect((await call(t, 'GET', '/api/admin/me', { token: sara.token })).json().digits).toBe('latin');
    await call(t, 'PUT', '/api/admin/preferences', { token: sara.token, body: { language: 'ar' } });
    const saved = await call(t, 'PUT', '/api/admin/preferences', {
      token: sara.token,
      body: { digits: 'arabic' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ color_scheme: 'auto', language: 'ar', digits: 'arabic' });
    const other = await signIn(t, sara.email, sara.password);
    const probe = await t.app.inject({ method: 'GET', url: '/api/admin/session', cookies: { token: other } });
    expect(probe.json().admin).toMatchObject({ language: 'ar', digits: 'arabic' });
    expect((await call(t, 'GET', '/api/admin/me', { token: superToken })).json().digits).toBe('latin');
  });

  it('refuses digits it does not know, with its message, and keeps the choice', async () => {
    const bad = await call(t, 'PUT', '/api/admin/preferences', {
      token: superToken,
      body: { digits: 'roman' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.digitsInvalid);
    expect((await call(t, 'GET', '/api/admin/me', { token: superToken })).json().digits).toBe('latin');
  });
});
