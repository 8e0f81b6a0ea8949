import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildMember, uniquePhone } from '../../../test/members.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

type Listed = { _id: string; name: string; phone: string; whatsApp: string; done: boolean; known: boolean };

async function fileRequest(phone: string, name = 'Forgetful member') {
  const reply = await call(t, 'POST', '/api/app/forgot_password', {
    body: { name, phone, whatsApp: phone },
  });
  expect(reply.statusCode).toBe(201);
  const list = (await call(t, 'GET', '/api/forgot_password/', { token: superToken })).json()
    .response as Listed[];
  const request = list.find((item) => item.phone === phone && item.name === name);
  if (!request) throw new Error('request not listed');
  return request;
}

function memberLogin(email: string, password: string) {
  return call(t, 'POST', '/api/app/login', { body: { email, password } });
}

describe('filing a request', () => {
  it('takes name, phone and whatsApp from anyone, and names what is missing', async () => {
    const empty = await call(t, 'POST', '/api/app/forgot_password', { body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      name: 'Name is required',
      phone: 'Phone is required',
      whatsApp: 'WhatsApp is required',
    });
    const phone = uniquePhone();
    const request = await fileRequest(phone, 'Nadia');
    expect(request).toMatchObject({ name: 'Nadia', phone, whatsApp: phone, done: false, known: false });
  });

  it('never changes an open request: asking again files a separate one', async () => {
    const phone = uniquePhone();
    const first = await fileRequest(phone, 'Samir');
    // Someone else asks for the same phone with their own WhatsApp number.
    const filed = await call(t, 'POST', '/api/app/forgot_password', {
      body: { name: 'Samir Adel', phone, whatsApp: '01099999999' },
    });
    expect(filed.statusCode).toBe(201);
    const list = (await call(t, 'GET', '/api/forgot_password/', { token: superToken })).json().response;
    const forPhone = list.filter((item: Listed) => item.phone === phone);
    expect(forPhone).toHaveLength(2);
    expect(forPhone.find((item: Listed) => item._id === first._id)).toMatchObject({
      name: 'Samir',
      whatsApp: phone,
      done: false,
    });
    expect(forPhone.find((item: Listed) => item._id !== first._id)).toMatchObject({
      name: 'Samir Adel',
      whatsApp: '01099999999',
    });
  });
});

