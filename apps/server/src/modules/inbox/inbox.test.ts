import { type InboxReply, inboxMovesOf, inboxPath } from '@simsar/contract/inbox';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember, buildMember, uniquePhone } from '../../../test/members.ts';
import { fileFranchiseRequest, fileRequest, requestPhone } from '../../../test/request-builders.ts';
import { admins } from '../../core/admins.schema.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { getInboxTargets } from './inbox.targets.ts';
import { readWholeInbox } from './inbox.whole.ts';

let t: TestApp;
let superToken: string;
let mona: Awaited<ReturnType<typeof buildAdmin>>;
let karim: Awaited<ReturnType<typeof buildAdmin>>;
const filed: Record<'mona' | 'karim', string[]> = { mona: [], karim: [] };
let franchiseId: string;
let franchisePhone: string;
/** Super admins' alone: a pending broker nobody's member invited (no admin yet) and a reset request. */
let unassignedBrokerId: string;
let resetId: string;

/**
 * Files a request of two queues, a form and a CIL for one admin's members, and registers a broker
 * by their broker's invitation code (pending, assigned to that admin as the pending list shows).
 */
async function fileFor(who: 'mona' | 'karim', adminId: string) {
  const client = await buildAssignedMember(t, superToken, adminId, { user_type: 'Client' });
  const franchise = await buildAssignedMember(t, superToken, adminId, { user_type: 'Franchise' });
  const broker = await buildBroker(t, superToken, adminId, `${who} broker`);
  filed[who].push((await fileRequest(t, client.token, '/api/app/property_consultant'))._id);
  filed[who].push((await fileRequest(t, franchise.token, '/api/app/request_organic_leads'))._id);
  filed[who].push((await buildSubmission(t, 'form', broker.token))._id);
  filed[who].push((await buildSubmission(t, 'cil', broker.token))._id);
  const invited = await buildMember(t, {
    user_type: 'Broker',
    name: `${who} pending broker`,
    invitation_code: broker.user.my_invitation_code ?? '',
  });
  filed[who].push(invited.user._id);
}

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  mona = await buildAdmin(t, superToken, 'Mona');
  karim = await buildAdmin(t, superToken, 'Karim');
  await buildProject(t, superToken);
  await fileFor('mona', mona.admin._id);
  await fileFor('karim', karim.admin._id);
  franchisePhone = requestPhone();
  franchiseId = (await fileFranchiseRequest(t, { phone: franchisePhone }))._id;
  unassignedBrokerId = (await buildMember(t, { user_type: 'Broker', name: 'Nobody’s broker' })).user._id;
  const phone = uniquePhone();
  const filedReset = await call(t, 'POST', '/api/app/forgot_password', {
    body: { name: 'Forgetful Samia', phone, whatsApp: phone },
  });
  expect(filedReset.statusCode).toBe(201);
  const resets = (await call(t, 'GET', '/api/forgot_password/', { token: superToken })).json().response;
  resetId = resets.find((request: { phone: string }) => request.phone === phone)._id;
});
afterAll(() => t.close());

