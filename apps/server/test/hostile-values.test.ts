import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission, submissionFields, submitAs } from './deal-builders.ts';
import { adminIdOf, call, signInSuper, startTestApp, type TestApp } from './harness.ts';
import { buildMember } from './members.ts';

// What a caller sends is refused with a 4xx and a message, never a 500: deep JSON, impossible
// dates, over-long sign-in fields, unpaired surrogates, money finer than a piastre.
let t: TestApp;
let superToken: string;
let superId: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  superId = await adminIdOf(t, superToken);
});
afterAll(() => t.close());

const refusedWith = (reply: { statusCode: number; json: () => { message?: string } }, status = 400) => {
  expect(reply.statusCode, JSON.stringify(reply.json())).toBe(status);
  expect(reply.json().message).toBeTruthy();
};

describe('JSON nested thousands of levels deep', () => {
  const deep = (depth: number) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  it('gets 400 saying so, anonymously and signed in', async () => {
    for (const [url, token] of [
      ['/api/admin/login', undefined],
      ['/api/app/register', undefined],
      ['/api/admin/create', superToken],
    ] as const) {
      const reply = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        // 10 kB: within the body an anonymous call may send.
        payload: deep(5_000),
      });
      refusedWith(reply);
      expect(reply.json().message).toBe('The request nests deeper than 32 levels');
    }
  });
});

describe('a large body of many small values', () => {
  const numbers = (count: number) => `{"email":[${Array(count).fill(1).join(',')}]}`;
  const post = (url: string, payload: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      payload,
    });

  it('is not read past 16 kB on a call open to anyone', async () => {
    for (const url of [
      '/api/admin/login',
      '/api/app/login',
      '/api/app/register',
      '/api/app/forgot_password',
    ]) {
      const reply = await post(url, numbers(10_000));
      refusedWith(reply, 413);
      expect(reply.json()).toMatchObject({ code: 'TOO_LARGE', message: 'The request is too large' });
    }
    // A body within the limit is read and refused by its schema, as before.
    refusedWith(await post('/api/admin/login', numbers(5_000)));
  });

  it('is refused past 20,000 values behind a session, before any schema', async () => {
    const reply = await post('/api/admin/create', numbers(490_000), superToken);
    refusedWith(reply);
    expect(reply.json()).toMatchObject({
      message: 'The request holds more than 20000 values',
      fields: { _: 'The request holds more than 20000 values' },
    });
    // 20,000 are read, and their schema answers.
    const within = await post('/api/admin/create', numbers(19_000), superToken);
    refusedWith(within);
    expect(within.json().message).not.toMatch(/values/);
  });
});

describe('impossible or out-of-range dates', () => {
  const badDays = ['2026-02-30', '2026-04-31', '0000-01-01', '9999-12-31', '2026-13-01'];

  it('are refused by the audit filter', async () => {
    for (const day of badDays) {
      for (const key of ['from', 'to']) {
        refusedWith(await call(t, 'GET', `/api/audit?${key}=${day}`, { token: superToken }));
      }
    }
  });

  it('are refused on form and deal submission, and on accept', async () => {
    await buildProject(t, superToken);
    const broker = await buildBroker(t, superToken, superId);
    for (const day of badDays) {
      for (const kind of ['form', 'deal'] as const) {
        refusedWith(await submitAs(t, kind, broker.token, submissionFields({ date: day })));
      }
    }
    for (const kind of ['form', 'deal'] as const) {
      const item = await buildSubmission(t, kind, broker.token);
      for (const day of badDays) {
        refusedWith(
          await call(t, 'PUT', `/api/${kind}/update/${item._id}`, { token: superToken, body: { date: day } }),
        );
      }
    }
  });
});

describe('over-long sign-in fields', () => {
  // 10 kB, within the body an anonymous call may send: the field's own bound refuses it.
  const long = `${'a'.repeat(10_000)}@simsar.test`;
  it('are refused before any query, on every sign-in and reset call', async () => {
    refusedWith(await call(t, 'POST', '/api/admin/login', { body: { email: long, password: 'x' } }));
    refusedWith(await call(t, 'POST', '/api/app/login', { body: { email: long, password: 'x' } }));
    refusedWith(
      await call(t, 'POST', '/api/admin/login', { body: { email: 'a@simsar.test', password: long } }),
    );
    refusedWith(
      await call(t, 'POST', '/api/app/register', {
        body: {
          user_type: 'Client',
          name: 'Long',
          email: long,
          phone: '01012345678',
          password: 'Member-pass-1',
        },
      }),
    );
    refusedWith(
      await call(t, 'POST', '/api/app/forgot_password', {
        body: { name: long, phone: '01012345678', whatsApp: '01012345678' },
      }),
    );
  });
});

describe('unpaired surrogates and money finer than a piastre', () => {
  it('are refused with a message, in an earnings reason and elsewhere', async () => {
    const broker = await buildBroker(t, superToken, superId);
    const reason = await call(t, 'PUT', '/api/user/update_earning', {
      token: superToken,
      body: { user_id: broker.user._id, earning: -1, reason: 'typo \ud800' },
    });
    refusedWith(reason);
    expect(reason.json().message).toBe('Text may not contain an unpaired surrogate (a broken character)');
    for (const earning of [1e-9, 0.001, '1e-9', 1e308]) {
      refusedWith(
        await call(t, 'PUT', '/api/user/update_earning', {
          token: superToken,
          body: { user_id: broker.user._id, earning },
        }),
      );
    }
    const member = await buildMember(t);
    refusedWith(
      await call(t, 'POST', '/api/app/login', {
        body: { email: '\udc00@simsar.test', password: member.password },
      }),
    );
    refusedWith(
      await call(t, 'POST', '/api/admin/create', {
        token: superToken,
        body: { name: 'A \udfff', email: 'a@b.test', password: 'Admin-pass-1' },
      }),
    );
  });
});
