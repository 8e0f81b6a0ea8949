import type { User } from '@simsar/contract/users';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAcceptedBroker, buildAssignedMember, buildMember } from '../../../test/members.ts';
import { users } from './users.schema.ts';

// GET /api/user/list/{type}: the member list in the one list shape, sorted and filtered
// (docs/decisions/520), and the same filter in export and "select all that match".
let t: TestApp;
let superToken: string;
let mona: Awaited<ReturnType<typeof buildAdmin>>;
let karim: Awaited<ReturnType<typeof buildAdmin>>;
const made: Record<string, User> = {};

async function client(name: string, adminId: string, joined: string) {
  const { user } = await buildAssignedMember(t, superToken, adminId, { user_type: 'Client', name });
  await t.db
    .update(users)
    .set({ createdAt: new Date(`${joined}T10:00:00Z`) })
    .where(eq(users.id, user._id));
  made[name] = user;
}

const names = (reply: { json: () => { items: User[] } }) => reply.json().items.map((user) => user.name);

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  mona = await buildAdmin(t, superToken, 'Mona');
  karim = await buildAdmin(t, superToken, 'Karim');
  await client('Basma Mona', mona.admin._id, '2026-03-02');
  await client('adel Mona', mona.admin._id, '2026-03-10');
  await client('Camelia Karim', karim.admin._id, '2026-03-05');
  await client('Dina Karim', karim.admin._id, '2026-04-01');
  await call(t, 'PUT', `/api/user/ban/${made['Dina Karim']?._id}`, {
    token: superToken,
    body: { reason: 'Fake listings' },
  });
});
afterAll(() => t.close());

describe('a member list page', () => {
  it('counts what matches and pages it at the size asked', async () => {
    const reply = await call(t, 'GET', '/api/user/list/Client?size=20', { token: superToken });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ page: 1, pages: 1, total: 4 });
    // Newest first unless sorted.
    expect(names(reply)).toEqual(['Dina Karim', 'adel Mona', 'Camelia Karim', 'Basma Mona']);
  });

  it('sorts by name (case folded) and by join date, either way', async () => {
    const byName = await call(t, 'GET', '/api/user/list/Client?sort=name&dir=asc', { token: superToken });
    expect(names(byName)).toEqual(['adel Mona', 'Basma Mona', 'Camelia Karim', 'Dina Karim']);
    const down = await call(t, 'GET', '/api/user/list/Client?sort=name&dir=desc', { token: superToken });
    expect(names(down)).toEqual(['Dina Karim', 'Camelia Karim', 'Basma Mona', 'adel Mona']);
    const oldest = await call(t, 'GET', '/api/user/list/Client?sort=joined&dir=asc', { token: superToken });
    expect(names(oldest)).toEqual(['Basma Mona', 'Camelia Karim', 'adel Mona', 'Dina Karim']);
  });

  it('refuses a column it cannot sort by, a bad direction or page size, with a message', async () => {
    for (const query of ['sort=password_hash', 'sort=constructor', 'sort=name&dir=up', 'size=7']) {
      const reply = await call(t, 'GET', `/api/user/list/Client?${query}`, { token: superToken });
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().message, query).toMatch(/sorted|Sort up|rows a page/);
    }
  });

  it('filters by admin, banned and the days joined (both included)', async () => {
    const query = (text: string) => call(t, 'GET', `/api/user/list/Client?${text}`, { token: superToken });
    expect(names(await query(`admin_id=${mona.admin._id}&sort=name`))).toEqual(['adel Mona', 'Basma Mona']);
    expect(names(await query('banned=yes'))).toEqual(['Dina Karim']);
    expect((await query('banned=no')).json().total).toBe(3);
    const march = await query('joined_from=2026-03-02&joined_to=2026-03-05&sort=joined');
    expect(names(march)).toEqual(['Basma Mona', 'Camelia Karim']);
    expect(march.json().total).toBe(2);
  });

  it('refuses bad filters with 400 and their messages, never 500', async () => {
    const cases: [string, string][] = [
      ['admin_id=42', 'Choose an admin from the list'],
      ['banned=maybe', 'Choose banned (yes) or not banned (no)'],
      ['joined_from=2026-02-30', 'Enter a date as YYYY-MM-DD'],
      ['joined_from=2026-04-01&joined_to=2026-03-01', 'The start of the range must come before its end'],
    ];
    for (const [query, message] of cases) {
      const reply = await call(t, 'GET', `/api/user/list/Client?${query}`, { token: superToken });
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().message, query).toBe(message);
    }
  });

  it("never shows an ordinary admin another admin's members, even filtered by that admin", async () => {
    const own = await call(t, 'GET', '/api/user/list/Client', { token: mona.token });
    expect(names(own).sort()).toEqual(['Basma Mona', 'adel Mona']);
    expect(own.json().total).toBe(2);
    const theirs = await call(t, 'GET', `/api/user/list/Client?admin_id=${karim.admin._id}`, {
      token: mona.token,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ items: [], total: 0 });
  });
});

