import type { AuditEntry } from '@simsar/contract/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/files.ts';
import {
  adminIdOf,
  buildAdmin,
  call,
  signInSuper,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { buildAcceptedBroker, buildAssignedMember, buildMember } from '../../../test/members.ts';
import { callMultipart } from '../../../test/multipart.ts';
import { buildUnit, unitFields } from '../../../test/unit-builders.ts';

// Every kind of audited change that exists today, each seen in GET /api/audit with its admin and item.
let t: TestApp;
let superToken: string;
let superId: string;
beforeAll(async () => {
  t = await startTestApp({
    dataDir: await import('node:fs/promises').then((fs) => fs.mkdtemp('/tmp/simsar-audit-')),
  });
  superToken = await signInSuper(t);
  superId = await adminIdOf(t, superToken);
});
afterAll(() => t.close());

async function historyOf(kind: string, item: string): Promise<AuditEntry[]> {
  const reply = await call(t, 'GET', `/api/audit?kind=${kind}&item=${item}`, { token: superToken });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().items;
}

async function lastOf(kind: string, item: string): Promise<AuditEntry> {
  const [entry] = await historyOf(kind, item);
  if (!entry) throw new Error(`no audit entry for ${kind} ${item}`);
  return entry;
}

const bySuper = () => ({ admin_id: superId, admin_name: 'Super admin', ip: '127.0.0.1' });

describe('members', () => {
  it('accept and reject of brokers', async () => {
    const { admin } = await buildAdmin(t, superToken);
    const broker = await buildAcceptedBroker(t, superToken, admin._id);
    expect(await lastOf('user', broker.user._id)).toMatchObject({
      ...bySuper(),
      action: 'accept',
      before: { status: 'pending', admin_id: null },
      after: { status: 'active', admin_id: admin._id },
    });
    const pending = await buildMember(t, { user_type: 'Broker' });
    await call(t, 'DELETE', `/api/user/delete_user/${pending.user._id}`, { token: superToken });
    const rejected = await lastOf('user', pending.user._id);
    expect(rejected).toMatchObject({ ...bySuper(), action: 'reject', after: null });
    expect(rejected.before).toMatchObject({ name: pending.user.name, status: 'pending' });
  });

  it('ban, unban, remove and unremove, by the admin who did it', async () => {
    const { admin, token } = await buildAdmin(t, superToken, 'Hala');
    const client = await buildAssignedMember(t, superToken, admin._id, { user_type: 'Client' });
    for (const path of ['ban', 'unban', 'removed', 'unremoved']) {
      const reply = await call(t, 'PUT', `/api/user/${path}/${client.user._id}`, {
        token,
        ...(path === 'ban' && { body: { reason: 'Rude to the sales team' } }),
      });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const history = await historyOf('user', client.user._id);
    expect(history.map((entry) => entry.action)).toEqual([
      'unremove',
      'remove',
      'unban',
      'ban',
      'change_admin',
    ]);
    expect(history[3]).toMatchObject({
      admin_id: admin._id,
      admin_name: 'Hala',
      before: { banned: false },
      after: { banned: true, ban_reason: 'Rude to the sales team' },
    });
    expect(history[4]).toMatchObject({ ...bySuper(), after: { admin_id: admin._id } });
  });

  it('assign, unassign and move between admins, one entry per member', async () => {
    const [a, b] = [await buildAdmin(t, superToken), await buildAdmin(t, superToken)];
    const member = await buildAssignedMember(t, superToken, a.admin._id, { user_type: 'Franchise' });
    const id = member.user._id;
    const moved = await call(t, 'PUT', '/api/admin/remove_and_add_user', {
      token: superToken,
      body: { old_admin: a.admin._id, new_admin: b.admin._id, user_id: id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await call(t, 'PUT', `/api/admin/remove_from_list/${b.admin._id}`, {
      token: superToken,
      body: { ids: [id] },
    });
    await call(t, 'PUT', `/api/admin/add_to_list/${a.admin._id}`, { token: superToken, body: { ids: [id] } });
    const history = await historyOf('user', id);
    expect(history.slice(0, 3).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'assign', before: { admin_id: null }, after: { admin_id: a.admin._id } },
      { action: 'unassign', before: { admin_id: b.admin._id }, after: { admin_id: null } },
      { action: 'move', before: { admin_id: a.admin._id }, after: { admin_id: b.admin._id } },
    ]);
  });

  it('earnings added', async () => {
    const broker = await buildAcceptedBroker(t, superToken, superId);
    await call(t, 'PUT', '/api/user/update_earning', {
      token: superToken,
      body: { user_id: broker.user._id, earning: 1500.5 },
    });
    expect(await lastOf('user', broker.user._id)).toMatchObject({
      ...bySuper(),
      action: 'add_earning',
      before: { earnings: 0 },
      after: { earnings: 1500.5, added: 1500.5 },
    });
  });

  it('a password set from a reset request, without the password', async () => {
    const member = await buildMember(t);
    await call(t, 'POST', '/api/app/forgot_password', {
      body: { name: 'Forgetful', phone: member.user.phone, whatsApp: member.user.phone },
    });
    const list = await call(t, 'GET', '/api/forgot_password/', { token: superToken });
    const request = list.json().response.find((item: { phone: string }) => item.phone === member.user.phone);
    const reset = await call(t, 'PUT', `/api/forgot_password/new_password/${request._id}`, {
      token: superToken,
    });
    const entry = await lastOf('user', member.user._id);
    expect(entry).toMatchObject({
      ...bySuper(),
      action: 'set_password',
      after: { reset_request: request._id },
    });
    expect(JSON.stringify(entry)).not.toContain(reset.json().new_password);

    await call(t, 'DELETE', `/api/forgot_password/delete/${request._id}`, { token: superToken });
    expect(await lastOf('password_reset', request._id)).toMatchObject({ ...bySuper(), action: 'delete' });
  });
});

describe('admins', () => {
  it('create, password set by the super admin, own password change and delete', async () => {
    const { admin, token, password } = await buildAdmin(t, superToken, 'Omar');
    expect(await lastOf('admin', admin._id)).toMatchObject({
      ...bySuper(),
      action: 'create',
      before: null,
      after: { name: 'Omar', email: admin.email, super_admin: false },
    });
    await call(t, 'PUT', `/api/admin/change_password_by_super/${admin._id}`, {
      token: superToken,
      body: { password: 'Fresh-pass-22', confirm_password: 'Fresh-pass-22' },
    });
    expect(await lastOf('admin', admin._id)).toMatchObject({ ...bySuper(), action: 'set_password' });
    const own = await call(t, 'PUT', '/api/admin/change_password', {
      token: await import('../../../test/harness.ts').then((h) => h.signIn(t, admin.email, 'Fresh-pass-22')),
      body: { old_password: 'Fresh-pass-22', password: 'Other-pass-33', confirm_password: 'Other-pass-33' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await lastOf('admin', admin._id)).toMatchObject({
      admin_id: admin._id,
      action: 'change_password',
    });
    expect(token && password).toBeTruthy();
    await call(t, 'DELETE', `/api/admin/delete_admin/${admin._id}`, { token: superToken });
    const deleted = await lastOf('admin', admin._id);
    expect(deleted).toMatchObject({ ...bySuper(), action: 'delete', before: { name: 'Omar' }, after: null });
    for (const entry of await historyOf('admin', admin._id)) {
      expect(JSON.stringify(entry)).not.toMatch(/Fresh-pass-22|Other-pass-33|argon2/);
    }
  });
});

describe('settings, projects and notifications', () => {
  it('system settings: the changed fields only', async () => {
    const body = { taxes: 14, app_taxes: 0, active_users: 0, forms: 0, free_broker_discount: 0 };
    await call(t, 'PUT', '/api/system/update', { token: superToken, body });
    expect(await lastOf('settings', 'system')).toMatchObject({
      ...bySuper(),
      action: 'update',
      before: { taxes: 0 },
      after: { taxes: 14 },
    });
  });

  it('project create, update, guest link, link change and delete', async () => {
    const unit = await buildUnit(t, superToken, { project_name: 'Sodic East' });
    expect(await lastOf('project', unit._id)).toMatchObject({ ...bySuper(), action: 'create' });
    const updated = await callMultipart(
      t,
      'PUT',
      `/api/units/update/${unit._id}`,
      unitFields({ project_name: 'Sodic West' }),
      superToken,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const update = await lastOf('project', unit._id);
    expect(update).toMatchObject({
      action: 'update',
      before: { projectName: 'Sodic East' },
      after: { projectName: 'Sodic West' },
    });
    expect(Object.keys(update.after ?? {})).not.toContain('description');
    await call(t, 'DELETE', `/api/units/delete/${unit._id}`, { token: superToken });
    expect(await lastOf('project', unit._id)).toMatchObject({
      ...bySuper(),
      action: 'delete',
      before: { projectName: 'Sodic West' },
    });

    const empty = await call(t, 'POST', '/api/units/empty', { token: superToken });
    const emptyId = (empty.json().link as string).split('/guest/')[1] as string;
    expect(await lastOf('project', emptyId)).toMatchObject({ action: 'create_guest_link' });
    const moved = await call(t, 'POST', `/api/units/copy_and_delete/${emptyId}`, { token: superToken });
    const newId = (moved.json().link as string).split('/guest/')[1] as string;
    expect(await lastOf('project', newId)).toMatchObject({ action: 'change_link', before: { id: emptyId } });
  });

  it('notifications sent', async () => {
    const member = await buildMember(t);
    const { payload, headers } = multipartBody([
      { name: 'text', value: 'Open day on Friday' },
      { name: 'users', value: JSON.stringify([member.user._id]) },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/notification/create',
      payload,
      headers: { ...headers, authorization: `Bearer ${superToken}` },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await lastOf('notification', sent.json().notification._id)).toMatchObject({
      ...bySuper(),
      action: 'send',
      after: { text: 'Open day on Friday', user_type: 'Client', users_count: 1 },
    });
  });
});
