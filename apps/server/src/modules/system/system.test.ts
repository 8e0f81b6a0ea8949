import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

const settings = { taxes: 14, app_taxes: 2.5, active_users: 120, forms: 35, free_broker_discount: 10 };

describe('system settings', () => {
  it('starts at zero and saves the five numbers', async () => {
    const before = await call(t, 'GET', '/api/system/', { token: superToken });
    expect(before.json()).toMatchObject({
      taxes: 0,
      app_taxes: 0,
      active_users: 0,
      forms: 0,
      free_broker_discount: 0,
    });
    const saved = await call(t, 'PUT', '/api/system/update', { token: superToken, body: settings });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(settings);
    expect((await call(t, 'GET', '/api/system/', { token: superToken })).json()).toMatchObject(settings);
  });

  it('names every missing field with the spec message', async () => {
    const reply = await call(t, 'PUT', '/api/system/update', { token: superToken, body: {} });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual({
      taxes: 'Taxes is required',
      app_taxes: 'App taxes is required',
      active_users: 'Active users is required',
      forms: 'Number of forms is required',
      free_broker_discount: 'Simsar discount is required',
    });
  });

  it('takes numbers only', async () => {
    const reply = await call(t, 'PUT', '/api/system/update', {
      token: superToken,
      body: { ...settings, taxes: 'ten' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual({ taxes: 'Must be a number' });
  });

  it('keeps each setting to its unit, range and whole-number rule', async () => {
    await call(t, 'PUT', '/api/system/update', { token: superToken, body: settings });
    const cases: [Record<string, number>, Record<string, string>][] = [
      [{ free_broker_discount: 150 }, { free_broker_discount: 'Enter a percentage from 0 to 100' }],
      [{ taxes: 100.5 }, { taxes: 'Enter a percentage from 0 to 100' }],
      [{ app_taxes: -1 }, { app_taxes: 'Enter a percentage from 0 to 100' }],
      [{ taxes: 14.125 }, { taxes: 'Two decimals at most' }],
      [{ active_users: 1.5 }, { active_users: 'Enter a whole number' }],
      [{ forms: 2.5 }, { forms: 'Enter a whole number' }],
      [{ forms: 1_000_001 }, { forms: 'Enter a number from 0 to 1,000,000' }],
    ];
    for (const [change, fields] of cases) {
      const reply = await call(t, 'PUT', '/api/system/update', {
        token: superToken,
        body: { ...settings, ...change },
      });
      expect(reply.statusCode, JSON.stringify(change)).toBe(400);
      expect(reply.json().fields).toEqual(fields);
    }
    expect((await call(t, 'GET', '/api/system/', { token: superToken })).json()).toMatchObject(settings);
    const edges = {
      taxes: 100,
      app_taxes: 0,
      active_users: 1_000_000,
      forms: 0,
      free_broker_discount: 99.99,
    };
    const saved = await call(t, 'PUT', '/api/system/update', { token: superToken, body: edges });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(edges);
  });

  it('uses the configured product name in the discount message', async () => {
    const other = await startTestApp({ productName: 'Dalil' });
    try {
      const token = await signInSuper(other);
      const { free_broker_discount: _, ...rest } = settings;
      const reply = await call(other, 'PUT', '/api/system/update', { token, body: rest });
      expect(reply.json().fields).toEqual({ free_broker_discount: 'Dalil discount is required' });
    } finally {
      await other.close();
    }
  });

  it('gives an ordinary admin 403 and leaves the settings unchanged', async () => {
    await call(t, 'PUT', '/api/system/update', { token: superToken, body: settings });
    const { token } = await buildAdmin(t, superToken);
    const put = await call(t, 'PUT', '/api/system/update', {
      token,
      body: { ...settings, taxes: 99 },
    });
    expect(put.statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/system/', { token })).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/system/', { token: superToken })).json()).toMatchObject(settings);
  });
});
