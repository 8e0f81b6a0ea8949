import { userMessages } from '@simsar/contract/messages';
import { requestMessages } from '@simsar/contract/request-bodies';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminIdOf,
  buildAdmin,
  call,
  signInSuper,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { buildAcceptedBroker, buildAssignedMember, buildMember } from '../../../test/members.ts';
import { fileRequest } from '../../../test/request-builders.ts';
import { rowsOf } from '../../core/db.ts';

const path = '/api/app/property_consultant';

let t: TestApp;
let superToken: string;
let superId: string;
let karim: { token: string; id: string };
let nadia: { token: string; id: string };

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  superId = await adminIdOf(t, superToken);
  const [first, second] = [
    await buildAdmin(t, superToken, 'Karim'),
    await buildAdmin(t, superToken, 'Nadia'),
  ];
  karim = { token: first.token, id: first.admin._id };
  nadia = { token: second.token, id: second.admin._id };
});
afterAll(() => t.close());

const auditOf = async (id: string) =>
  (await call(t, 'GET', `/api/audit?kind=user&item=${id}`, { token: superToken })).json().items as {
    action: string;
  }[];

describe('POST /api/bulk/{list}/{move}', () => {
  it('accepts 50 pending brokers, each audited, and names the one another admin accepted first', async () => {
    const brokers = [];
    for (let n = 0; n < 50; n++) {
      brokers.push((await buildMember(t, { user_type: 'Broker', name: `Bulk broker ${n}` })).user);
    }
    const first = brokers[7];
    if (!first) throw new Error('no broker');
    // Another admin's session accepts one of them first.
    const alone = await call(t, 'PUT', `/api/user/accept/${first._id}`, {
      token: await signInSuper(t),
      body: { admin_id: nadia.id },
    });
    expect(alone.statusCode).toBe(200);

    const reply = await call(t, 'POST', '/api/bulk/brokers/accept', {
      token: superToken,
      body: { ids: brokers.map((broker) => broker._id), admin_id: karim.id },
    });
    expect(reply.statusCode).toBe(200);
    const { done, failed } = reply.json();
    expect(done).toHaveLength(49);
    expect(done).not.toContain(first._id);
    expect(failed).toEqual([
      { id: first._id, name: 'Bulk broker 7', message: userMessages.notPending, code: 'CONFLICT' },
    ]);
    // Each accepted one moved and audited on its own; the failed one kept its first admin.
    const team = await call(t, 'GET', '/api/user/all_users/Broker/1', { token: karim.token });
    expect(team.json().response.map((user: { name: string }) => user.name)).toContain('Bulk broker 49');
    for (const broker of [brokers[0], brokers[49]]) {
      expect((await auditOf(broker?._id ?? '')).map((entry) => entry.action)).toEqual(['accept']);
    }
    expect((await auditOf(first._id)).map((entry) => entry.action)).toEqual(['accept']);
    const seen = await call(t, 'GET', `/api/user/all_pending/Broker`, { token: superToken });
    const pendingIds = seen.json().response.map((user: { _id: string }) => user._id);
    expect(brokers.filter((broker) => pendingIds.includes(broker._id))).toEqual([]);
  });

  it('refuses a bulk accept to an ordinary admin before touching any broker', async () => {
    const broker = (await buildMember(t, { user_type: 'Broker' })).user;
    const reply = await call(t, 'POST', '/api/bulk/brokers/accept', {
      token: karim.token,
      body: { ids: [broker._id], admin_id: karim.id },
    });
    expect(reply.statusCode).toBe(403);
    const pending = await call(t, 'GET', '/api/user/all_pending/Broker', { token: superToken });
    expect(pending.json().response.map((user: { _id: string }) => user._id)).toContain(broker._id);
  });

  it('asks for the admin of an accept, and refuses an unknown move or list', async () => {
    const broker = (await buildMember(t, { user_type: 'Broker' })).user;
    const noAdmin = await call(t, 'POST', '/api/bulk/brokers/accept', {
      token: superToken,
      body: { ids: [broker._id] },
    });
    expect(noAdmin.statusCode).toBe(400);
    expect(noAdmin.json().fields.admin_id).toBe('Choose an admin');
    const noIds = await call(t, 'POST', '/api/bulk/brokers/remove', { token: superToken, body: {} });
    expect(noIds.statusCode).toBe(400);
    const noMove = await call(t, 'POST', '/api/bulk/brokers/explode', {
      token: superToken,
      body: { ids: [broker._id] },
    });
    expect(noMove.statusCode).toBe(404);
    const noList = await call(t, 'POST', '/api/bulk/nothing/remove', {
      token: superToken,
      body: { ids: [broker._id] },
    });
    expect(noList.statusCode).toBe(404);
  });

  it("resolves 'all' through the list with the caller's share: an ordinary admin never removes another's member", async () => {
    const mine = await buildAssignedMember(t, superToken, karim.id, {
      user_type: 'Client',
      name: 'Zed mine',
    });
    const theirs = await buildAssignedMember(t, superToken, nadia.id, {
      user_type: 'Client',
      name: 'Zed theirs',
    });
    // What "select all that match" selects: the caller's own share of the search.
    const matching = await call(t, 'POST', '/api/bulk/clients', {
      token: karim.token,
      body: { all: { search: 'Zed' } },
    });
    expect(matching.json()).toEqual({ ids: [mine.user._id] });
    const everyone = await call(t, 'POST', '/api/bulk/clients', {
      token: superToken,
      body: { all: { search: 'Zed' } },
    });
    expect(new Set(everyone.json().ids)).toEqual(new Set([mine.user._id, theirs.user._id]));
    const refused = await call(t, 'POST', '/api/bulk/team', {
      token: karim.token,
      body: { all: { admin_id: karim.id } },
    });
    expect(refused.statusCode).toBe(403);

    const reply = await call(t, 'POST', '/api/bulk/clients/remove', {
      token: karim.token,
      body: { all: { search: 'Zed' } },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ done: [mine.user._id], failed: [] });
    const removed = await call(t, 'GET', '/api/user/all_removed/Client', { token: superToken });
    const removedIds = removed.json().response.map((user: { _id: string }) => user._id);
    expect(removedIds).toContain(mine.user._id);
    expect(removedIds).not.toContain(theirs.user._id);

    // Named by id, the other admin's member is not found, and not named.
    const byId = await call(t, 'POST', '/api/bulk/clients/unremove', {
      token: karim.token,
      body: { ids: [mine.user._id, theirs.user._id] },
    });
    expect(byId.json()).toEqual({
      done: [mine.user._id],
      failed: [{ id: theirs.user._id, message: userMessages.userNotFound, code: 'NOT_FOUND' }],
    });
  });

  it('assigns many members to another admin (super admin only)', async () => {
    const one = await buildAcceptedBroker(t, superToken, karim.id);
    const two = await buildAcceptedBroker(t, superToken, karim.id);
    const ids = [one.user._id, two.user._id];
    const refused = await call(t, 'POST', '/api/bulk/team/assign', {
      token: karim.token,
      body: { ids, admin_id: nadia.id },
    });
    expect(refused.statusCode).toBe(403);
    const reply = await call(t, 'POST', '/api/bulk/team/assign', {
      token: superToken,
      body: { ids, admin_id: superId },
    });
    expect(reply.json()).toEqual({ done: ids, failed: [] });
    for (const id of ids) {
      expect((await auditOf(id)).map((entry) => entry.action)).toContain('change_admin');
    }
  });
});

