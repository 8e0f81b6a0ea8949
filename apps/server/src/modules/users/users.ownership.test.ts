import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAcceptedBroker, buildAssignedMember, buildMember, idsOf } from '../../../test/members.ts';

let t: TestApp;
let superToken: string;
let mine: Awaited<ReturnType<typeof buildAdmin>>;
let theirs: Awaited<ReturnType<typeof buildAdmin>>;
let myBroker: Awaited<ReturnType<typeof buildAcceptedBroker>>;
let theirBroker: Awaited<ReturnType<typeof buildAcceptedBroker>>;
let theirClient: Awaited<ReturnType<typeof buildAssignedMember>>;
let theirPending: Awaited<ReturnType<typeof buildMember>>;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  mine = await buildAdmin(t, superToken, 'Mona');
  theirs = await buildAdmin(t, superToken, 'Karim');
  myBroker = await buildAcceptedBroker(t, superToken, mine.admin._id, {
    name: 'Shared Name Mine',
    phone: '01555000001',
  });
  theirBroker = await buildAcceptedBroker(t, superToken, theirs.admin._id, {
    name: 'Shared Name Theirs',
    phone: '01555000002',
  });
  theirClient = await buildAssignedMember(t, superToken, theirs.admin._id, {
    user_type: 'Client',
    name: 'Shared Name Client',
  });
  // Joins by Karim's broker's code: Karim's, pending.
  theirPending = await buildMember(t, {
    user_type: 'Broker',
    invitation_code: theirBroker.user.my_invitation_code ?? '',
  });
  const removed = await buildAssignedMember(t, superToken, theirs.admin._id, {
    user_type: 'Franchise',
    name: 'Shared Name Gone',
  });
  await call(t, 'PUT', `/api/user/removed/${removed.user._id}`, { token: superToken });
});
afterAll(() => t.close());

