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
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('replies Login Successful! with a token, the super flag and the session cookie', async () => {
    const reply = await call(t, 'POST', '/api/admin/login', { body: superAdmin });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      message: 'Login Successful!',
      info: { super_admin: true, email: superAdmin.email },
    });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    const cookie = reply.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({
      value: body.token,
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      maxAge: 2592000,
    });
  });

  it('gives a wrong password and an unknown e-mail the same status and message', async () => {
    const wrong = await call(t, 'POST', '/api/admin/login', {
      body: { email: superAdmin.email, password: 'nope-nope' },
    });
    const unknown = await call(t, 'POST', '/api/admin/login', {
      body: { email: 'ghost@simsar.test', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Email or password is incorrect');
  });

  it('requires e-mail and password', async () => {
    const reply = await call(t, 'POST', '/api/admin/login', { body: { email: '', password: '' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('signs an e-mail in case-insensitively', async () => {
    const token = await signIn(t, superAdmin.email.toUpperCase(), superAdmin.password);
    expect((await call(t, 'GET', '/api/admin/me', { token })).json()).toMatchObject({ super_admin: true });
  });

  it('refuses an account after ten failures in a row, even with the right password', async () => {
    const { email, password } = await buildAdmin(t, await signInSuper(t));
    for (let i = 0; i < 10; i++) {
      const reply = await call(t, 'POST', '/api/admin/login', {
        body: { email, password: 'wrong-password' },
      });
      expect(reply.statusCode).toBe(401);
    }
    const locked = await call(t, 'POST', '/api/admin/login', { body: { email, password } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many sign-in attempts. Try again later.');
  });
});

describe('sessions', () => {
  it('answers me for the cookie and for a bearer token', async () => {
    const login = await call(t, 'POST', '/api/admin/login', { body: superAdmin });
    const token = login.json().token;
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/admin/me', cookies: { token } });
    const byBearer = await call(t, 'GET', '/api/admin/me', { token });
    expect(byCookie.json()).toEqual(byBearer.json());
    expect(byBearer.json()).toMatchObject({
      email: superAdmin.email,
      super_admin: true,
      product_name: 'Simsar',
    });
  });

  it('answers the session probe with 200 both ways: the admin when signed in, null when not', async () => {
    const token = await signInSuper(t);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/admin/session', cookies: { token } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().admin).toEqual((await call(t, 'GET', '/api/admin/me', { token })).json());
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/admin/session' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ admin: null });
    await call(t, 'POST', '/api/admin/logout', { token });
    const ended = await t.app.inject({ method: 'GET', url: '/api/admin/session', cookies: { token } });
    expect(ended.json()).toEqual({ admin: null });
  });

  it('ends the session at logout: the old token gets 401', async () => {
    const token = await signInSuper(t);
    const logout = await call(t, 'POST', '/api/admin/logout', { token });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'token')?.value).toBe('');
    const after = await call(t, 'GET', '/api/admin/me', { token });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a cookie-borne change that does not come from the console origin', async () => {
    const token = await signInSuper(t);
    const body = { name: 'Csrf', email: 'csrf@simsar.test', password: 'Admin-pass-1' };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create',
      cookies: { token },
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create',
      cookies: { token },
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: body,
    });
    expect(own.statusCode).toBe(201);
  });

  it('gives an anonymous caller 401 on every API route but sign-in and health', async () => {
    const guarded = t.app.apiRoutes.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(4);
    for (const route of guarded) {
      const reply = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, 'x'),
      });
      expect(reply.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    const publicRoutes = t.app.apiRoutes.filter((route) => route.access === 'public').map((r) => r.url);
    expect(publicRoutes.sort()).toEqual([
      '/api/admin/login',
      // Company sign-in (docs/decisions/460): whether it is on, its start and the provider's return.
      '/api/admin/oidc',
      '/api/admin/oidc/callback',
      '/api/admin/oidc/start',
      // The console's session probe: null when signed out (docs/decisions/161).
      '/api/admin/session',
      // Members file password-reset requests from the apps.
      '/api/app/forgot_password',
      // Anyone asks to join as a franchise (docs/decisions/081).
      '/api/app/franchise_requests',
      '/api/app/login',
      '/api/app/register',
      // The guest screen's calls (docs/decisions/031): one guest project, by its unguessable id.
      '/api/guest/units/:id',
      '/api/guest/units/:id',
      '/api/guest/units/:id/lookups',
      '/api/health',
      // A load balancer's readiness probe (docs/decisions/240).
      '/api/ready',
    ]);
    expect((await call(t, 'GET', '/api/nothing-here')).statusCode).toBe(401);
  });
});

describe('creating admins', () => {
  it('lets a super admin create an ordinary admin with a unique admin code', async () => {
    const superToken = await signInSuper(t);
    const a = await buildAdmin(t, superToken, 'Mona');
    const b = await buildAdmin(t, superToken, 'Karim');
    expect(a.admin).toMatchObject({ name: 'Mona', super_admin: false, users: [] });
    expect(a.admin.admin_code).not.toBe(b.admin.admin_code);
    expect((await call(t, 'GET', '/api/admin/me', { token: a.token })).json().super_admin).toBe(false);
  });

  it('gives the spec messages for missing fields and 409 for a taken e-mail', async () => {
    const token = await signInSuper(t);
    const empty = await call(t, 'POST', '/api/admin/create', {
      token,
      body: { name: '', email: '', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      name: 'Admin name is required',
      email: 'Admin email is required',
      password: 'Admin password is required',
    });
    const taken = await call(t, 'POST', '/api/admin/create', {
      token,
      body: { name: 'Again', email: superAdmin.email, password: 'Admin-pass-1' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An admin with this e-mail already exists');
  });

  it('refuses an ordinary admin with 403', async () => {
    const { token } = await buildAdmin(t, await signInSuper(t));
    const reply = await call(t, 'POST', '/api/admin/create', {
      token,
      body: { name: 'Sneaky', email: 'sneaky@simsar.test', password: 'Admin-pass-1' },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe('Only a super admin can do this');
    const superToken = await signInSuper(t);
    expect(
      (
        await call(t, 'POST', '/api/admin/login', {
          body: { email: 'sneaky@simsar.test', password: 'Admin-pass-1' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(t, 'GET', '/api/admin/me', { token: superToken })).statusCode).toBe(200);
  });
});

describe('changing one’s own password', () => {
  it('names each missing field', async () => {
    const { token } = await buildAdmin(t, await signInSuper(t));
    const reply = await call(t, 'PUT', '/api/admin/change_password', { token, body: {} });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual({
      old_password: 'Old password is required',
      password: 'New password is required',
    });
  });

  it('refuses a wrong old password and keeps the old one', async () => {
    const { token, email, password } = await buildAdmin(t, await signInSuper(t));
    const reply = await call(t, 'PUT', '/api/admin/change_password', {
      token,
      body: { old_password: 'not-my-password', password: 'Brand-new-pass' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Old password is incorrect');
    expect(
      (await call(t, 'GET', '/api/admin/me', { token: await signIn(t, email, password) })).statusCode,
    ).toBe(200);
  });

  it('refuses the old password as the new one and keeps the sessions', async () => {
    const { token, email, password } = await buildAdmin(t, await signInSuper(t));
    const other = await signIn(t, email, password);
    const reply = await call(t, 'PUT', '/api/admin/change_password', {
      token,
      body: { old_password: password, password },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual({ password: 'The new password must differ from the old one' });
    expect((await call(t, 'GET', '/api/admin/me', { token: other })).statusCode).toBe(200);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const { token, email, password } = await buildAdmin(t, await signInSuper(t));
    const other = await signIn(t, email, password);
    const reply = await call(t, 'PUT', '/api/admin/change_password', {
      token,
      body: { old_password: password, password: 'Brand-new-pass' },
    });
    expect(reply.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/admin/me', { token })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/admin/me', { token: other })).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/admin/login', { body: { email, password } })).statusCode).toBe(401);
    expect(
      (await call(t, 'GET', '/api/admin/me', { token: await signIn(t, email, 'Brand-new-pass') })).statusCode,
    ).toBe(200);
  });
});
