import type { User } from '@simsar/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminIdOf,
  buildAdmin,
  call,
  signIn,
  signInSuper,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { buildAcceptedBroker, buildAssignedMember, buildMember, idsOf } from '../../../test/members.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
});
afterAll(() => t.close());

async function adminsList(token = superToken) {
  const reply = await call(t, 'GET', '/api/admin/all', { token });
  expect(reply.statusCode).toBe(200);
  return reply.json().admins as { _id: string; name: string; users: string[]; admin_code: string }[];
}

async function teamOf(adminId: string): Promise<string[]> {
  const reply = await call(t, 'GET', `/api/admin/get_users/${adminId}`, { token: superToken });
  expect(reply.statusCode).toBe(200);
  return reply.json().response.map((user: User) => user._id);
}

async function unassigned(): Promise<string[]> {
  const reply = await call(t, 'GET', '/api/admin/get_non_distributed_users', { token: superToken });
  expect(reply.statusCode).toBe(200);
  return reply.json().response.map((user: User) => user._id);
}

/** What an ordinary admin sees of one type's first page. */
async function visibleTo(token: string, type: 'Client' | 'Broker' | 'Franchise' = 'Client') {
  const reply = await call(t, 'GET', `/api/user/all_users/${type}/1`, { token });
  expect(reply.statusCode).toBe(200);
  return idsOf(reply);
}

describe('the admins list', () => {
  it('shows each admin with admin_code and the ids of their users', async () => {
    const a = await buildAdmin(t, superToken, 'Listed admin');
    const client = await buildAssignedMember(t, superToken, a.admin._id, { user_type: 'Client' });
    const broker = await buildAcceptedBroker(t, superToken, a.admin._id);
    const listed = (await adminsList()).find((admin) => admin._id === a.admin._id);
    expect(listed).toMatchObject({
      name: 'Listed admin',
      admin_code: a.admin.admin_code,
      super_admin: false,
    });
    expect(listed?.users.sort()).toEqual([client.user._id, broker.user._id].sort());
    expect((await adminsList()).some((admin) => admin.name === 'Super admin')).toBe(true);
  });
});

describe('super admins only', () => {
  it('gives an ordinary admin 403 and an anonymous caller 401 on every call, changing nothing', async () => {
    const a = await buildAdmin(t, superToken, 'Owner');
    const b = await buildAdmin(t, superToken, 'Other');
    const mine = await buildAssignedMember(t, superToken, a.admin._id, { user_type: 'Client' });
    const loose = await buildMember(t, { user_type: 'Franchise' });
    await call(t, 'PUT', `/api/user/change_admin/${loose.user._id}`, {
      token: superToken,
      body: { admin_id: a.admin._id },
    });
    await call(t, 'PUT', `/api/admin/remove_from_list/${a.admin._id}`, {
      token: superToken,
      body: { ids: [loose.user._id] },
    });
    const calls: [method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', '/api/admin/all'],
      ['GET', `/api/admin/get_users/${a.admin._id}`],
      ['GET', '/api/admin/get_non_distributed_users'],
      ['GET', '/api/admin/get_alert'],
      ['DELETE', `/api/admin/delete_admin/${b.admin._id}`],
      ['PUT', `/api/admin/change_password_by_super/${b.admin._id}`, { password: 'Taken-over-1' }],
      ['PUT', `/api/admin/remove_from_list/${a.admin._id}`, { ids: [mine.user._id] }],
      ['PUT', `/api/admin/add_to_list/${a.admin._id}`, { ids: [loose.user._id] }],
      [
        'PUT',
        '/api/admin/remove_and_add_user',
        { old_admin: a.admin._id, new_admin: b.admin._id, user_id: mine.user._id },
      ],
      [
        'PUT',
        '/api/admin/change_admin',
        { ids: [mine.user._id], old_admin: a.admin._id, new_admin: b.admin._id },
      ],
    ];
    for (const [method, url, body] of calls) {
      const ordinary = await call(t, method, url, { token: a.token, body });
      expect(ordinary.statusCode, `${method} ${url}`).toBe(403);
      expect(ordinary.json().message).toBe('Only a super admin can do this');
      const anonymous = await call(t, method, url, { body });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await teamOf(a.admin._id)).toEqual([mine.user._id]);
    expect(await teamOf(b.admin._id)).toEqual([]);
    expect(await unassigned()).toContain(loose.user._id);
    expect((await adminsList()).some((admin) => admin._id === b.admin._id)).toBe(true);
    expect(
      (await call(t, 'GET', '/api/admin/me', { token: await signIn(t, b.email, b.password) })).statusCode,
    ).toBe(200);
  });
});

