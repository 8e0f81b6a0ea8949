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
        payload: deep(100_000),
      });
      refusedWith(reply);
      expect(reply.json().message).toBe('The request nests deeper than 32 levels');
    }
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
  const long = `${'a'.repeat(600_000)}@simsar.test`;
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
