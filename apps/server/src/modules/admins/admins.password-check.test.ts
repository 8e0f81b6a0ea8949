import type { AuditEntry } from '@simsar/contract/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';

// A signed-in admin's own password asked again (password change, two-factor set-up) is counted by
// the sign-in limit and each wrong one audited (docs/decisions/301): a stolen session is no oracle
// to guess the password with.
let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

async function entriesOf(email: string, action: string): Promise<AuditEntry[]> {
  const query = `kind=sign_in&item=${encodeURIComponent(email)}&action=${action}`;
  const reply = await call(t, 'GET', `/api/audit?${query}`, { token: superToken });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().items;
}

/** A call of `admin`'s session from `address`, as the console makes it. */
const asAdmin = (token: string, address: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({
    method,
    url,
    remoteAddress: address,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

const calls = {
  'a password change': {
    send: (token: string, address: string, password: string) =>
      asAdmin(token, address, 'PUT', '/api/admin/change_password', {
        old_password: password,
        password: 'Brand-new-pass-9',
      }),
    field: 'old_password',
    action: 'wrong_current_password',
  },
  'a two-factor set-up': {
    send: (token: string, address: string, password: string) =>
      asAdmin(token, address, 'POST', '/api/admin/two_factor/setup', { password }),
    field: 'password',
    action: 'wrong_password_two_factor_setup',
  },
};

describe.each(Object.entries(calls))('the password asked again by %s', (_name, asked) => {
  it('is refused after 10 wrong tries in 15 minutes, each audited, and the lock holds sign-in too', async () => {
    const { admin, email, password, token } = await buildAdmin(t, superToken, 'Guessed At');
    const address = asked.field === 'password' ? '192.0.2.61' : '192.0.2.62';
    for (let i = 0; i < 10; i++) {
      const wrong = await asked.send(token, address, `Guess-number-${i}`);
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(Object.keys(wrong.json().fields)).toEqual([asked.field]);
    }
    // The 11th, even the right password, is refused: guessing stops here.
    const refused = await asked.send(token, address, password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many sign-in attempts. Try again later.',
      code: 'RATE_LIMITED',
    });
    // Counted as sign-in failures of the account from this address: signing in from there is locked too.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: address,
      payload: { email, password },
    });
    expect(signIn.statusCode).toBe(429);

    const failures = await entriesOf(email, asked.action);
    expect(failures).toHaveLength(10);
    expect(failures[0]).toMatchObject({ kind: 'sign_in', item_id: email, admin_id: admin._id, ip: address });
    expect(JSON.stringify(failures)).not.toContain('Guess-number');
    const [lockout] = await entriesOf(email, 'locked_out');
    expect(lockout).toMatchObject({ item_id: email, ip: address, after: { limits: 'pair' } });
  });

  it('still takes the right password after a wrong one', async () => {
    const { password, token } = await buildAdmin(t, superToken);
    const address = asked.field === 'password' ? '192.0.2.63' : '192.0.2.64';
    expect((await asked.send(token, address, 'Guess-number-1')).statusCode).toBe(400);
    const right = await asked.send(token, address, password);
    expect(right.statusCode, right.body).toBe(200);
  });
});
