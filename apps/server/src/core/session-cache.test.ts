import { sql } from 'drizzle-orm';
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
} from '../../test/harness.ts';
import { buildMember } from '../../test/members.ts';
import { SessionCache } from './session-cache.ts';
import { hashToken } from './tokens.ts';

// Sessions are kept a few seconds in the process; whatever ends one, or changes what it
// may do, is seen by the very next call, well within those seconds (docs/decisions/130).
let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp({ sessionCacheSeconds: 60 });
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

const origin = { origin: 'http://localhost:80' };
/** A console call with the session cookie (state changes carry the console's origin). */
const withCookie = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: object) =>
  t.app.inject({
    method,
    url,
    cookies: { token },
    ...(method !== 'GET' && { headers: origin }),
    ...(body && { payload: body }),
  });
const me = (token: string) => withCookie('GET', '/api/admin/me', token);
const appCall = (token: string) => call(t, 'GET', '/api/app/notifications', { token });

describe('the session cache', () => {
  it('serves a session it has found from memory until a change is made through this server', async () => {
    const admin = await buildAdmin(t, superToken);
    expect((await me(admin.token)).statusCode).toBe(200);
    // Deleted behind the server's back (as another process would): this process still has it...
    await t.db.execute(sql`delete from admin_sessions where token_hash = ${hashToken(admin.token)}`);
    expect((await me(admin.token)).statusCode).toBe(200);
    // ...until any call here changes data, which empties the cache.
    await call(t, 'PUT', '/api/admin/change_password', { token: superToken, body: {} });
    expect((await me(admin.token)).statusCode).toBe(401);
  });

  it('is kept through a search sent as POST, which changes nothing', async () => {
    const admin = await buildAdmin(t, superToken);
    expect((await me(admin.token)).statusCode).toBe(200);
    await t.db.execute(sql`delete from admin_sessions where token_hash = ${hashToken(admin.token)}`);
    const search = await withCookie('POST', '/api/user/get_data_of_user/Broker', superToken, {
      search: 'Hamdy',
      removed: false,
    });
    expect(search.statusCode).toBe(200);
    // Still served from memory: the search emptied nothing...
    expect((await me(admin.token)).statusCode).toBe(200);
    // ...as a call that changes data does.
    await call(t, 'PUT', '/api/admin/change_password', { token: superToken, body: {} });
    expect((await me(admin.token)).statusCode).toBe(401);
  });

  it('is off with SESSION_CACHE_SECONDS=0', async () => {
    const uncached = await startTestApp({ sessionCacheSeconds: 0 });
    try {
      const token = await signInSuper(uncached);
      const get = () => call(uncached, 'GET', '/api/admin/me', { token });
      expect((await get()).statusCode).toBe(200);
      await uncached.db.execute(sql`delete from admin_sessions where token_hash = ${hashToken(token)}`);
      expect((await get()).statusCode).toBe(401);
    } finally {
      await uncached.close();
    }
  });

  it('keeps at most its bound, forgetting the oldest first', async () => {
    const cache = new SessionCache<string>(60_000, 2);
    const expiresAt = new Date(Date.now() + 3_600_000);
    let lookups = 0;
    const lookup = async (hash: string) => {
      lookups++;
      return { session: hash, expiresAt };
    };
    for (const hash of ['a', 'b', 'c', 'c', 'b']) await cache.find(hash, lookup);
    expect(cache.size).toBe(2);
    expect(lookups).toBe(3);
    await cache.find('a', lookup);
    expect(lookups).toBe(4);
  });

  it('does not keep what a lookup read before a change emptied the cache', async () => {
    const cache = new SessionCache<string>(60_000);
    let answer: (found: { session: string; expiresAt: Date }) => void = () => {};
    const pending = cache.find('x', () => new Promise((resolve) => (answer = resolve)));
    cache.clear(); // a sign-out committed while the lookup was under way
    answer({ session: 'old', expiresAt: new Date(Date.now() + 3_600_000) });
    expect(await pending).toBe('old');
    expect(cache.size).toBe(0);
  });

  it('never keeps a session past its own end, nor an unknown token', async () => {
    let now = 1_000_000;
    const cache = new SessionCache<string>(5_000, 10, () => now);
    const found = { session: 'admin', expiresAt: new Date(now + 1_000) };
    const lookup = async () => (now < found.expiresAt.getTime() ? found : undefined);
    expect(await cache.find('x', lookup)).toBe('admin');
    now += 1_000;
    expect(await cache.find('x', lookup)).toBeUndefined();
    expect(await cache.find('unknown', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('a session ended is refused by the next call, within the cache time', () => {
  it('sign-out: the cookie signed out is refused', async () => {
    const admin = await buildAdmin(t, superToken);
    expect((await me(admin.token)).statusCode).toBe(200);
    expect((await withCookie('POST', '/api/admin/logout', admin.token)).statusCode).toBe(200);
    expect((await me(admin.token)).statusCode).toBe(401);
  });

  it('own password change: the admin’s other sessions are revoked and refused, this one kept', async () => {
    const admin = await buildAdmin(t, superToken);
    const elsewhere = await signIn(t, admin.email, admin.password);
    expect((await me(elsewhere)).statusCode).toBe(200);
    const changed = await withCookie('PUT', '/api/admin/change_password', admin.token, {
      old_password: admin.password,
      password: 'Changed-pass-2',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(admin.token)).statusCode).toBe(200);
  });

  it('password set by a super admin: every session of that admin is refused', async () => {
    const admin = await buildAdmin(t, superToken);
    expect((await me(admin.token)).statusCode).toBe(200);
    const reset = await withCookie(
      'PUT',
      `/api/admin/change_password_by_super/${admin.admin._id}`,
      superToken,
      {
        password: 'Reset-by-super-3',
      },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(admin.token)).statusCode).toBe(401);
  });

  it('admin deleted: their cookie is refused', async () => {
    const admin = await buildAdmin(t, superToken);
    expect((await me(admin.token)).statusCode).toBe(200);
    const deleted = await withCookie('DELETE', `/api/admin/delete_admin/${admin.admin._id}`, superToken);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await me(admin.token)).statusCode).toBe(401);
  });

  it('second factor reset while required of all: that admin is held to setting it up again', async () => {
    const turnOn = async (token: string, password: string) => {
      const setup = await withCookie('POST', '/api/admin/two_factor/setup', token, { password });
      const code = await generate({ secret: setup.json().secret });
      const enabled = await withCookie('POST', '/api/admin/two_factor/enable', token, { code });
      expect(enabled.statusCode, enabled.body).toBe(200);
    };
    const admin = await buildAdmin(t, superToken);
    await turnOn(superToken, superAdmin.password);
    await turnOn(admin.token, admin.password);
    const required = (value: boolean) =>
      withCookie('PUT', '/api/system/two_factor', superToken, { required: value });
    expect((await required(true)).statusCode).toBe(200);
    try {
      expect((await withCookie('GET', '/api/admin/summary', admin.token)).statusCode).toBe(200);
      const reset = await withCookie('PUT', `/api/admin/two_factor/reset/${admin.admin._id}`, superToken);
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await withCookie('GET', '/api/admin/summary', admin.token)).statusCode).toBe(403);
    } finally {
      expect((await required(false)).statusCode).toBe(200);
    }
  });

  it('member banned or removed: the app token is refused', async () => {
    for (const action of ['ban', 'removed']) {
      const member = await buildMember(t, { user_type: 'Client' });
      expect((await appCall(member.token)).statusCode).toBe(200);
      const reply = await call(t, 'PUT', `/api/user/${action}/${member.user._id}`, {
        token: superToken,
        ...(action === 'ban' && { body: { reason: 'Shared the account' } }),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect((await appCall(member.token)).statusCode).toBe(401);
    }
  });

  it('member sign-out and password change: the app tokens ended are refused', async () => {
    const member = await buildMember(t, { user_type: 'Client' });
    expect((await appCall(member.token)).statusCode).toBe(200);
    expect((await call(t, 'POST', '/api/app/logout', { token: member.token })).statusCode).toBe(200);
    expect((await appCall(member.token)).statusCode).toBe(401);

    const other = await buildMember(t, { user_type: 'Client' });
    const login = await call(t, 'POST', '/api/app/login', {
      body: { email: other.user.email, password: other.password },
    });
    const elsewhere = login.json().token as string;
    expect((await appCall(elsewhere)).statusCode).toBe(200);
    const changed = await call(t, 'POST', '/api/app/change_password', {
      token: other.token,
      body: { password: other.password, new_password: 'Changed-pass-4' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await appCall(elsewhere)).statusCode).toBe(401);
    expect((await appCall(other.token)).statusCode).toBe(200);
  });

  it('member’s password reset by an admin: every app token of that member is refused', async () => {
    const member = await buildMember(t, { user_type: 'Client' });
    expect((await appCall(member.token)).statusCode).toBe(200);
    await call(t, 'POST', '/api/app/forgot_password', {
      body: { name: member.user.name, phone: member.user.phone, whatsApp: member.user.phone },
    });
    const list = (await call(t, 'GET', '/api/forgot_password/', { token: superToken })).json().response;
    const request = list.find((item: { phone: string }) => item.phone === member.user.phone);
    const reset = await call(t, 'PUT', `/api/forgot_password/new_password/${request._id}`, {
      token: superToken,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await appCall(member.token)).statusCode).toBe(401);
  });
});