describe("an ordinary admin never sees another admin's users", () => {
  it('in pages, full lists, pending and removed lists', async () => {
    const token = mine.token;
    expect(idsOf(await call(t, 'GET', '/api/user/all_users/Broker/1', { token }))).toEqual([
      myBroker.user._id,
    ]);
    for (const type of ['Client', 'Franchise']) {
      expect(idsOf(await call(t, 'GET', `/api/user/all_users/${type}/1`, { token }))).toEqual([]);
      expect(idsOf(await call(t, 'GET', `/api/user/all/${type}`, { token }))).toEqual([]);
      expect(idsOf(await call(t, 'GET', `/api/user/all_removed/${type}`, { token }))).toEqual([]);
    }
    expect(idsOf(await call(t, 'GET', '/api/user/all/Broker', { token }))).toEqual([myBroker.user._id]);
    expect(idsOf(await call(t, 'GET', '/api/user/all_pending/Broker', { token }))).toEqual([]);
    expect(idsOf(await call(t, 'GET', '/api/user/all_pending/Broker', { token: theirs.token }))).toEqual([
      theirPending.user._id,
    ]);
  });

  it('in searches, invitation look-ups and the home count', async () => {
    const search = (token: string, type: string, removed = false) =>
      call(t, 'POST', `/api/user/get_data_of_user/${type}`, {
        token,
        body: { search: 'shared name', removed },
      });
    expect(idsOf(await search(mine.token, 'Broker'))).toEqual([myBroker.user._id]);
    expect(idsOf(await search(mine.token, 'Client'))).toEqual([]);
    expect(idsOf(await search(mine.token, 'Franchise', true))).toEqual([]);
    expect(idsOf(await search(superToken, 'Broker')).sort()).toEqual(
      [myBroker.user._id, theirBroker.user._id].sort(),
    );
    expect(idsOf(await search(superToken, 'Franchise', true))).toHaveLength(1);
    expect(
      idsOf(
        await call(t, 'POST', '/api/user/get_data_of_user/Broker', {
          token: mine.token,
          body: { search: '01555' },
        }),
      ),
    ).toEqual([myBroker.user._id]);

    const code = theirBroker.user.my_invitation_code as string;
    // Console-core §6: the invitation look-up is a super admin's, whoever the broker's admin is.
    for (const token of [mine.token, theirs.token]) {
      const refused = await call(t, 'GET', `/api/user/invitation/${code}`, { token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
    expect(
      idsOf(await call(t, 'GET', `/api/user/invitation/${code.toLowerCase()}`, { token: superToken })),
    ).toEqual([theirPending.user._id]);
    expect(idsOf(await call(t, 'GET', '/api/user/invitation/NOSUCHCODE', { token: superToken }))).toEqual([]);

    expect((await call(t, 'GET', '/api/admin/summary', { token: mine.token })).json().pending_brokers).toBe(
      0,
    );
    expect((await call(t, 'GET', '/api/admin/summary', { token: theirs.token })).json().pending_brokers).toBe(
      1,
    );
  });

  it('and cannot act on one: 404, nothing changed', async () => {
    for (const path of ['ban', 'removed']) {
      const body = { reason: 'Broke the rules' };
      const reply = await call(t, 'PUT', `/api/user/${path}/${theirClient.user._id}`, {
        token: mine.token,
        body,
      });
      expect(reply.statusCode).toBe(404);
    }
    expect(
      (await call(t, 'GET', `/api/user/earnings/${theirBroker.user._id}`, { token: mine.token })).statusCode,
    ).toBe(404);
    const client = (await call(t, 'GET', '/api/user/all_users/Client/1', { token: theirs.token })).json()
      .response[0];
    expect(client).toMatchObject({ _id: theirClient.user._id, ban: false, status: 'active' });
  });
});

describe('super-only actions (console-core §6)', () => {
  it('get 403 for an ordinary admin, even on their own broker, with nothing changed', async () => {
    const token = mine.token;
    const id = myBroker.user._id;
    const attempts = [
      call(t, 'PUT', `/api/user/ban/${id}`, { token, body: { reason: 'Broke the rules' } }),
      // Refused before its body is read: no reason is a 400 only for whoever may ban a broker.
      call(t, 'PUT', `/api/user/ban/${id}`, { token }),
      call(t, 'PUT', `/api/user/ban/${id}`, { token, body: {} }),
      call(t, 'GET', `/api/user/invitation/${myBroker.user.my_invitation_code}`, { token }),
      call(t, 'PUT', `/api/user/removed/${id}`, { token }),
      call(t, 'PUT', '/api/user/update_earning', { token, body: { user_id: id, earning: 100 } }),
      call(t, 'PUT', `/api/user/change_admin/${id}`, { token, body: { admin_id: mine.admin._id } }),
      call(t, 'PUT', `/api/user/accept/${theirPending.user._id}`, {
        token,
        body: { admin_id: mine.admin._id },
      }),
      call(t, 'DELETE', `/api/user/delete_user/${theirPending.user._id}`, { token }),
      call(t, 'GET', '/api/user/admin_choices', { token }),
    ];
    for (const reply of await Promise.all(attempts)) expect(reply.statusCode).toBe(403);
    // Karim may see his pending broker but may not accept it either.
    const accept = await call(t, 'PUT', `/api/user/accept/${theirPending.user._id}`, {
      token: theirs.token,
      body: { admin_id: theirs.admin._id },
    });
    expect(accept.statusCode).toBe(403);
    const page = (await call(t, 'GET', '/api/user/all_users/Broker/1', { token })).json().response;
    expect(page).toEqual([
      expect.objectContaining({
        _id: id,
        ban: false,
        status: 'active',
        earnings: 0,
        admin_id: mine.admin._id,
      }),
    ]);
    expect(idsOf(await call(t, 'GET', '/api/user/all_pending/Broker', { token: superToken }))).toContain(
      theirPending.user._id,
    );
  });

  it('let an ordinary admin ban, remove and restore their own clients and franchises (docs/decisions/012)', async () => {
    const client = await buildAssignedMember(t, superToken, mine.admin._id, { user_type: 'Client' });
    const token = mine.token;
    expect(
      (
        await call(t, 'PUT', `/api/user/ban/${client.user._id}`, {
          token,
          body: { reason: 'Broke the rules' },
        })
      ).json().user.isBanned,
    ).toBe(true);
    expect((await call(t, 'PUT', `/api/user/unban/${client.user._id}`, { token })).json().user.isBanned).toBe(
      false,
    );
    expect((await call(t, 'PUT', `/api/user/removed/${client.user._id}`, { token })).json().user.status).toBe(
      'removed',
    );
    expect(
      (await call(t, 'PUT', `/api/user/unremoved/${client.user._id}`, { token })).json().user.status,
    ).toBe('active');
  });
});
