import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAcceptedBroker, buildAssignedMember, buildMember, idsOf } from '../../../test/members.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

/** An admin of its own, so the lists of one test hold only that test's users. */
async function freshAdmin() {
  return buildAdmin(t, superToken, 'List admin');
}

describe('pages of 20', () => {
  it('holds 20 on page 1 and the 21st on page 2, newest first', async () => {
    const { admin, token } = await freshAdmin();
    const made: string[] = [];
    for (let i = 0; i < 21; i++) {
      made.push((await buildAssignedMember(t, superToken, admin._id, { user_type: 'Client' })).user._id);
    }
    const page1 = await call(t, 'GET', '/api/user/all_users/Client/1', { token });
    const page2 = await call(t, 'GET', '/api/user/all_users/Client/2', { token });
    expect(idsOf(page1)).toEqual(made.slice(1).reverse());
    expect(idsOf(page2)).toEqual([made[0]]);
  });

  it('gives an empty page after exactly 20', async () => {
    const { admin, token } = await freshAdmin();
    for (let i = 0; i < 20; i++)
      await buildAssignedMember(t, superToken, admin._id, { user_type: 'Franchise' });
    expect(idsOf(await call(t, 'GET', '/api/user/all_users/Franchise/1', { token }))).toHaveLength(20);
    expect((await call(t, 'GET', '/api/user/all_users/Franchise/2', { token })).json()).toEqual({
      response: [],
    });
  });

  it('reads page 1 (its own prepared statement; rows by position on PostgreSQL) as every other query reads users', async () => {
    const { admin, token } = await freshAdmin();
    const inviter = await buildAcceptedBroker(t, superToken, admin._id, { name: 'منى زكي' });
    await buildMember(t, {
      user_type: 'Broker',
      invitation_code: inviter.user.my_invitation_code ?? undefined,
    });
    const added = await call(t, 'PUT', '/api/user/update_earning', {
      token: superToken,
      body: { user_id: inviter.user._id, earning: 1250.5 },
    });
    for (const who of [superToken, token]) {
      const page = (await call(t, 'GET', '/api/user/all_users/Broker/1', { token: who })).json().response;
      const shown = page.find((user: { _id: string }) => user._id === inviter.user._id);
      const found = await call(t, 'POST', '/api/user/get_data_of_user/Broker', {
        token: who,
        body: { search: 'منى زكي', removed: false },
      });
      expect(found.json().response).toEqual([shown]);
      expect(shown).toEqual(added.json().user);
      expect(shown).toMatchObject({ admin_name: admin.name, number_of_invitaion: 1, earnings: 1250.5 });
    }
  });

  it('refuses page 0 and an unknown type', async () => {
    expect((await call(t, 'GET', '/api/user/all_users/Client/0', { token: superToken })).statusCode).toBe(
      400,
    );
    expect((await call(t, 'GET', '/api/user/all_users/Admin/1', { token: superToken })).statusCode).toBe(400);
  });
});

describe('search', () => {
  it('matches name or phone anywhere, case-insensitively, active or removed', async () => {
    const { admin, token } = await freshAdmin();
    const hoda = await buildAssignedMember(t, superToken, admin._id, {
      user_type: 'Client',
      name: 'Hoda El-Masry',
      phone: '01234567001',
    });
    const omar = await buildAssignedMember(t, superToken, admin._id, {
      user_type: 'Client',
      name: 'Omar Fathy',
      phone: '01098765001',
    });
    await call(t, 'PUT', `/api/user/removed/${omar.user._id}`, { token });
    const search = (search: string, removed = false) =>
      call(t, 'POST', '/api/user/get_data_of_user/Client', { token, body: { search, removed } });

    expect(idsOf(await search('el-MAS'))).toEqual([hoda.user._id]);
    expect(idsOf(await search('4567'))).toEqual([hoda.user._id]);
    expect(idsOf(await search('fathy'))).toEqual([]);
    expect(idsOf(await search('fathy', true))).toEqual([omar.user._id]);
    expect(idsOf(await search('%'))).toEqual([]);
    const blank = await search('  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Type a name or phone number to search');
  });
});

