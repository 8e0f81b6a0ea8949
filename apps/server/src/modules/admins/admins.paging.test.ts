import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * The admin screens' paged lists (docs/decisions/020) on a few thousand rows: 1,500 admins, 3,000
 * users in one admin's team and 2,000 unassigned ones, each inserted by one SQL statement.
 */
let t: TestApp;
let superToken: string;
let owner: string;
let ordinaryToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  const built = await buildAdmin(t, superToken, 'Team owner');
  owner = built.admin._id;
  ordinaryToken = built.token;
  await t.db.execute(sql`
    insert into admins (name, email, password_hash, admin_code, created_at)
    select 'Paged admin ' || i, 'paged' || i || '@simsar.test', 'no-password', 'PG' || lpad(i::text, 5, '0'),
           now() + make_interval(secs => i)
      from generate_series(1, 1500) as i`);
  await t.db.execute(sql`
    insert into users (user_type, name, email, phone, password_hash, status, admin_id)
    select 'Client', 'Team member ' || lpad(i::text, 4, '0'), 'team' || i || '@simsar.test',
           '010' || lpad(i::text, 8, '0'), 'no-password', 'active', ${owner}::uuid
      from generate_series(1, 3000) as i`);
  await t.db.execute(sql`
    insert into users (user_type, name, email, phone, password_hash, status)
    select 'Broker', 'Loose broker ' || lpad(i::text, 4, '0'), 'loose' || i || '@simsar.test',
           '011' || lpad(i::text, 8, '0'), 'no-password', case when i % 2 = 0 then 'active' else 'removed' end
      from generate_series(1, 2000) as i`);
}, 60_000);
afterAll(() => t.close());

async function get(url: string, token = superToken) {
  const reply = await call(t, 'GET', url, { token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as {
    items: { _id: string; name: string }[];
    page: number;
    pages: number;
    total: number;
  };
}

describe('the admins list, paged and searched on the server', () => {
  it('answers 20 admins a page with the count of all, newest first', async () => {
    const first = await get('/api/admin/list');
    expect(first).toMatchObject({ page: 1, total: 1502, pages: 76 });
    expect(first.items).toHaveLength(20);
    expect(first.items.map((admin) => admin.name).slice(0, 2)).toEqual([
      'Paged admin 1500',
      'Paged admin 1499',
    ]);
    const last = await get('/api/admin/list?page=76');
    expect(last.items.map((admin) => admin.name)).toEqual(['Team owner', 'Super admin']);
  });

  it('searches by name, e-mail or admin code', async () => {
    const byName = await get(`/api/admin/list?search=${encodeURIComponent('admin 123')}`);
    // 1239 down to 1230, then 123.
    expect(byName.total).toBe(11);
    expect(byName.items.map((admin) => admin.name).slice(-2)).toEqual([
      'Paged admin 1230',
      'Paged admin 123',
    ]);
    expect((await get('/api/admin/list?search=PG01400')).items.map((admin) => admin.name)).toEqual([
      'Paged admin 1400',
    ]);
    expect((await get('/api/admin/list?search=paged77%40')).items.map((admin) => admin.name)).toEqual([
      'Paged admin 77',
    ]);
    expect(await get('/api/admin/list?search=nobody%25')).toEqual({ items: [], page: 1, pages: 1, total: 0 });
  });
});

describe('the team and assign lists, paged and searched on the server', () => {
  it('pages an admin team of 3,000 by name', async () => {
    const second = await get(`/api/admin/team/${owner}?page=2`);
    expect(second).toMatchObject({ page: 2, pages: 150, total: 3000 });
    expect(second.items[0]?.name).toBe('Team member 0021');
    const found = await get(`/api/admin/team/${owner}?search=01000002999`);
    expect(found.items.map((user) => user.name)).toEqual(['Team member 2999']);
  });

  it('pages the 2,000 unassigned users and searches them', async () => {
    const first = await get('/api/admin/unassigned');
    expect(first).toMatchObject({ page: 1, pages: 100, total: 2000 });
    const found = await get('/api/admin/unassigned?search=broker%20150');
    expect(found.total).toBe(10); // 1500 to 1509
    expect(found.items[0]?.name).toBe('Loose broker 1500');
  });

  it('answers 404 for an unknown admin, 403 to an ordinary admin and 400 for a bad page', async () => {
    const unknown = await call(t, 'GET', '/api/admin/team/00000000-0000-4000-8000-000000000000', {
      token: superToken,
    });
    expect(unknown.statusCode).toBe(404);
    for (const url of ['/api/admin/list', `/api/admin/team/${owner}`, '/api/admin/unassigned']) {
      expect((await call(t, 'GET', url, { token: ordinaryToken })).statusCode).toBe(403);
      expect((await call(t, 'GET', url)).statusCode).toBe(401);
    }
    expect((await call(t, 'GET', '/api/admin/list?page=0', { token: superToken })).statusCode).toBe(400);
  });
});
