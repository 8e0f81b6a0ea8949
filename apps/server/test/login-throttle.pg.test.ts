import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAdmin, signInSuper, startTestApp, type TestApp } from './harness.ts';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL), where calls run truly in parallel:
// the sign-in limit is counted in the database in one statement (issue 13, item 3).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('evaluates at most ten of fifty parallel wrong passwords for one admin', async () => {
  const { email } = await buildAdmin(t, await signInSuper(t));
  const replies = await Promise.all(
    Array.from({ length: 50 }, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '198.51.100.9',
        payload: { email, password: 'wrong-password' },
      }),
    ),
  );
  const codes = replies.map((reply) => reply.statusCode);
  expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(10);
  expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(40);
  expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
});