describe('Arabic-aware search (docs/decisions/110)', () => {
  it('finds a name whatever alef, ya or ta marbuta, diacritics or tatweel it is written with', async () => {
    const { admin, token } = await freshAdmin();
    const build = (name: string) =>
      buildAssignedMember(t, superToken, admin._id, { user_type: 'Client', name });
    const ahmed = await build('أحمد فوزي');
    const ahmad = await build('احمد سالم');
    const islam = await build('إسلام منى');
    const hoda = await build('هدى فاطمة');
    const search = (search: string) =>
      call(t, 'POST', '/api/user/get_data_of_user/Client', { token, body: { search } });

    expect(idsOf(await search('احمد'))).toEqual([ahmad.user._id, ahmed.user._id]);
    expect(idsOf(await search('أحمد'))).toEqual([ahmad.user._id, ahmed.user._id]);
    expect(idsOf(await search('أحْمَد فوزى'))).toEqual([ahmed.user._id]);
    expect(idsOf(await search('اسلام مني'))).toEqual([islam.user._id]);
    expect(idsOf(await search('هدي فاطمه'))).toEqual([hoda.user._id]);
    expect(idsOf(await search('هــدى'))).toEqual([hoda.user._id]);
  });

  it("finds them in an admin's team list too", async () => {
    const { admin } = await freshAdmin();
    const ahmed = await buildAssignedMember(t, superToken, admin._id, {
      user_type: 'Client',
      name: 'أحمد المصري',
    });
    const team = await call(
      t,
      'GET',
      `/api/admin/team/${admin._id}?page=1&search=${encodeURIComponent('احمد')}`,
      {
        token: superToken,
      },
    );
    expect(team.statusCode).toBe(200);
    expect(team.json().items.map((user: { _id: string }) => user._id)).toEqual([ahmed.user._id]);
  });
});

