import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('gives every admin the home counts, zero while no queue has items', async () => {
  const superToken = await signInSuper(t);
  const { token } = await buildAdmin(t, superToken);
  for (const caller of [superToken, token]) {
    const reply = await call(t, 'GET', '/api/admin/summary', { token: caller });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      pending_brokers: 0,
      forms: 0,
      cil: 0,
      deals: 0,
      disputes: 0,
      request_franchises: 0,
      property_consultant: 0,
      contact_sales: 0,
      media_buying: 0,
      organic_leads: 0,
      feedback: 0,
      overdue: {
        forms: 0,
        cil: 0,
        deals: 0,
        disputes: 0,
        request_franchises: 0,
        property_consultant: 0,
        contact_sales: 0,
        media_buying: 0,
        organic_leads: 0,
        feedback: 0,
      },
    });
  }
});
