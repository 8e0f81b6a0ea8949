import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSecondInstance, startTestApp, type TestApp } from './harness.ts';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two app instances, each with a pool of
// its own, on one database, as two server processes behind a load balancer are. The public limit
// is counted in the database, so it holds across them (docs/decisions/230).
const limit = 5;
let a: TestApp;
let b: Awaited<ReturnType<typeof startSecondInstance>>;
beforeAll(async () => {
  a = await startTestApp({ publicRateLimit: limit });
  b = await startSecondInstance(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

function guestLink(instance: Pick<TestApp, 'app'>, address: string, unit: string) {
  return instance.app.inject({ method: 'GET', url: `/api/guest/units/${unit}`, remoteAddress: address });
}

it('gives the limit, not twice it, to calls from one address alternated between two processes', async () => {
  const unit = randomUUID();
  const codes: string[] = [];
  for (let i = 0; i < limit; i++) {
    codes.push(`A ${(await guestLink(a, '203.0.113.40', unit)).statusCode}`);
    codes.push(`B ${(await guestLink(b, '203.0.113.40', unit)).statusCode}`);
  }
  // The unit does not exist: a call let through answers 404, a call past the limit 429.
  expect(codes).toEqual([
    'A 404',
    'B 404',
    'A 404',
    'B 404',
    'A 404',
    'B 429',
    'A 429',
    'B 429',
    'A 429',
    'B 429',
  ]);
  const refused = await guestLink(b, '203.0.113.40', unit);
  expect(refused.json().message).toBe(
    `Too many requests from your address. Try again in ${refused.headers['retry-after']} seconds.`,
  );
});

it('lets exactly the limit through of twice the limit sent at once through both processes', async () => {
  const unit = randomUUID();
  const replies = await Promise.all(
    Array.from({ length: 2 * limit }, (_, i) => guestLink(i % 2 === 0 ? a : b, '203.0.113.41', unit)),
  );
  const codes = replies.map((reply) => reply.statusCode);
  expect(codes.filter((code) => code === 404)).toHaveLength(limit);
  expect(codes.filter((code) => code === 429)).toHaveLength(limit);
});
