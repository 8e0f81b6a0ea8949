import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAdmin, signInSuper, startTestApp, type TestApp } from './harness.ts';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL), where calls run truly in parallel:
// the sign-in limit is counted in the database in one statement. Three hundred
// tries, not fifty: at that many the counting statements deadlocked (500s) before they took their
// rows in key order; at fifty it showed only on a loaded machine.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('evaluates at most ten of three hundred parallel wrong passwords for one admin, and none fails', async () => {
  const { email } = await buildAdmin(t, await signInSuper(t));
  const replies = await Promise.all(
    Array.from({ length: 300 }, () =>
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
  expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(290);
  expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
});
