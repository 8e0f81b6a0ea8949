import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInSuper, startTestApp, type TestApp } from './harness.ts';
import { buildMember, uniquePhone } from './members.ts';
import { callMultipart } from './multipart.ts';
import { unitFields, unitFiles } from './unit-builders.ts';

// A NUL byte or an overflowing number is the caller's mistake (400 with a
// message), never a 500, and the log of a database error holds none of the query's values.
const lines: string[] = [];
let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp({}, { logTo: { write: (line) => lines.push(line) } });
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

const nul = 'a\u0000b';
const refused = { code: 'VALIDATION', message: 'Text may not contain control characters' };

describe('a NUL byte in a text', () => {
  it('gets 400 with a message from each of the nine routes', async () => {
    const member = await buildMember(t, { user_type: 'Broker', area: 'Zayed' });
    const empty = await call(t, 'POST', '/api/units/empty', { token: superToken });
    const guestId = (empty.json().link as string).split('/guest/')[1];
    const replies = {
      'app login': await call(t, 'POST', '/api/app/login', {
        body: { email: `x${nul}@simsar.test`, password: nul },
      }),
      register: await call(t, 'POST', '/api/app/register', {
        body: {
          user_type: 'Client',
          name: `Nul ${nul}`,
          email: `nul-${randomUUID().slice(0, 6)}@simsar.test`,
          phone: uniquePhone(),
          password: 'Member-pass-1',
        },
      }),
      'forgot password': await call(t, 'POST', '/api/app/forgot_password', {
        body: { name: nul, phone: member.user.phone, whatsApp: member.user.phone },
      }),
      'admin login': await call(t, 'POST', '/api/admin/login', {
        body: { email: `${nul}@simsar.test`, password: nul },
      }),
      'guest fill': await callMultipart(t, 'POST', `/api/guest/units/${guestId}`, {
        ...unitFields({ project_name: `Tower ${nul}` }),
        ...(await unitFiles()),
      }),
      'admin create': await call(t, 'POST', '/api/admin/create', {
        token: superToken,
        body: { name: `Admin ${nul}`, email: 'nul-admin@simsar.test', password: 'Admin-pass-1' },
      }),
      'user search': await call(t, 'POST', '/api/user/get_data_of_user/Broker', {
        token: superToken,
        body: { search: nul, removed: false },
      }),
      'project search': await call(t, 'POST', '/api/units/admin_search', {
        token: superToken,
        body: { search: nul },
      }),
      'invitation lookup': await call(t, 'GET', `/api/user/invitation/AB${encodeURIComponent('\u0000')}CD`, {
        token: superToken,
      }),
    };
    for (const [route, reply] of Object.entries(replies)) {
      expect(reply.statusCode, route).toBe(400);
      expect(reply.json(), route).toMatchObject(refused);
    }
    expect(lines.join('')).not.toContain('"level":50');
  });
});

describe('numbers the database cannot hold', () => {
  it('gets 400 for taxes of 1e12 (each setting has its range)', async () => {
    const settings = { taxes: 1e12, app_taxes: 1, active_users: 1e12, forms: 1, free_broker_discount: 1 };
    const reply = await call(t, 'PUT', '/api/system/update', { token: superToken, body: settings });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual({
      taxes: 'Enter a percentage from 0 to 100',
      active_users: 'Enter a number from 0 to 1,000,000',
    });
    const fits = await call(t, 'PUT', '/api/system/update', {
      token: superToken,
      body: { ...settings, taxes: 100, active_users: 1_000_000 },
    });
    expect(fits.statusCode).toBe(200);
  });
});

describe('a database error', () => {
  it('is logged without the values of the query (no hash, e-mail or phone)', async () => {
    const secret = `$argon2id$v=19$m=19456,t=2,p=1$${randomUUID()}`;
    // A real failing query with a value in it (PostgreSQL repeats the value in its message).
    const error = await t.db.execute(sql`select ${secret}::int`).catch((caught: unknown) => caught);
    expect(String((error as Error).message)).toContain(secret);
    lines.length = 0;
    t.app.log.error({ err: error }, 'request failed');
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('22P02'); // what went wrong is still there: the SQLSTATE and the query
    expect(log).toContain('select $1::int');
    expect(log).not.toContain(secret);
  });
});
