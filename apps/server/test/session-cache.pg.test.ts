import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashToken } from '../src/core/tokens.ts';
import { buildAdmin, call, signInSuper, startSecondInstance, startTestApp, type TestApp } from './harness.ts';
import { buildMember } from './members.ts';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two app instances on one database, as
// two server processes are, each keeping sessions 30 s. A session ended through process A is
// refused by process B on its very next call (docs/decisions/231).
let a: TestApp;
let b: Awaited<ReturnType<typeof startSecondInstance>>;
let superToken: string;
beforeAll(async () => {
  a = await startTestApp({ sessionCacheSeconds: 30 });
  b = await startSecondInstance(a);
  superToken = await signInSuper(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const meOnB = (token: string) => call(b, 'GET', '/api/admin/me', { token });
const appCallOnB = (token: string) => call(b, 'GET', '/api/app/notifications', { token });

it('keeps sessions in process B: one deleted behind both servers’ backs is still served by B', async () => {
  const admin = await buildAdmin(a, superToken);
  expect((await meOnB(admin.token)).statusCode).toBe(200);
  await a.db.execute(sql`delete from admin_sessions where token_hash = ${hashToken(admin.token)}`);
  expect((await meOnB(admin.token)).statusCode).toBe(200);
});

it('refuses on B, at its next call, an admin signed out through A (ten times over)', async () => {
  for (let i = 0; i < 10; i++) {
    const admin = await buildAdmin(a, superToken);
    expect((await meOnB(admin.token)).statusCode).toBe(200);
    expect((await call(a, 'POST', '/api/admin/logout', { token: admin.token })).statusCode).toBe(200);
    expect((await meOnB(admin.token)).statusCode).toBe(401);
  }
});

it('refuses on B an admin whose password a super admin set, or who was deleted, through A', async () => {
  const reset = await buildAdmin(a, superToken);
  const deleted = await buildAdmin(a, superToken);
  expect((await meOnB(reset.token)).statusCode).toBe(200);
  expect((await meOnB(deleted.token)).statusCode).toBe(200);
  const changed = await call(a, 'PUT', `/api/admin/change_password_by_super/${reset.admin._id}`, {
    token: superToken,
    body: { password: 'Reset-by-super-3' },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  expect((await meOnB(reset.token)).statusCode).toBe(401);
  const gone = await call(a, 'DELETE', `/api/admin/delete_admin/${deleted.admin._id}`, { token: superToken });
  expect(gone.statusCode, gone.body).toBe(200);
  expect((await meOnB(deleted.token)).statusCode).toBe(401);
});

it('refuses on B a member banned or signed out through A', async () => {
  const banned = await buildMember(a, { user_type: 'Client' });
  expect((await appCallOnB(banned.token)).statusCode).toBe(200);
  const ban = await call(a, 'PUT', `/api/user/ban/${banned.user._id}`, {
    token: superToken,
    body: { reason: 'Broke the rules' },
  });
  expect(ban.statusCode, ban.body).toBe(200);
  expect((await appCallOnB(banned.token)).statusCode).toBe(401);
  const leaving = await buildMember(a, { user_type: 'Client' });
  expect((await appCallOnB(leaving.token)).statusCode).toBe(200);
  expect((await call(a, 'POST', '/api/app/logout', { token: leaving.token })).statusCode).toBe(200);
  expect((await appCallOnB(leaving.token)).statusCode).toBe(401);
});