describe('broker transitions (console-core §4)', () => {
  it('accepts a pending broker onto an admin, bans, unbans, removes and restores it', async () => {
    const { admin, token } = await freshAdmin();
    const broker = await buildMember(t, { user_type: 'Broker' });
    expect(idsOf(await call(t, 'GET', '/api/user/all_pending/Broker', { token: superToken }))).toContain(
      broker.user._id,
    );

    const accept = await call(t, 'PUT', `/api/user/accept/${broker.user._id}`, {
      token: superToken,
      body: { admin_id: admin._id },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toMatchObject({
      message: 'Broker accepted',
      user: { status: 'active', admin_id: admin._id },
    });
    expect(idsOf(await call(t, 'GET', '/api/user/all_pending/Broker', { token: superToken }))).not.toContain(
      broker.user._id,
    );
    expect(idsOf(await call(t, 'GET', '/api/user/all_users/Broker/1', { token }))).toEqual([broker.user._id]);

    const ban = await call(t, 'PUT', `/api/user/ban/${broker.user._id}`, {
      token: superToken,
      body: { reason: 'Broke the rules' },
    });
    expect(ban.json().user).toMatchObject({ ban: true, isBanned: true, status: 'active' });
    expect(
      (
        await call(t, 'PUT', `/api/user/ban/${broker.user._id}`, {
          token: superToken,
          body: { reason: 'Broke the rules' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call(t, 'PUT', `/api/user/unban/${broker.user._id}`, { token: superToken })).json().user.ban,
    ).toBe(false);

    const remove = await call(t, 'PUT', `/api/user/removed/${broker.user._id}`, { token: superToken });
    expect(remove.json().user).toMatchObject({ status: 'removed', removed: true });
    expect(idsOf(await call(t, 'GET', '/api/user/all_users/Broker/1', { token }))).toEqual([]);
    expect(idsOf(await call(t, 'GET', '/api/user/all_removed/Broker', { token }))).toEqual([broker.user._id]);

    const restore = await call(t, 'PUT', `/api/user/unremoved/${broker.user._id}`, { token: superToken });
    expect(restore.json().user.status).toBe('active');
    expect(idsOf(await call(t, 'GET', '/api/user/all_removed/Broker', { token }))).toEqual([]);
  });

  it('refuses illegal transitions with 409 and changes nothing', async () => {
    const { admin } = await freshAdmin();
    const removed = await buildAcceptedBroker(t, superToken, admin._id);
    await call(t, 'PUT', `/api/user/removed/${removed.user._id}`, { token: superToken });
    const acceptRemoved = await call(t, 'PUT', `/api/user/accept/${removed.user._id}`, {
      token: superToken,
      body: { admin_id: admin._id },
    });
    expect(acceptRemoved.statusCode).toBe(409);
    expect(acceptRemoved.json().message).toBe('This broker is no longer pending');

    const active = await buildAssignedMember(t, superToken, admin._id, { user_type: 'Client' });
    const unremoveActive = await call(t, 'PUT', `/api/user/unremoved/${active.user._id}`, {
      token: superToken,
    });
    expect(unremoveActive.statusCode).toBe(409);
    expect(unremoveActive.json().message).toBe('This user is not removed');

    const accepted = await buildAcceptedBroker(t, superToken, admin._id);
    const rejectAccepted = await call(t, 'DELETE', `/api/user/delete_user/${accepted.user._id}`, {
      token: superToken,
    });
    expect(rejectAccepted.statusCode).toBe(409);

    const rejectClient = await call(t, 'DELETE', `/api/user/delete_user/${active.user._id}`, {
      token: superToken,
    });
    expect(rejectClient.statusCode).toBe(409);
    expect(rejectClient.json().message).toBe('Only brokers can do this');
    const banRemoved = await call(t, 'PUT', `/api/user/ban/${removed.user._id}`, {
      token: superToken,
      body: { reason: 'Broke the rules' },
    });
    expect(banRemoved.statusCode).toBe(409);

    const removedList = idsOf(await call(t, 'GET', '/api/user/all_removed/Broker', { token: superToken }));
    expect(removedList).toContain(removed.user._id);
    const page = await call(t, 'GET', '/api/user/all_users/Broker/1', { token: superToken });
    expect(page.json().response.find((u: { _id: string }) => u._id === accepted.user._id)).toMatchObject({
      status: 'active',
      ban: false,
    });
    expect(idsOf(await call(t, 'GET', '/api/user/all_users/Client/1', { token: superToken }))).toContain(
      active.user._id,
    );
  });

  it('lets exactly one of ten simultaneous accepts win', async () => {
    const { admin } = await freshAdmin();
    const broker = await buildMember(t, { user_type: 'Broker' });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, 'PUT', `/api/user/accept/${broker.user._id}`, {
          token: superToken,
          body: { admin_id: admin._id },
        }),
      ),
    );
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('deletes a rejected pending broker', async () => {
    const broker = await buildMember(t, { user_type: 'Broker' });
    const reject = await call(t, 'DELETE', `/api/user/delete_user/${broker.user._id}`, { token: superToken });
    expect(reject.json()).toEqual({ message: 'Broker rejected' });
    expect(
      (await call(t, 'DELETE', `/api/user/delete_user/${broker.user._id}`, { token: superToken })).statusCode,
    ).toBe(404);
    expect(idsOf(await call(t, 'GET', '/api/user/all_pending/Broker', { token: superToken }))).not.toContain(
      broker.user._id,
    );
  });

  it('accepts onto an existing admin only', async () => {
    const broker = await buildMember(t, { user_type: 'Broker' });
    const reply = await call(t, 'PUT', `/api/user/accept/${broker.user._id}`, {
      token: superToken,
      body: { admin_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual({ admin_id: 'This admin does not exist' });
    expect(idsOf(await call(t, 'GET', '/api/user/all_pending/Broker', { token: superToken }))).toContain(
      broker.user._id,
    );
  });
});

describe('earnings', () => {
  it('adds amounts exactly and keeps who added what', async () => {
    const { admin } = await freshAdmin();
    const broker = await buildAcceptedBroker(t, superToken, admin._id);
    const add = (earning: unknown) =>
      call(t, 'PUT', '/api/user/update_earning', {
        token: superToken,
        body: { user_id: broker.user._id, earning },
      });
    expect((await add(0.1)).json().user.earnings).toBe(0.1);
    expect((await add(0.2)).json().user.earnings).toBe(0.3);
    expect((await add(1500)).json()).toMatchObject({ message: 'Earnings added', user: { earnings: 1500.3 } });
    expect((await add(0)).json().fields).toEqual({ earning: 'Amount cannot be 0' });
    expect((await add(1.234)).json().fields).toEqual({ earning: 'Amount can have at most two decimals' });
    const history = await call(t, 'GET', `/api/user/earnings/${broker.user._id}`, { token: superToken });
    const me = (await call(t, 'GET', '/api/admin/me', { token: superToken })).json();
    expect(history.json().earnings).toBe(1500.3);
    expect(
      history
        .json()
        .response.map((row: { amount: number }) => row.amount)
        .sort((a: number, b: number) => a - b),
    ).toEqual([0.1, 0.2, 1500]);
    expect(history.json().response[0].admin_id).toBe(me._id);
  });

  it('corrects a total with a negative entry that has a reason, never below 0', async () => {
    const { admin } = await freshAdmin();
    const broker = await buildAcceptedBroker(t, superToken, admin._id);
    const put = (body: Record<string, unknown>) =>
      call(t, 'PUT', '/api/user/update_earning', {
        token: superToken,
        body: { user_id: broker.user._id, ...body },
      });
    expect((await put({ earning: 15000 })).json().user.earnings).toBe(15000);
    const noReason = await put({ earning: -5000 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: 'A correction needs a reason' });
    const corrected = await put({ earning: -5000, reason: 'Typed 15,000 instead of 10,000' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().user.earnings).toBe(10000);
    const tooMuch = await put({ earning: -10000.01, reason: 'Wrong broker' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('Earnings cannot go below 0');
    const history = (
      await call(t, 'GET', `/api/user/earnings/${broker.user._id}`, { token: superToken })
    ).json();
    expect(history.earnings).toBe(10000);
    const me = (await call(t, 'GET', '/api/admin/me', { token: superToken })).json();
    expect(history.response).toHaveLength(2);
    expect(history.response).toContainEqual(
      expect.objectContaining({ amount: -5000, reason: 'Typed 15,000 instead of 10,000', admin_id: me._id }),
    );
    expect(history.response).toContainEqual(expect.objectContaining({ amount: 15000, reason: null }));
  });

  it('adds earnings to brokers only', async () => {
    const client = await buildMember(t, { user_type: 'Client' });
    const reply = await call(t, 'PUT', '/api/user/update_earning', {
      token: superToken,
      body: { user_id: client.user._id, earning: 10 },
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe('Only brokers can do this');
  });
});

describe("changing a user's admin", () => {
  it('moves an accepted broker to another admin, and refuses a pending one', async () => {
    const first = await freshAdmin();
    const second = await freshAdmin();
    const broker = await buildAcceptedBroker(t, superToken, first.admin._id);
    const move = await call(t, 'PUT', `/api/user/change_admin/${broker.user._id}`, {
      token: superToken,
      body: { admin_id: second.admin._id },
    });
    expect(move.json().user.admin_id).toBe(second.admin._id);
    expect(idsOf(await call(t, 'GET', '/api/user/all_users/Broker/1', { token: first.token }))).toEqual([]);
    expect(idsOf(await call(t, 'GET', '/api/user/all_users/Broker/1', { token: second.token }))).toEqual([
      broker.user._id,
    ]);
    const pending = await buildMember(t, { user_type: 'Broker' });
    const refused = await call(t, 'PUT', `/api/user/change_admin/${pending.user._id}`, {
      token: superToken,
      body: { admin_id: second.admin._id },
    });
    expect(refused.statusCode).toBe(409);
    const choices = await call(t, 'GET', '/api/user/admin_choices', { token: superToken });
    expect(choices.json().response.map((a: { _id: string }) => a._id)).toEqual(
      expect.arrayContaining([first.admin._id, second.admin._id]),
    );
  });
});

describe('home bell', () => {
  it('counts the pending brokers in the summary', async () => {
    const before = (await call(t, 'GET', '/api/admin/summary', { token: superToken })).json().pending_brokers;
    await buildMember(t, { user_type: 'Broker' });
    await buildMember(t, { user_type: 'Broker' });
    expect((await call(t, 'GET', '/api/admin/summary', { token: superToken })).json().pending_brokers).toBe(
      before + 2,
    );
  });
});
