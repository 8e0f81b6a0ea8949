import type { AuditEntry } from '@simsar/contract/audit';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';

// Sign-ins in the audit log (docs/decisions/096): every outcome, with the e-mail tried and the
// address, never the password; the list filters them by kind and action.
let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

const tryFrom = (address: string, body: { email: string; password: string; code?: string }) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: address, payload: body });

async function entriesOf(email: string, action = ''): Promise<AuditEntry[]> {
  const query = `kind=sign_in&item=${encodeURIComponent(email)}${action && `&action=${action}`}`;
  const reply = await call(t, 'GET', `/api/audit?${query}`, { token: superToken });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().items;
}

it('records a success and a wrong password with the admin, the e-mail tried and the address', async () => {
  const { admin, email, password } = await buildAdmin(t, superToken, 'Signs In');
  expect((await tryFrom('192.0.2.21', { email, password: 'Wrong-guess-77' })).statusCode).toBe(401);
  expect((await tryFrom('192.0.2.22', { email: email.toUpperCase(), password })).statusCode).toBe(200);
  const [success, failure] = await entriesOf(email);
  expect(success).toMatchObject({
    kind: 'sign_in',
    action: 'signed_in',
    item_id: email,
    admin_id: admin._id,
    admin_name: 'Signs In',
    ip: '192.0.2.22',
  });
  expect(failure).toMatchObject({ action: 'failed', item_id: email, admin_id: admin._id, ip: '192.0.2.21' });
  const all = JSON.stringify(await entriesOf(email));
  expect(all).not.toContain('Wrong-guess-77');
  expect(all).not.toContain(password);
});

it('records a try with an e-mail no admin has, without an admin', async () => {
  const email = 'nobody-here@simsar.test';
  expect((await tryFrom('192.0.2.23', { email, password: 'Guess-1234' })).statusCode).toBe(401);
  const [entry] = await entriesOf(email);
  expect(entry).toMatchObject({ action: 'failed', admin_id: null, admin_name: '', ip: '192.0.2.23' });
  expect(JSON.stringify(entry)).not.toContain('Guess-1234');
});

it('records a wrong two-factor code, not the first half of a two-factor sign-in', async () => {
  const { email, password, token } = await buildAdmin(t, superToken);
  const setup = await call(t, 'POST', '/api/admin/two_factor/setup', { token, body: { password } });
  const { secret } = setup.json();
  await call(t, 'POST', '/api/admin/two_factor/enable', {
    token,
    body: { code: await generate({ secret }) },
  });
  expect((await tryFrom('192.0.2.24', { email, password })).statusCode).toBe(401);
  expect((await tryFrom('192.0.2.24', { email, password, code: '000000' })).statusCode).toBe(401);
  expect((await entriesOf(email)).map((entry) => entry.action)).toEqual(['wrong_code', 'signed_in']);
});

it('records the lockout once, when a failure reaches the limit, not every refused try', async () => {
  const { admin, email, password } = await buildAdmin(t, superToken);
  for (let i = 0; i < 10; i++) {
    expect((await tryFrom('198.51.100.31', { email, password: `Wrong-${i}` })).statusCode).toBe(401);
  }
  for (let i = 0; i < 3; i++) {
    expect((await tryFrom('198.51.100.31', { email, password })).statusCode).toBe(429);
  }
  const locked = await entriesOf(email, 'locked_out');
  expect(locked).toHaveLength(1);
  expect(locked[0]).toMatchObject({
    admin_id: admin._id,
    ip: '198.51.100.31',
    after: { limits: 'pair' },
  });
  expect(await entriesOf(email, 'failed')).toHaveLength(10);
  // By kind and action across e-mails: the list filter of the audit screen.
  const lockouts = await call(t, 'GET', '/api/audit?kind=sign_in&action=locked_out', { token: superToken });
  expect(lockouts.json().items.map((entry: AuditEntry) => entry.item_id)).toContain(email);
  expect(
    lockouts
      .json()
      .items.every((entry: AuditEntry) => entry.kind === 'sign_in' && entry.action === 'locked_out'),
  ).toBe(true);
});
