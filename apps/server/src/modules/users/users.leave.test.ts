import type { AssignmentRules } from '@simsar/contract/system';
import { afterEach, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember, buildMember } from '../../../test/members.ts';
import { fileRequest, itemIds } from '../../../test/request-builders.ts';
import { cairoDay } from '../../core/work-calendar.ts';
import { applyLeaves } from './users.leave.service.ts';

// An admin on leave (docs/decisions/494), on a database as migrated: the assignment rule on.
let t: TestApp | undefined;
afterEach(() => t?.close());

const dayMs = 24 * 60 * 60 * 1000;
const dayAfter = (days: number) => cairoDay(new Date(Date.now() + days * dayMs));

async function start() {
  t = await startTestApp({}, { assignmentRule: 'as migrated' });
  const app = t;
  const superToken = await signInSuper(app);
  const mona = await buildAdmin(app, superToken, 'Mona');
  const karim = await buildAdmin(app, superToken, 'Karim');
  return { app, superToken, mona, karim };
}

async function setRules(app: TestApp, token: string, rules: Partial<AssignmentRules>) {
  const settings = (await call(app, 'GET', '/api/system/', { token })).json();
  const { updatedAt: _, require_two_factor: __, ...fields } = settings;
  const reply = await call(app, 'PUT', '/api/system/update', {
    token,
    body: { ...fields, assignment_rules: rules },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

const waiting = (app: TestApp, token: string) =>
  call(app, 'GET', '/api/property_consultant/non-done?page=1', { token });

it('lends the members and their items to the covering admin, gives the admin on leave no new member, and gives them back after the leave', async () => {
  const { app, superToken, mona, karim } = await start();
  const client = await buildAssignedMember(app, superToken, mona.admin._id, { user_type: 'Client' });
  const request = await fileRequest(app, client.token, '/api/app/property_consultant');
  expect(itemIds(await waiting(app, mona.token))).toEqual([request._id]);

  // From today to the day after tomorrow, covered by Karim: it begins at once.
  const leave = await call(app, 'POST', `/api/admin/leaves/${mona.admin._id}`, {
    token: superToken,
    body: { starts_on: dayAfter(0), ends_on: dayAfter(2), lend_to: karim.admin._id },
  });
  expect(leave.statusCode, leave.body).toBe(200);
  expect(leave.json()).toMatchObject({
    message: 'Leave saved',
    leave: { admin_name: 'Mona', lend_to_name: 'Karim', state: 'started', lent_members: 1 },
  });
  expect(itemIds(await waiting(app, karim.token))).toEqual([request._id]);
  expect(itemIds(await waiting(app, mona.token))).toEqual([]);
  const member = await call(app, 'GET', `/api/user/member/${client.user._id}`, { token: karim.token });
  expect(member.statusCode).toBe(200);

  // Both admins' screens say so.
  const karimSees = (await call(app, 'GET', '/api/admin/leaves/mine', { token: karim.token })).json();
  expect(karimSees.own).toBeNull();
  expect(karimSees.covering).toMatchObject([{ admin_name: 'Mona', ends_on: dayAfter(2), lent_members: 1 }]);
  const monaSees = (await call(app, 'GET', '/api/admin/leaves/mine', { token: mona.token })).json();
  expect(monaSees.own).toMatchObject({ lend_to_name: 'Karim', state: 'started' });

  // New clients meanwhile: none goes to Mona, whichever rule.
  for (const rule of ['fewest_open', 'round_robin'] as const) {
    await setRules(app, superToken, { Client: rule });
    for (let index = 0; index < 3; index++) {
      const newcomer = (await buildMember(app, { user_type: 'Client' })).user;
      expect(newcomer.admin_id).toBe(karim.admin._id);
    }
  }

  // The leave's last day is over: the member and the request are Mona's again.
  await applyLeaves(app.db, new Date(Date.now() + 3 * dayMs));
  expect(itemIds(await waiting(app, mona.token))).toEqual([request._id]);
  expect(itemIds(await waiting(app, karim.token))).toEqual([]);
  const back = await call(app, 'GET', `/api/user/member/${client.user._id}`, { token: mona.token });
  expect(back.json().user.admin_name).toBe('Mona');
  expect((await call(app, 'GET', '/api/admin/leaves', { token: superToken })).json().leaves).toEqual([]);
  // Audited on Mona: created, then her leave planned, begun and ended.
  const audit = await call(app, 'GET', `/api/audit?kind=admin&item=${mona.admin._id}`, { token: superToken });
  expect(audit.json().items.map((entry: { action: string }) => entry.action)).toEqual([
    'end_leave',
    'start_leave',
    'plan_leave',
    'create',
  ]);
});

it('a planned leave begins on its first day; ending it early gives the members back at once', async () => {
  const { app, superToken, mona, karim } = await start();
  const client = await buildAssignedMember(app, superToken, mona.admin._id, { user_type: 'Client' });
  const planned = await call(app, 'POST', `/api/admin/leaves/${mona.admin._id}`, {
    token: superToken,
    body: { starts_on: dayAfter(2), ends_on: dayAfter(5), lend_to: karim.admin._id },
  });
  expect(planned.json().leave).toMatchObject({ state: 'planned', lent_members: 0 });
  await applyLeaves(app.db, new Date(Date.now() + 2 * dayMs));
  const lent = await call(app, 'GET', `/api/user/member/${client.user._id}`, { token: karim.token });
  expect(lent.json().user.admin_name).toBe('Karim');

  const ended = await call(app, 'DELETE', `/api/admin/leave/${planned.json().leave._id}`, {
    token: superToken,
  });
  expect(ended.statusCode, ended.body).toBe(200);
  expect(ended.json()).toMatchObject({
    message: 'Leave ended: the members are back',
    leave: { state: 'ended' },
  });
  const back = await call(app, 'GET', `/api/user/member/${client.user._id}`, { token: mona.token });
  expect(back.json().user.admin_name).toBe('Mona');
  const again = await call(app, 'DELETE', `/api/admin/leave/${planned.json().leave._id}`, {
    token: superToken,
  });
  expect(again.statusCode).toBe(404);
});

it('refuses a leave that cannot be, with its message, and refuses ordinary admins', async () => {
  const { app, superToken, mona, karim } = await start();
  const plan = (body: Record<string, unknown>, token = superToken, id = mona.admin._id) =>
    call(app, 'POST', `/api/admin/leaves/${id}`, { token, body });
  const order = await plan({ starts_on: dayAfter(3), ends_on: dayAfter(1), lend_to: karim.admin._id });
  expect(order.statusCode).toBe(400);
  expect(order.json().fields).toEqual({ ends_on: 'The last day cannot be before the first' });
  const self = await plan({ starts_on: dayAfter(1), ends_on: dayAfter(2), lend_to: mona.admin._id });
  expect(self.json().fields).toEqual({ lend_to: 'An admin cannot cover their own leave' });
  const past = await plan({ starts_on: dayAfter(-5), ends_on: dayAfter(-2), lend_to: karim.admin._id });
  expect(past.json().fields).toEqual({ ends_on: 'A leave cannot end before today' });
  const badDay = await plan({ starts_on: '2026-02-30', ends_on: dayAfter(2), lend_to: karim.admin._id });
  expect(badDay.statusCode).toBe(400);

  expect(
    (await plan({ starts_on: dayAfter(1), ends_on: dayAfter(4), lend_to: karim.admin._id })).statusCode,
  ).toBe(200);
  const overlap = await plan({ starts_on: dayAfter(3), ends_on: dayAfter(6), lend_to: karim.admin._id });
  expect(overlap.statusCode).toBe(409);
  expect(overlap.json().message).toBe('This admin already has a leave on these days');
  // Karim cannot go on leave to be covered by Mona while she is away.
  const cover = await plan(
    { starts_on: dayAfter(2), ends_on: dayAfter(2), lend_to: mona.admin._id },
    superToken,
    karim.admin._id,
  );
  expect(cover.json().fields).toEqual({ lend_to: 'The covering admin is on leave on these days' });

  const ordinary = await plan(
    { starts_on: dayAfter(8), ends_on: dayAfter(9), lend_to: karim.admin._id },
    mona.token,
  );
  expect(ordinary.statusCode).toBe(403);
  expect((await call(app, 'GET', '/api/admin/leaves', { token: mona.token })).statusCode).toBe(403);
});

it('shares a leave without a chosen cover by the rule among the admins at work, and gives every member back after it', async () => {
  const { app, superToken, mona, karim } = await start();
  const hala = await buildAdmin(app, superToken, 'Hala');
  const clients = [];
  for (let index = 0; index < 4; index++) {
    clients.push(await buildAssignedMember(app, superToken, mona.admin._id, { user_type: 'Client' }));
  }
  const missing = await call(app, 'POST', `/api/admin/leaves/${mona.admin._id}`, {
    token: superToken,
    body: { starts_on: dayAfter(0), ends_on: dayAfter(1) },
  });
  expect(missing.json().fields).toEqual({ lend_to: 'Choose the admin who covers' });

  const leave = await call(app, 'POST', `/api/admin/leaves/${mona.admin._id}`, {
    token: superToken,
    body: { starts_on: dayAfter(0), ends_on: dayAfter(1), lend_to: null },
  });
  expect(leave.statusCode, leave.body).toBe(200);
  expect(leave.json().leave).toMatchObject({ lend_to: null, state: 'started', lent_members: 4 });
  const adminOf = async (id: string) =>
    (await call(app, 'GET', `/api/user/member/${id}`, { token: superToken })).json().user.admin_name;
  const holders = await Promise.all(clients.map((client) => adminOf(client.user._id)));
  expect(holders.sort()).toEqual(['Hala', 'Hala', 'Karim', 'Karim']);
  for (const admin of [karim, hala]) {
    const sees = (await call(app, 'GET', '/api/admin/leaves/mine', { token: admin.token })).json();
    expect(sees.covering).toMatchObject([{ admin_name: 'Mona', lend_to: null, lent_members: 2 }]);
  }

  await applyLeaves(app.db, new Date(Date.now() + 2 * dayMs));
  for (const client of clients) expect(await adminOf(client.user._id)).toBe('Mona');
  expect((await call(app, 'GET', '/api/admin/leaves/mine', { token: karim.token })).json().covering).toEqual(
    [],
  );
});
