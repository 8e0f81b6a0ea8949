import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminIdOf,
  buildAdmin,
  call,
  signInSuper,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { buildAcceptedBroker, buildMember, uniquePhone } from '../../../test/members.ts';

let t: TestApp;
let superToken: string;
let superId: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  superId = await adminIdOf(t, superToken);
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  call(t, 'POST', '/api/app/login', { body: { email, password } });

describe('registering from the apps', () => {
  it('starts a broker pending with its own invitation code, a client and a franchise active', async () => {
    const broker = await buildMember(t, { user_type: 'Broker', area: 'New Cairo' });
    expect(broker.user).toMatchObject({
      user_type: 'Broker',
      status: 'pending',
      ban: false,
      area: 'New Cairo',
      work_at: 'Nile Realty',
      years_experience: 4,
      number_of_invitaion: 0,
      admin_id: null,
      earnings: 0,
    });
    expect(broker.user.my_invitation_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(broker.token).toMatch(/^[\w-]{43}$/);
    for (const type of ['Client', 'Franchise'] as const) {
      const member = await buildMember(t, { user_type: type });
      expect(member.user).toMatchObject({ user_type: type, status: 'active', my_invitation_code: null });
    }
  });

  it('answers bad input with 400 and the field messages', async () => {
    const reply = await call(t, 'POST', '/api/app/register', {
      body: { user_type: 'Client', name: '', email: 'not-an-email', phone: '12ab', password: 'short' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual({
      name: 'Name is required',
      email: 'Email is not a valid e-mail address',
      phone: 'Phone must be 7 to 15 digits, optionally starting with +',
      password: 'Password must be at least 8 characters',
    });
    const badType = await call(t, 'POST', '/api/app/register', {
      body: {
        user_type: 'Admin',
        name: 'X',
        email: 'x@simsar.test',
        phone: uniquePhone(),
        password: 'Member-pass-1',
      },
    });
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(badType.json().fields)).toEqual(['user_type']);
  });

  it('answers a taken e-mail or phone with 409 and keeps the first account', async () => {
    const first = await buildMember(t, { user_type: 'Client' });
    const sameEmail = await call(t, 'POST', '/api/app/register', {
      body: {
        user_type: 'Franchise',
        name: 'Other',
        email: first.user.email.toUpperCase(),
        phone: uniquePhone(),
        password: 'Member-pass-1',
      },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      message: 'This e-mail is already registered',
      fields: { email: 'This e-mail is already registered' },
    });
    const samePhone = await call(t, 'POST', '/api/app/register', {
      body: {
        user_type: 'Client',
        name: 'Other',
        email: 'other-phone@simsar.test',
        phone: first.user.phone,
        password: 'Member-pass-1',
      },
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().message).toBe('This phone number is already registered');
    expect((await login(first.user.email, first.password)).statusCode).toBe(200);
  });

  it('links a user who registers with a code to its broker, who counts the invitation', async () => {
    const { admin } = await buildAdmin(t, superToken, 'Inviting admin');
    const owner = await buildAcceptedBroker(t, superToken, admin._id);
    const code = owner.user.my_invitation_code as string;
    const client = await buildMember(t, { user_type: 'Client', invitation_code: code.toLowerCase() });
    const broker = await buildMember(t, { user_type: 'Broker', invitation_code: code });
    expect(client.user).toMatchObject({ invited_by: owner.user._id, admin_id: admin._id });
    expect(broker.user).toMatchObject({ invited_by: owner.user._id, admin_id: admin._id, status: 'pending' });
    const page = await call(t, 'GET', '/api/user/all_users/Broker/1', { token: superToken });
    const listed = page.json().response.find((user: { _id: string }) => user._id === owner.user._id);
    expect(listed.number_of_invitaion).toBe(2);
    const unknown = await call(t, 'POST', '/api/app/register', {
      body: {
        user_type: 'Client',
        name: 'X',
        email: 'unknown-code@simsar.test',
        phone: uniquePhone(),
        password: 'Member-pass-1',
        invitation_code: 'ZZZZZZZZ',
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ invitation_code: 'This invitation code does not exist' });
  });
});

describe('signing in from the apps', () => {
  it('signs an active member in and refuses a wrong password like an unknown e-mail', async () => {
    const client = await buildMember(t, { user_type: 'Client' });
    const ok = await login(client.user.email, client.password);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user._id).toBe(client.user._id);
    const wrong = await login(client.user.email, 'Wrong-pass-1');
    const unknown = await login('ghost-member@simsar.test', 'Wrong-pass-1');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses pending, banned and removed members with a clear message, and a rejected one as unknown', async () => {
    const pending = await buildMember(t, { user_type: 'Broker' });
    expect((await login(pending.user.email, pending.password)).json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your account is waiting for approval',
    });

    const banned = await buildAcceptedBroker(t, superToken, superId);
    await call(t, 'PUT', `/api/user/ban/${banned.user._id}`, {
      token: superToken,
      body: { reason: 'Broke the rules' },
    });
    const bannedLogin = await login(banned.user.email, banned.password);
    expect(bannedLogin.statusCode).toBe(403);
    expect(bannedLogin.json().message).toBe('Your account is banned');

    const removed = await buildMember(t, { user_type: 'Franchise' });
    await call(t, 'PUT', `/api/user/removed/${removed.user._id}`, { token: superToken });
    expect((await login(removed.user.email, removed.password)).json().message).toBe(
      'Your account has been removed',
    );

    const rejected = await buildMember(t, { user_type: 'Broker' });
    await call(t, 'DELETE', `/api/user/delete_user/${rejected.user._id}`, { token: superToken });
    const rejectedLogin = await login(rejected.user.email, rejected.password);
    expect(rejectedLogin.statusCode).toBe(401);
    expect(rejectedLogin.json().message).toBe('Email or password is incorrect');
  });

  it('ends an app session when the member is banned, and brings it back on unban', async () => {
    const client = await buildMember(t, { user_type: 'Client' });
    const before = await call(t, 'GET', '/api/app/notifications', { token: client.token });
    expect(before.statusCode).toBe(200);
    await call(t, 'PUT', `/api/user/ban/${client.user._id}`, {
      token: superToken,
      body: { reason: 'Broke the rules' },
    });
    const during = await call(t, 'GET', '/api/app/notifications', { token: client.token });
    expect(during.statusCode).toBe(401);
    await call(t, 'PUT', `/api/user/unban/${client.user._id}`, { token: superToken });
    expect((await call(t, 'GET', '/api/app/notifications', { token: client.token })).statusCode).toBe(200);
  });

  it('does not take an admin token as a member session', async () => {
    const reply = await call(t, 'GET', '/api/app/notifications', { token: superToken });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe('Sign in to the app first');
  });
});