describe('bulk ban with a reason, unban and reject', () => {
  it('bans many with one reason, each audited and told, names one already banned, and unbans them', async () => {
    const one = await buildAssignedMember(t, superToken, karim.id, { user_type: 'Client', name: 'Ban one' });
    const two = await buildAssignedMember(t, superToken, karim.id, { user_type: 'Client', name: 'Ban two' });
    const theirs = await buildAssignedMember(t, superToken, nadia.id, { user_type: 'Client' });
    const url = '/api/bulk/clients/ban';
    const ids = [one.user._id, two.user._id];
    // The single ban's rule and messages, checked once before any member is touched.
    for (const body of [{ ids }, { ids, reason: '  ' }, { ids, reason: 'ab' }]) {
      const refused = await call(t, 'POST', url, { token: karim.token, body });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.reason).toBe(userMessages.banReasonRequired);
    }
    const long = await call(t, 'POST', url, { token: karim.token, body: { ids, reason: 'x'.repeat(501) } });
    expect(long.json().fields.reason).toBe(userMessages.banReasonTooLong);
    expect((await auditOf(one.user._id)).map((entry) => entry.action)).toEqual(['change_admin']);

    const first = await call(t, 'PUT', `/api/user/ban/${two.user._id}`, {
      token: karim.token,
      body: { reason: 'Banned alone first' },
    });
    expect(first.statusCode).toBe(200);
    const reply = await call(t, 'POST', url, {
      token: karim.token,
      body: { ids: [...ids, theirs.user._id], reason: '  Fake listings  ' },
    });
    expect(reply.json()).toEqual({
      done: [one.user._id],
      failed: [
        { id: two.user._id, name: 'Ban two', message: userMessages.alreadyBanned, code: 'CONFLICT' },
        { id: theirs.user._id, message: userMessages.userNotFound, code: 'NOT_FOUND' },
      ],
    });
    const entry = (await auditOf(one.user._id)).find((item) => item.action === 'ban') as unknown as {
      after: Record<string, unknown>;
    };
    expect(entry.after).toMatchObject({ banned: true, ban_reason: 'Fake listings' });
    // The banned member is out of the app: their notifications are read by SQL.
    const notices = await t.db.execute(
      sql`select n.text from notification_recipients r join notifications n on n.id = r.notification_id where r.user_id = ${one.user._id}`,
    );
    expect(rowsOf<{ text: string }>(notices).map((row) => row.text)).toEqual([
      'Your account was banned. Reason: Fake listings\nتم حظر حسابك. السبب: Fake listings',
    ]);
    const list = await call(t, 'GET', '/api/user/all_users/Client/1', { token: karim.token });
    const shown = list.json().response.find((user: { _id: string }) => user._id === one.user._id);
    expect(shown).toMatchObject({ ban: true, ban_reason: 'Fake listings' });

    const unban = await call(t, 'POST', '/api/bulk/clients/unban', { token: karim.token, body: { ids } });
    expect(unban.json()).toEqual({ done: ids, failed: [] });
    const after = await call(t, 'GET', '/api/user/all_users/Client/1', { token: karim.token });
    for (const user of after.json().response.filter((item: { _id: string }) => ids.includes(item._id))) {
      expect(user).toMatchObject({ ban: false, ban_reason: null });
    }
  });

  it('refuses an ordinary admin a bulk move on brokers before reading its body, as the single move', async () => {
    const broker = await buildAcceptedBroker(t, superToken, karim.id, { name: 'Ban broker' });
    for (const body of [{ ids: [broker.user._id], reason: 'Not allowed here' }, {}]) {
      const reply = await call(t, 'POST', '/api/bulk/brokers/ban', { token: karim.token, body });
      expect(reply.statusCode).toBe(403);
      expect(reply.json().code).toBe('FORBIDDEN');
    }
    const remove = await call(t, 'POST', '/api/bulk/brokers/remove', {
      token: karim.token,
      body: { ids: [broker.user._id] },
    });
    expect(remove.statusCode).toBe(403);
    const page = await call(t, 'GET', '/api/user/all_users/Broker/1', { token: karim.token });
    expect(page.json().response).toContainEqual(
      expect.objectContaining({ _id: broker.user._id, ban: false, status: 'active' }),
    );
  });

  it('rejects many pending brokers (super admin only), each deleted and audited, and names one accepted', async () => {
    const brokers = [];
    for (let n = 0; n < 3; n++) {
      brokers.push((await buildMember(t, { user_type: 'Broker', name: `Reject broker ${n}` })).user);
    }
    const ids = brokers.map((broker) => broker._id);
    const refused = await call(t, 'POST', '/api/bulk/brokers/reject', { token: karim.token, body: { ids } });
    expect(refused.statusCode).toBe(403);
    const accepted = await call(t, 'PUT', `/api/user/accept/${ids[2]}`, {
      token: superToken,
      body: { admin_id: karim.id },
    });
    expect(accepted.statusCode).toBe(200);
    const reply = await call(t, 'POST', '/api/bulk/brokers/reject', { token: superToken, body: { ids } });
    expect(reply.json()).toEqual({
      done: ids.slice(0, 2),
      failed: [{ id: ids[2], name: 'Reject broker 2', message: userMessages.notPending, code: 'CONFLICT' }],
    });
    const pending = await call(t, 'GET', '/api/user/all_pending/Broker', { token: superToken });
    const left = pending.json().response.map((user: { _id: string }) => user._id);
    expect(ids.filter((id) => left.includes(id))).toEqual([]);
    expect((await auditOf(ids[0] ?? '')).map((entry) => entry.action)).toEqual(['reject']);
  });
});