async function inbox(token: string, query = ''): Promise<InboxReply> {
  const reply = await call(t, 'GET', `${inboxPath}${query}`, { token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}
const ids = (reply: InboxReply) => reply.items.map((item) => item.id);

describe('GET /api/inbox', () => {
  it("gives an ordinary admin exactly their own members' waiting items and what no member filed, oldest first", async () => {
    const reply = await inbox(mona.token);
    expect(new Set(ids(reply))).toEqual(new Set([...filed.mona, franchiseId]));
    expect(reply.total).toBe(6);
    // Neither the unassigned pending broker nor any reset request (a super admin's queue).
    expect(reply.items.some((item) => item.kind === 'password_reset')).toBe(false);
    expect(await inbox(mona.token, '?kind=password_reset')).toMatchObject({ items: [], total: 0 });
    const times = reply.items.map((item) => item.filed_at);
    expect(times).toEqual([...times].sort());
    expect(new Set(ids(await inbox(karim.token)))).toEqual(new Set([...filed.karim, franchiseId]));
  });

  it('says each item’s kind, who filed it, its clock and overdue mark', async () => {
    const reply = await inbox(mona.token);
    expect(new Set(reply.items.map((item) => item.kind))).toEqual(
      new Set([
        'property_consultant',
        'request_organic_leads',
        'form',
        'cil',
        'pending_brokers',
        'request_franchises',
      ]),
    );
    const pending = reply.items.find((item) => item.kind === 'pending_brokers');
    expect(pending).toMatchObject({
      status: 'pending',
      overdue: false,
      filed_by: { name: 'mona pending broker' },
    });
    const form = reply.items.find((item) => item.kind === 'form');
    expect(form?.filed_by?.name).toBe('mona broker');
    expect(form).toMatchObject({ status: 'new', overdue: false, waited_minutes: 0 });
    // A franchise join request has no member behind it: the name and phone it gives say who filed it.
    expect(reply.items.find((item) => item.kind === 'request_franchises')?.filed_by).toEqual({
      _id: null,
      name: 'Omar Hassan',
      phone: franchisePhone,
      user_type: null,
    });
  });

  it('filters by kind, and a super admin by the assigned admin', async () => {
    const forms = await inbox(mona.token, '?kind=form');
    expect(ids(forms)).toEqual([filed.mona[2]]);
    const all = await inbox(superToken);
    expect(all.total).toBe(13);
    expect(new Set(ids(all))).toEqual(
      new Set([...filed.mona, ...filed.karim, franchiseId, unassignedBrokerId, resetId]),
    );
    // Kept by no admin, reset requests and the unassigned broker drop out of an admin's filter.
    expect(new Set(ids(await inbox(superToken, `?admin=${karim.admin._id}`)))).toEqual(new Set(filed.karim));
    expect(ids(await inbox(superToken, `?admin=${karim.admin._id}&kind=cil`))).toEqual([filed.karim[3]]);
  });

  it('refuses the admin filter to an ordinary admin, and an unknown kind', async () => {
    const byAdmin = await call(t, 'GET', `${inboxPath}?admin=${karim.admin._id}`, { token: mona.token });
    expect(byAdmin.statusCode).toBe(403);
    const unknown = await call(t, 'GET', `${inboxPath}?kind=nothing`, { token: mona.token });
    expect(unknown.statusCode).toBe(400);
  });

  it('holds a super admin’s reset requests, waiting while not done, counted in the total', async () => {
    const resets = await inbox(superToken, '?kind=password_reset');
    expect(resets).toMatchObject({
      total: 1,
      items: [{ id: resetId, status: 'new', filed_by: { _id: null, name: 'Forgetful Samia' } }],
    });
    expect(resets.items[0]?.summary).toContain('Forgetful Samia');
    const brokers = await inbox(superToken, '?kind=pending_brokers');
    expect(brokers.total).toBe(3);
    expect(new Set(ids(brokers))).toEqual(new Set([filed.mona[4], filed.karim[4], unassignedBrokerId]));
  });

  it('makes a pending broker’s Reject and a reset request’s Delete by their own calls', async () => {
    expect(inboxMovesOf('pending_brokers', 'pending', unassignedBrokerId, false)).toEqual([]);
    // Accept first, asking for the admin the broker goes to (the brokers screen's dialog), then Reject.
    const [accept, reject] = inboxMovesOf('pending_brokers', 'pending', unassignedBrokerId, true);
    expect(accept).toMatchObject({ label: 'Accept', key: 'a', method: 'PUT', asks: 'admin' });
    expect(reject).toMatchObject({ label: 'Reject', key: 'r', confirm: true });
    const [remove] = inboxMovesOf('password_reset', 'new', resetId, true);
    expect(remove).toMatchObject({ label: 'Delete', key: 'd', confirm: true });
    for (const move of [reject, remove]) {
      if (!move) throw new Error('no move');
      const made = await call(t, move.method, move.path, { token: superToken });
      expect(made.statusCode, made.body).toBe(200);
    }
    const after = await inbox(superToken);
    expect(ids(after)).not.toContain(unassignedBrokerId);
    expect(ids(after)).not.toContain(resetId);
    expect(after.total).toBe(11);
  });

  it('drops an item once it is moved out of waiting, and pages', async () => {
    await call(t, 'PUT', `/api/property_consultant/done/${filed.mona[0]}`, { token: mona.token });
    expect(ids(await inbox(mona.token))).not.toContain(filed.mona[0]);
    const second = await inbox(superToken, '?page=2');
    expect(second).toMatchObject({ page: 2, pages: 1, items: [], next: null });
  });

  it('reads a page after the page before’s last item as the offset reads it (docs/decisions/421)', async () => {
    const client = await buildAssignedMember(t, superToken, karim.admin._id, { user_type: 'Client' });
    for (let n = 0; n < 25; n += 1) await fileRequest(t, client.token, '/api/app/property_consultant');
    for (const [token, order] of [
      [superToken, ''],
      [karim.token, ''],
      [superToken, '&sort=filed&dir=desc'],
      [karim.token, '&sort=filed&dir=desc'],
    ] as const) {
      const first = await inbox(token, `?page=1${order}`);
      expect(first.items).toHaveLength(20);
      const byOffset = await inbox(token, `?page=2${order}`);
      const byKeys = await inbox(token, `?page=2${order}&after=${encodeURIComponent(first.next ?? '')}`);
      expect(byOffset.items.length).toBeGreaterThan(0);
      expect(byKeys).toMatchObject({ page: 2, pages: 2, total: first.total, next: null });
      expect(ids(byKeys)).toEqual(ids(byOffset));
    }
  });

  it('sorts by when filed either way, the newest first the oldest first reversed', async () => {
    const oldest = await inbox(karim.token, '?size=100');
    const newest = await inbox(karim.token, '?size=100&sort=filed&dir=desc');
    expect(oldest.items.length).toBeGreaterThan(20);
    expect(ids(newest)).toEqual(ids(oldest).reverse());
    const filed = newest.items.map((item) => item.filed_at);
    expect(filed).toEqual([...filed].sort().reverse());
    const file = await call(t, 'GET', '/api/export/inbox?format=csv&sort=filed&dir=desc', {
      token: karim.token,
    });
    expect(file.statusCode).toBe(200);
    const rows = file.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(oldest.total);
    expect(rows[0]).toContain(newest.items[0]?.summary ?? '');
    const unknown = await call(t, 'GET', `${inboxPath}?sort=name`, { token: karim.token });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This list cannot be sorted by that column');
  });

  it('reads the whole inbox kind by kind, merged in the order its pages show, either way', async () => {
    // Items of three kinds filed at one instant: the order then goes by kind, then by id.
    const sameInstant = sql`'2026-01-05T10:00:00.123456Z'::timestamptz`;
    await t.db.execute(sql`update requests set created_at = ${sameInstant} where id = ${filed.karim[1]}`);
    await t.db.execute(sql`update forms set created_at = ${sameInstant} where id = ${filed.karim[2]}`);
    await t.db.execute(sql`update cils set created_at = ${sameInstant} where id = ${filed.karim[3]}`);
    const targets = await getInboxTargets(t.db);
    const [superAdmin] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.isSuper, true));
    const sessionOf = (id: string, isSuper: boolean) => ({ id, isSuper }) as SessionAdmin;
    for (const [token, session] of [
      [karim.token, sessionOf(karim.admin._id, false)],
      [superToken, sessionOf(superAdmin?.id ?? '', true)],
    ] as const) {
      for (const order of [{}, { sort: 'filed', dir: 'desc' as const }]) {
        const query = 'dir' in order ? '?size=100&sort=filed&dir=desc' : '?size=100';
        const shown = ids(await inbox(token, query));
        expect(shown.length).toBeGreaterThan(5);
        const read: string[] = [];
        for await (const batch of readWholeInbox(t.db, session, order, new Date(), targets, { batch: 2 }))
          read.push(...batch.map((item) => item.id));
        expect(read).toEqual(shown);
        const first: string[] = [];
        for await (const batch of readWholeInbox(t.db, session, order, new Date(), targets, {
          batch: 2,
          limit: 5,
        }))
          first.push(...batch.map((item) => item.id));
        expect(first).toEqual(shown.slice(0, 5));
      }
    }
  });

  it('refuses a place to continue from that no page gave', async () => {
    for (const after of ['2026-01-01', `2026-01-01T00:00:00.000000Z~nothing~${resetId}`, 'x'.repeat(300)]) {
      const reply = await call(t, 'GET', `${inboxPath}?after=${encodeURIComponent(after)}`, {
        token: superToken,
      });
      expect(reply.statusCode, after).toBe(400);
      expect(reply.json().message).toBe('The page to continue from is not valid');
    }
  });
});
