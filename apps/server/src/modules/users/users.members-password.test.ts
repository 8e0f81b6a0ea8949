import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildMember } from '../../../test/members.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  call(t, 'POST', '/api/app/login', { body: { email, password } });

/** A member whose password the super admin has just reset; returns the new (temporary) password. */
async function resetMember() {
  const member = await buildMember(t, { user_type: 'Client' });
  await call(t, 'POST', '/api/app/forgot_password', {
    body: { name: member.user.name, phone: member.user.phone, whatsApp: member.user.phone },
  });
  const list = (await call(t, 'GET', '/api/forgot_password/', { token: superToken })).json().response;
  const request = list.find((item: { phone: string }) => item.phone === member.user.phone);
  const reply = await call(t, 'PUT', `/api/forgot_password/new_password/${request._id}`, {
    token: superToken,
  });
  return { member, temporary: reply.json().new_password as string };
}

describe('a password set from a reset is temporary', () => {
  it('says so at sign-in and refuses every other app call until it is changed', async () => {
    const { member, temporary } = await resetMember();
    const signedIn = await login(member.user.email, temporary);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().must_change_password).toBe(true);
    const token: string = signedIn.json().token;

    const blocked = await call(t, 'GET', '/api/app/notifications', { token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      message: 'Your password was reset: choose a new password before anything else',
      code: 'FORBIDDEN',
    });

    const wrong = await call(t, 'POST', '/api/app/change_password', {
      token,
      body: { password: 'Not-the-temporary', new_password: 'Chosen-pass-2' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: 'The current password is incorrect' });
    const short = await call(t, 'POST', '/api/app/change_password', {
      token,
      body: { password: temporary, new_password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ new_password: 'Password must be at least 8 characters' });

    const changed = await call(t, 'POST', '/api/app/change_password', {
      token,
      body: { password: temporary, new_password: 'Chosen-pass-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Password changed' });
    expect((await call(t, 'GET', '/api/app/notifications', { token })).statusCode).toBe(200);

    expect((await login(member.user.email, temporary)).statusCode).toBe(401);
    const again = await login(member.user.email, 'Chosen-pass-2');
    expect(again.statusCode).toBe(200);
    expect(again.json().must_change_password).toBe(false);
  });

  it('is not asked of a member who registered or changed their own password', async () => {
    const member = await buildMember(t, { user_type: 'Client' });
    const signedIn = await login(member.user.email, member.password);
    expect(signedIn.json().must_change_password).toBe(false);
    const changed = await call(t, 'POST', '/api/app/change_password', {
      token: member.token,
      body: { password: member.password, new_password: 'Another-pass-3' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/app/notifications', { token: member.token })).statusCode).toBe(200);
    expect((await call(t, 'POST', '/api/app/change_password', { body: {} })).statusCode).toBe(401);
  });
});

describe('signing out of the app', () => {
  it('ends this session only, also while a reset password must still be changed', async () => {
    const member = await buildMember(t, { user_type: 'Client' });
    const other = (await login(member.user.email, member.password)).json().token as string;
    const reply = await call(t, 'POST', '/api/app/logout', { token: member.token });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: 'Signed out' });
    expect((await call(t, 'GET', '/api/app/notifications', { token: member.token })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/app/notifications', { token: other })).statusCode).toBe(200);

    const { member: reset, temporary } = await resetMember();
    const token = (await login(reset.user.email, temporary)).json().token as string;
    expect((await call(t, 'POST', '/api/app/logout', { token })).statusCode).toBe(200);
    expect((await call(t, 'POST', '/api/app/change_password', { token, body: {} })).statusCode).toBe(401);
  });
});