describe('bulk moves on a request queue', () => {
  it("marks all of an admin's to-do requests done, never another admin's, and names a request already done", async () => {
    const mine = await buildAssignedMember(t, superToken, karim.id, {
      user_type: 'Client',
      name: 'Queue mine',
    });
    const theirs = await buildAssignedMember(t, superToken, nadia.id, {
      user_type: 'Client',
      name: 'Queue theirs',
    });
    const [one, two] = [await fileRequest(t, mine.token, path), await fileRequest(t, mine.token, path)];
    const other = await fileRequest(t, theirs.token, path);

    const reply = await call(t, 'POST', '/api/bulk/property_consultant.non-done/done', {
      token: karim.token,
      body: { all: {} },
    });
    expect(reply.statusCode).toBe(200);
    expect(new Set(reply.json().done)).toEqual(new Set([one._id, two._id]));
    const history = (id: string) =>
      call(t, 'GET', `/api/audit?kind=property_consultant&item=${id}`, { token: superToken });
    expect((await history(one._id)).json().items.map((entry: { action: string }) => entry.action)).toEqual([
      'done',
    ]);
    expect((await history(other._id)).json().items).toEqual([]);

    const again = await call(t, 'POST', '/api/bulk/property_consultant.done/undone', {
      token: karim.token,
      body: { ids: [one._id] },
    });
    expect(again.json()).toEqual({ done: [one._id], failed: [] });
    const twice = await call(t, 'POST', '/api/bulk/property_consultant.non-done/done', {
      token: karim.token,
      body: { ids: [two._id, other._id] },
    });
    expect(twice.json()).toEqual({
      done: [],
      failed: [
        { id: two._id, name: 'Queue mine', message: requestMessages.alreadyIn.done, code: 'CONFLICT' },
        { id: other._id, message: requestMessages.requestNotFound, code: 'NOT_FOUND' },
      ],
    });
  });
});