describe('setting a new password', () => {
  it('lets the member sign in with the new password and not the old one, once', async () => {
    const member = await buildMember(t, { user_type: 'Client' });
    const request = await fileRequest(member.user.phone);
    expect(request.known).toBe(true);

    const reply = await call(t, 'PUT', `/api/forgot_password/new_password/${request._id}`, {
      token: superToken,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const newPassword: string = reply.json().new_password;
    expect(newPassword).toMatch(/^[A-Za-z2-9]{16}$/);

    expect((await memberLogin(member.user.email, member.password)).statusCode).toBe(401);
    expect((await memberLogin(member.user.email, newPassword)).statusCode).toBe(200);
    // The member's app sessions from before the reset are over.
    const before = await call(t, 'GET', '/api/app/notifications', { token: member.token });
    expect(before.statusCode).toBe(401);

    // Done, and the password is in no later reply.
    const list = await call(t, 'GET', '/api/forgot_password/', { token: superToken });
    expect(list.json().response.find((item: Listed) => item._id === request._id)).toMatchObject({
      done: true,
    });
    expect(list.body).not.toContain(newPassword);
    const again = await call(t, 'PUT', `/api/forgot_password/new_password/${request._id}`, {
      token: superToken,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This request is already done', code: 'CONFLICT' });
    expect((await memberLogin(member.user.email, newPassword)).statusCode).toBe(200);
    // Only the member's argon2id hash is stored; the password itself nowhere in the request row.
    const rows = await t.db.execute(`select * from password_reset_requests where id = '${request._id}'`);
    expect(JSON.stringify(rows)).not.toContain(newPassword);
  });

  it('gives each request a different password and lets one of two racing calls win', async () => {
    const member = await buildMember(t, { user_type: 'Broker', area: 'Zayed' });
    const request = await fileRequest(member.user.phone);
    const replies = await Promise.all(
      [1, 2].map(() =>
        call(t, 'PUT', `/api/forgot_password/new_password/${request._id}`, { token: superToken }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
  });

  it('closes every open request of that phone with the one new password', async () => {
    const member = await buildMember(t, { user_type: 'Client' });
    const first = await fileRequest(member.user.phone, 'First ask');
    const second = await fileRequest(member.user.phone, 'Second ask');
    const reply = await call(t, 'PUT', `/api/forgot_password/new_password/${second._id}`, {
      token: superToken,
    });
    expect(reply.statusCode).toBe(200);
    const list = (await call(t, 'GET', '/api/forgot_password/', { token: superToken })).json().response;
    for (const id of [first._id, second._id]) {
      expect(list.find((item: Listed) => item._id === id).done).toBe(true);
    }
  });

  it('cannot set a password for a phone no member has: 409, the request stays open', async () => {
    const request = await fileRequest(uniquePhone());
    expect(request.known).toBe(false);
    const reply = await call(t, 'PUT', `/api/forgot_password/new_password/${request._id}`, {
      token: superToken,
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe('No member has this phone number: no password can be set');
    expect(reply.body).not.toContain('new_password');
    const list = (await call(t, 'GET', '/api/forgot_password/', { token: superToken })).json().response;
    expect(list.find((item: Listed) => item._id === request._id).done).toBe(false);
  });

  it('answers 404 for an unknown request', async () => {
    const reply = await call(t, 'PUT', `/api/forgot_password/new_password/${crypto.randomUUID()}`, {
      token: superToken,
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe('Request not found');
  });
});

describe('deleting a request', () => {
  it('deletes it; a second delete is 404', async () => {
    const request = await fileRequest(uniquePhone());
    const reply = await call(t, 'DELETE', `/api/forgot_password/delete/${request._id}`, {
      token: superToken,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Request deleted');
    const list = (await call(t, 'GET', '/api/forgot_password/', { token: superToken })).json().response;
    expect(list.some((item: Listed) => item._id === request._id)).toBe(false);
    const again = await call(t, 'DELETE', `/api/forgot_password/delete/${request._id}`, {
      token: superToken,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('super admins only', () => {
  it('gives an ordinary admin 403 and no session 401, changing nothing', async () => {
    const member = await buildMember(t, { user_type: 'Client' });
    const request = await fileRequest(member.user.phone);
    const { token } = await buildAdmin(t, superToken);
    const calls: ['GET' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/forgot_password/'],
      ['PUT', `/api/forgot_password/new_password/${request._id}`],
      ['DELETE', `/api/forgot_password/delete/${request._id}`],
    ];
    for (const [method, url] of calls) {
      expect((await call(t, method, url, { token })).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(t, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
    const list = (await call(t, 'GET', '/api/forgot_password/', { token: superToken })).json().response;
    expect(list.find((item: Listed) => item._id === request._id)).toMatchObject({ done: false });
    expect((await memberLogin(member.user.email, member.password)).statusCode).toBe(200);
  });

  it('serves the console with the cookie alone, from its own origin', async () => {
    const member = await buildMember(t, { user_type: 'Franchise' });
    const request = await fileRequest(member.user.phone);
    const headers = { origin: 'http://localhost:3000', host: 'localhost:3000' };
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/forgot_password/',
      cookies: { token: superToken },
    });
    expect(list.statusCode).toBe(200);
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/api/forgot_password/new_password/${request._id}`,
      cookies: { token: superToken },
      headers,
    });
    expect(reply.statusCode).toBe(200);
    expect((await memberLogin(member.user.email, reply.json().new_password)).statusCode).toBe(200);
  });
});

describe('which account a request lands on', () => {
  it("names the phone's account and flags a request whose name is not the account's", async () => {
    const member = await buildMember(t, { user_type: 'Broker', name: 'أحمد السيد', area: 'Zayed' });
    const same = await fileRequest(member.user.phone, 'احمد السيد');
    expect(same).toMatchObject({
      known: true,
      nameMatches: true,
      account: {
        _id: member.user._id,
        name: 'أحمد السيد',
        user_type: 'Broker',
        email: member.user.email,
        createdAt: member.user.createdAt,
      },
    });
    const other = await fileRequest(member.user.phone, 'Mona Zaki');
    expect(other).toMatchObject({ nameMatches: false, account: { _id: member.user._id } });
    const english = await buildMember(t, { user_type: 'Client', name: 'Omar Adel' });
    expect(await fileRequest(english.user.phone, 'OMAR adel')).toMatchObject({ nameMatches: true });
  });

  it('gives a phone no member has no account', async () => {
    const request = await fileRequest(uniquePhone(), 'Nobody');
    expect(request).toMatchObject({ known: false, account: null, nameMatches: false });
  });
});