describe('the same filter in export and "select all that match"', () => {
  it('exports exactly the filtered rows', async () => {
    const reply = await call(
      t,
      'GET',
      `/api/export/clients?format=csv&admin_id=${mona.admin._id}&joined_from=2026-03-05`,
      { token: superToken },
    );
    expect(reply.statusCode).toBe(200);
    const lines = reply.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('adel Mona');
  });

  it("selects all that match the filter, within the caller's share", async () => {
    const all = { banned: 'no', joined_to: '2026-03-05' };
    const matching = await call(t, 'POST', '/api/bulk/clients', { token: superToken, body: { all } });
    expect(matching.statusCode).toBe(200);
    expect([...matching.json().ids].sort()).toEqual(
      [made['Basma Mona']?._id, made['Camelia Karim']?._id].sort(),
    );
    const mine = await call(t, 'POST', '/api/bulk/clients', {
      token: mona.token,
      body: { all: { admin_id: karim.admin._id } },
    });
    expect(mine.json().ids).toEqual([]);
  });

  it('exports in the order sorted, and refuses a sort the list does not offer', async () => {
    const sorted = await call(t, 'GET', '/api/export/clients?format=csv&sort=name&dir=desc&banned=no', {
      token: superToken,
    });
    const first = sorted.body
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(first).toEqual(['Camelia Karim', 'Basma Mona', 'adel Mona']);
    const bad = await call(t, 'GET', '/api/export/clients?format=csv&sort=password_hash', {
      token: superToken,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This list cannot be sorted by that column');
  });

  it('refuses a bad filter in an export with 400', async () => {
    const reply = await call(t, 'GET', '/api/export/clients?format=csv&joined_to=yesterday', {
      token: superToken,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Enter a date as YYYY-MM-DD');
  });
});

describe('the totals read from the kept member counts', () => {
  type Filter = { state?: 'pending' | 'removed'; banned?: 'yes' | 'no'; admin_id?: string };
  type Caller = { token: string; id?: string };

  /** What the list's rows count: its type, state, banned and admin, within the caller's share. */
  async function liveCount(type: string, filter: Filter, caller: Caller) {
    const where: (SQL | undefined)[] = [
      eq(users.userType, type as 'Client'),
      eq(users.status, filter.state ?? 'active'),
      filter.banned ? eq(users.banned, filter.banned === 'yes') : undefined,
      filter.admin_id ? eq(users.adminId, filter.admin_id) : undefined,
      caller.id ? eq(users.adminId, caller.id) : undefined,
    ];
    const [row] = await t.db
      .select({ n: count() })
      .from(users)
      .where(and(...where));
    return row?.n ?? 0;
  }

  async function expectTotals(step: string) {
    const callers: Caller[] = [
      { token: superToken },
      { token: mona.token, id: mona.admin._id },
      { token: karim.token, id: karim.admin._id },
    ];
    const filters: Filter[] = [
      {},
      { banned: 'yes' },
      { banned: 'no' },
      { state: 'pending' },
      { state: 'removed' },
      { state: 'removed', banned: 'yes' },
      { admin_id: mona.admin._id },
      { admin_id: karim.admin._id, banned: 'no' },
    ];
    for (const caller of callers) {
      for (const type of ['Client', 'Broker']) {
        for (const filter of filters) {
          const reply = await call(t, 'GET', `/api/user/list/${type}?${new URLSearchParams(filter)}`, {
            token: caller.token,
          });
          expect(reply.statusCode, reply.body).toBe(200);
          const where = `${step}: ${type} ${JSON.stringify(filter)} for ${caller.id ?? 'super'}`;
          expect(reply.json().total, where).toBe(await liveCount(type, filter, caller));
        }
      }
    }
  }

  it('equal the rows counted after members join, are accepted, banned, removed, moved and deleted', async () => {
    await expectTotals('as seeded');
    const pending = await buildMember(t, { user_type: 'Broker', area: 'Giza' });
    const broker = await buildAcceptedBroker(t, superToken, mona.admin._id, { area: 'Giza' });
    const unassigned = await buildMember(t, { user_type: 'Client' });
    await expectTotals('joined and accepted');
    const put = async (path: string, body?: unknown) => {
      const reply = await call(t, 'PUT', path, { token: superToken, ...(body !== undefined && { body }) });
      expect(reply.statusCode, reply.body).toBe(200);
    };
    await put(`/api/user/ban/${broker.user._id}`, { reason: 'Fake listings' });
    await put(`/api/user/removed/${made['Basma Mona']?._id}`);
    await put(`/api/user/ban/${made['Basma Mona']?._id}`, { reason: 'Removed and banned' }).catch(
      () => undefined,
    );
    await put(`/api/user/change_admin/${made['Camelia Karim']?._id}`, { admin_id: mona.admin._id });
    await put(`/api/user/change_admin/${unassigned.user._id}`, { admin_id: karim.admin._id });
    await expectTotals('banned, removed and moved');
    await t.db.update(users).set({ banned: false, banReason: null }).where(eq(users.id, broker.user._id));
    await t.db.delete(users).where(eq(users.id, pending.user._id));
    await t.db.delete(users).where(eq(users.id, made['Dina Karim']?._id ?? ''));
    await expectTotals('unbanned by hand and deleted');
  });
});