describe('teams', () => {
  it('moves users between two ordinary admins and each sees the change at once', async () => {
    const a = await buildAdmin(t, superToken, 'Team A');
    const b = await buildAdmin(t, superToken, 'Team B');
    const c1 = await buildAssignedMember(t, superToken, a.admin._id, { user_type: 'Client' });
    const c2 = await buildAssignedMember(t, superToken, a.admin._id, { user_type: 'Client' });
    const c3 = await buildAssignedMember(t, superToken, a.admin._id, { user_type: 'Client' });
    expect((await visibleTo(a.token)).sort()).toEqual([c1, c2, c3].map((c) => c.user._id).sort());
    expect(await visibleTo(b.token)).toEqual([]);

    const one = await call(t, 'PUT', '/api/admin/remove_and_add_user', {
      token: superToken,
      body: { old_admin: a.admin._id, new_admin: b.admin._id, user_id: c1.user._id },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ message: 'Users moved', count: 1 });
    expect(await visibleTo(b.token)).toEqual([c1.user._id]);
    expect(await visibleTo(a.token)).not.toContain(c1.user._id);
    const detail = await call(t, 'POST', '/api/user/get_data_of_user/Client', {
      token: a.token,
      body: { search: c1.user.phone },
    });
    expect(detail.json().response).toEqual([]);

    const several = await call(t, 'PUT', '/api/admin/change_admin', {
      token: superToken,
      body: { ids: [c2.user._id, c3.user._id], old_admin: a.admin._id, new_admin: b.admin._id },
    });
    expect(several.json()).toEqual({ message: 'Users moved', count: 2 });
    expect(await visibleTo(a.token)).toEqual([]);
    expect((await visibleTo(b.token)).sort()).toEqual([c1, c2, c3].map((c) => c.user._id).sort());
    expect((await teamOf(b.admin._id)).sort()).toEqual([c1, c2, c3].map((c) => c.user._id).sort());
  });

  it('refuses a move of a user the old admin no longer has, changing nothing (409)', async () => {
    const a = await buildAdmin(t, superToken);
    const b = await buildAdmin(t, superToken);
    const mine = await buildAssignedMember(t, superToken, a.admin._id, { user_type: 'Franchise' });
    const theirs = await buildAssignedMember(t, superToken, b.admin._id, { user_type: 'Franchise' });
    const reply = await call(t, 'PUT', '/api/admin/change_admin', {
      token: superToken,
      body: { ids: [mine.user._id, theirs.user._id], old_admin: a.admin._id, new_admin: b.admin._id },
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(
      'Some of these users are no longer assigned to this admin. Nothing was changed.',
    );
    expect(await teamOf(a.admin._id)).toEqual([mine.user._id]);
    const same = await call(t, 'PUT', '/api/admin/remove_and_add_user', {
      token: superToken,
      body: { old_admin: a.admin._id, new_admin: a.admin._id, user_id: mine.user._id },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Choose a different admin');
    const unknown = await call(t, 'PUT', '/api/admin/remove_and_add_user', {
      token: superToken,
      body: { old_admin: a.admin._id, new_admin: crypto.randomUUID(), user_id: mine.user._id },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Admin not found');
    expect(await teamOf(a.admin._id)).toEqual([mine.user._id]);
  });

  it('removes users from a list: they become unassigned and the admin stops seeing them', async () => {
    const a = await buildAdmin(t, superToken);
    const broker = await buildAcceptedBroker(t, superToken, a.admin._id);
    const client = await buildAssignedMember(t, superToken, a.admin._id, { user_type: 'Client' });
    const reply = await call(t, 'PUT', `/api/admin/remove_from_list/${a.admin._id}`, {
      token: superToken,
      body: { ids: [broker.user._id, client.user._id] },
    });
    expect(reply.json()).toEqual({ message: 'Users removed from the list', count: 2 });
    expect(await teamOf(a.admin._id)).toEqual([]);
    expect(await visibleTo(a.token, 'Broker')).toEqual([]);
    expect(await unassigned()).toEqual(expect.arrayContaining([broker.user._id, client.user._id]));
    const again = await call(t, 'PUT', `/api/admin/remove_from_list/${a.admin._id}`, {
      token: superToken,
      body: { ids: [client.user._id] },
    });
    expect(again.statusCode).toBe(409);
    const empty = await call(t, 'PUT', `/api/admin/remove_from_list/${a.admin._id}`, {
      token: superToken,
      body: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose at least one user');
  });
});

describe('assigning unassigned users', () => {
  it('lists accepted or removed users without an admin, never a pending broker', async () => {
    const loose = await buildMember(t, { user_type: 'Client' });
    const pending = await buildMember(t, { user_type: 'Broker', area: 'Maadi' });
    const ids = await unassigned();
    expect(ids).toContain(loose.user._id);
    expect(ids).not.toContain(pending.user._id);
  });

  it('adds chosen users; the admin sees them at once', async () => {
    const a = await buildAdmin(t, superToken);
    const first = await buildMember(t, { user_type: 'Client' });
    const second = await buildMember(t, { user_type: 'Client' });
    const reply = await call(t, 'PUT', `/api/admin/add_to_list/${a.admin._id}`, {
      token: superToken,
      body: { ids: [first.user._id, second.user._id] },
    });
    expect(reply.json()).toEqual({ message: 'Users added', count: 2 });
    expect((await visibleTo(a.token)).sort()).toEqual([first.user._id, second.user._id].sort());
    expect(await unassigned()).not.toContain(first.user._id);
  });

  it('refuses the whole batch with 409 when one was assigned meanwhile', async () => {
    const a = await buildAdmin(t, superToken);
    const b = await buildAdmin(t, superToken);
    const free = await buildMember(t, { user_type: 'Client' });
    const taken = await buildMember(t, { user_type: 'Client' });
    await call(t, 'PUT', `/api/admin/add_to_list/${b.admin._id}`, {
      token: superToken,
      body: { ids: [taken.user._id] },
    });
    const reply = await call(t, 'PUT', `/api/admin/add_to_list/${a.admin._id}`, {
      token: superToken,
      body: { ids: [free.user._id, taken.user._id] },
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(
      'Some of these users were assigned meanwhile or do not exist. Nothing was changed.',
    );
    expect(await teamOf(a.admin._id)).toEqual([]);
    expect(await teamOf(b.admin._id)).toEqual([taken.user._id]);
    expect(await unassigned()).toContain(free.user._id);
  });

  it('lets exactly one of two racing assignments win', async () => {
    const a = await buildAdmin(t, superToken);
    const b = await buildAdmin(t, superToken);
    const member = await buildMember(t, { user_type: 'Franchise' });
    const replies = await Promise.all(
      [a, b].map((admin) =>
        call(t, 'PUT', `/api/admin/add_to_list/${admin.admin._id}`, {
          token: superToken,
          body: { ids: [member.user._id] },
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect([...(await teamOf(a.admin._id)), ...(await teamOf(b.admin._id))]).toEqual([member.user._id]);
  });
});

describe('deleting an admin', () => {
  it('leaves their users unassigned, none lost, and ends their sessions', async () => {
    const a = await buildAdmin(t, superToken, 'Leaving');
    const broker = await buildAcceptedBroker(t, superToken, a.admin._id);
    const client = await buildAssignedMember(t, superToken, a.admin._id, { user_type: 'Client' });
    const reply = await call(t, 'DELETE', `/api/admin/delete_admin/${a.admin._id}`, { token: superToken });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Admin deleted; their users are now unassigned');
    expect((await call(t, 'GET', '/api/admin/me', { token: a.token })).statusCode).toBe(401);
    expect((await adminsList()).some((admin) => admin._id === a.admin._id)).toBe(false);
    expect(await unassigned()).toEqual(expect.arrayContaining([broker.user._id, client.user._id]));
    const still = await call(t, 'GET', '/api/user/all_users/Broker/1', { token: superToken });
    expect(idsOf(still)).toContain(broker.user._id);
    expect(
      (await call(t, 'DELETE', `/api/admin/delete_admin/${a.admin._id}`, { token: superToken })).statusCode,
    ).toBe(404);
  });

  it('never deletes oneself nor the last super admin (409)', async () => {
    const me = await adminIdOf(t, superToken);
    const self = await call(t, 'DELETE', `/api/admin/delete_admin/${me}`, { token: superToken });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot delete your own account');
    expect((await call(t, 'GET', '/api/admin/me', { token: superToken })).statusCode).toBe(200);
  });
});

describe('changing an admin’s password', () => {
  it('sets the new password and ends every session of that admin', async () => {
    const a = await buildAdmin(t, superToken);
    const reply = await call(t, 'PUT', `/api/admin/change_password_by_super/${a.admin._id}`, {
      token: superToken,
      body: { password: 'Fresh-pass-22' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Password changed; their sessions have ended');
    expect((await call(t, 'GET', '/api/admin/me', { token: a.token })).statusCode).toBe(401);
    const old = await call(t, 'POST', '/api/admin/login', { body: { email: a.email, password: a.password } });
    expect(old.statusCode).toBe(401);
    expect(
      (await call(t, 'GET', '/api/admin/me', { token: await signIn(t, a.email, 'Fresh-pass-22') }))
        .statusCode,
    ).toBe(200);
  });

  it('asks for the new password and 404s an unknown admin', async () => {
    const a = await buildAdmin(t, superToken);
    const empty = await call(t, 'PUT', `/api/admin/change_password_by_super/${a.admin._id}`, {
      token: superToken,
      body: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ password: 'New password is required' });
    const unknown = await call(t, 'PUT', `/api/admin/change_password_by_super/${crypto.randomUUID()}`, {
      token: superToken,
      body: { password: 'Fresh-pass-22' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the home alert', () => {
  it('counts the open reset requests and the unassigned users', async () => {
    const before = (await call(t, 'GET', '/api/admin/get_alert', { token: superToken })).json();
    await call(t, 'POST', '/api/app/forgot_password', {
      body: { name: 'Forgetful', phone: '01000000001', whatsApp: '01000000001' },
    });
    await buildMember(t, { user_type: 'Client' });
    const after = await call(t, 'GET', '/api/admin/get_alert', { token: superToken });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      forgot_password: before.forgot_password + 1,
      non_distributed_users: before.non_distributed_users + 1,
    });
  });
});
