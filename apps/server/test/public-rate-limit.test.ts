import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/db.ts';
import { publicCallCounts } from '../src/core/public-rate-limit.schema.ts';
import { sweepEndedWindows } from '../src/core/window-counts.ts';
import { startTestApp, superAdmin, type TestApp } from './harness.ts';
import { uniquePhone } from './members.ts';

// The public calls anyone may make are limited per address (docs/decisions/091).
const limit = 5;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicRateLimit: limit });
});
afterAll(() => t.close());

function from(address: string, method: 'GET' | 'POST', url: string, body?: object) {
  return t.app.inject({ method, url, remoteAddress: address, ...(body && { payload: body }) });
}

const registration = () => ({
  user_type: 'Client',
  name: 'Flood',
  email: `flood-${randomUUID().slice(0, 8)}@simsar.test`,
  phone: uniquePhone(),
  password: 'Member-pass-1',
});

describe('public rate limits', () => {
  it('answers the call past the limit from one address with 429, Retry-After and a message', async () => {
    const address = '203.0.113.10';
    const codes: number[] = [];
    for (let i = 0; i < limit + 3; i++) {
      codes.push((await from(address, 'POST', '/api/app/register', registration())).statusCode);
    }
    expect(codes).toEqual([...Array(limit).fill(201), 429, 429, 429]);
    const refused = await from(address, 'POST', '/api/app/register', registration());
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      message: `Too many requests from your address. Try again in ${wait} seconds.`,
      code: 'RATE_LIMITED',
    });
    // Another address is not held back.
    expect((await from('203.0.113.11', 'POST', '/api/app/register', registration())).statusCode).toBe(201);
  });

  it('limits reset requests and the guest-link calls the same way', async () => {
    const address = '203.0.113.20';
    const phone = uniquePhone();
    const reset = { name: 'Flood', phone, whatsApp: phone };
    const resetCodes: number[] = [];
    for (let i = 0; i <= limit; i++) {
      resetCodes.push((await from(address, 'POST', '/api/app/forgot_password', reset)).statusCode);
    }
    expect(resetCodes).toEqual([...Array(limit).fill(201), 429]);
    const guest = `/api/guest/units/${randomUUID()}`;
    const guestCodes: number[] = [];
    for (let i = 0; i <= limit; i++) guestCodes.push((await from(address, 'GET', guest)).statusCode);
    expect(guestCodes).toEqual([...Array(limit).fill(404), 429]);
  });

  it('applies to every call that is marked for it: registration, resets, guest links, franchise requests', () => {
    const limited = t.app.apiRoutes
      .filter((route) => route.publicRateLimit)
      .map((route) => `${route.method} ${route.url}`);
    const expected = [
      'POST /api/app/register',
      'POST /api/app/forgot_password',
      'GET /api/guest/units/:id',
      'GET /api/guest/units/:id/lookups',
      'POST /api/guest/units/:id',
      'POST /api/app/franchise_requests',
    ];
    expect(limited.sort()).toEqual(expected.sort());
  });

  it('does not limit signed-in calls or the sign-in (it has its own limit)', async () => {
    const address = '203.0.113.30';
    for (let i = 0; i <= limit; i++) {
      const reply = await from(address, 'POST', '/api/admin/login', superAdmin);
      expect(reply.statusCode).toBe(200);
    }
  });
});

describe('the counts in the database', () => {
  it('starts a window again once it has ended, and the sweep removes only ended windows', async () => {
    const address = '203.0.113.50';
    const guest = `/api/guest/units/${randomUUID()}`;
    for (let i = 0; i <= limit; i++) await from(address, 'GET', guest);
    expect((await from(address, 'GET', guest)).statusCode).toBe(429);
    const key = `GET /api/guest/units/:id ${address}`;
    // The minute is over (moved back by hand rather than waited for).
    await t.db.execute(
      sql`update public_call_counts set window_ends_at = now() - interval '1 second' where key = ${key}`,
    );
    await sweepEndedWindows(t.db, publicCallCounts);
    const left = await t.db.execute(
      sql`select key from public_call_counts where key like ${'% 203.0.113.%'}`,
    );
    const keys = rowsOf<{ key: string }>(left).map((row) => row.key);
    expect(keys).not.toContain(key);
    expect(keys).toContain('POST /api/app/register 203.0.113.10');
    expect((await from(address, 'GET', guest)).statusCode).toBe(404);
  });
});
