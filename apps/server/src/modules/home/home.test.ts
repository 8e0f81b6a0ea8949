import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('gives every admin the home counts: every card a whole number, pending brokers 0 with none pending', async () => {
  const superToken = await signInSuper(t);
  const { token } = await buildAdmin(t, superToken);
  for (const caller of [superToken, token]) {
    const reply = await call(t, 'GET', '/api/admin/summary', { token: caller });
    expect(reply.statusCode).toBe(200);
    const summary: Record<string, unknown> = reply.json();
    // Each area fills its own count in as it is built; only what is built is pinned here.
    expect(Object.keys(summary).sort()).toEqual(
      [
        'pending_brokers',
        'forms',
        'cil',
        'deals',
        'request_franchises',
        'property_consultant',
        'contact_sales',
        'media_buying',
        'organic_leads',
        'feedback',
      ].sort(),
    );
    for (const count of Object.values(summary))
      expect(Number.isInteger(count) && (count as number) >= 0).toBe(true);
    expect(summary.pending_brokers).toBe(0);
  }
});
