import type { AuditEntry } from '@simsar/contract/audit';
import type { AssignmentRules } from '@simsar/contract/system';
import type { User } from '@simsar/contract/users';
import { afterEach, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAcceptedBroker, buildAssignedMember, buildMember } from '../../../test/members.ts';
import { fileRequest } from '../../../test/request-builders.ts';

// The assignment rule (docs/decisions/276), on a database as migrated: the rule's default included.
let t: TestApp | undefined;
afterEach(() => t?.close());

async function start() {
  t = await startTestApp({}, { assignmentRule: 'as migrated' });
  const app = t;
  const superToken = await signInSuper(app);
  // Named so that their order by name is A then B (the rules' last tie-break).
  const a = await buildAdmin(app, superToken, 'Admin A');
  const b = await buildAdmin(app, superToken, 'Admin B');
  return { app, superToken, a: a.admin._id as string, b: b.admin._id as string, bToken: b.token };
}

async function setRules(app: TestApp, token: string, rules: Partial<AssignmentRules>) {
  const settings = (await call(app, 'GET', '/api/system/', { token })).json();
  const { updatedAt: _, require_two_factor: __, ...fields } = settings;
  return call(app, 'PUT', '/api/system/update', { token, body: { ...fields, assignment_rules: rules } });
}

async function register(app: TestApp, type: 'Client' | 'Franchise' | 'Broker'): Promise<User> {
  return (await buildMember(app, { user_type: type })).user;
}

async function auditOf(app: TestApp, token: string, userId: string): Promise<AuditEntry[]> {
  return (await call(app, 'GET', `/api/audit?kind=user&item=${userId}`, { token })).json().items;
}

it('gives new clients and franchises to the ordinary admin with the fewest open items by default', async () => {
  const { app, superToken, a, b } = await start();
  const settings = (await call(app, 'GET', '/api/system/', { token: superToken })).json();
  expect(settings.assignment_rules).toEqual({
    Client: 'fewest_open',
    Franchise: 'fewest_open',
    Broker: 'fewest_open',
  });
  const members = [
    await register(app, 'Client'),
    await register(app, 'Franchise'),
    await register(app, 'Client'),
    await register(app, 'Franchise'),
  ];
  // No open items yet: the fewer active members decide, then the name.
  expect(members.map((member) => member.admin_id)).toEqual([a, b, a, b]);
  expect(members[0]?.admin_name).toBe('Admin A');
  // A broker registers pending with no admin: Accept gives them one (decision 150).
  expect((await register(app, 'Broker')).admin_id).toBeNull();

  const [entry] = await auditOf(app, superToken, members[1]?._id ?? '');
  expect(entry).toMatchObject({
    admin_id: null,
    admin_name: 'Assignment rule',
    action: 'assign',
    before: { admin_id: null },
    after: { admin_id: b, rule: 'fewest_open' },
  });
});

it('counts open items before active members', async () => {
  const { app, superToken, a, b } = await start();
  expect((await setRules(app, superToken, { Client: 'off' })).statusCode).toBe(200);
  const busy = await buildAssignedMember(app, superToken, a, { user_type: 'Client' });
  await buildAssignedMember(app, superToken, b, { user_type: 'Client' });
  await buildAssignedMember(app, superToken, b, { user_type: 'Client' });
  await fileRequest(app, busy.token, '/api/app/property_consultant');
  // Unassigned while the rule is off.
  expect((await register(app, 'Client')).admin_id).toBeNull();

  expect((await setRules(app, superToken, { Client: 'fewest_open' })).statusCode).toBe(200);
  // A: 1 open item and 1 member; B: none open and 2 members: B gets the next.
  expect((await register(app, 'Client')).admin_id).toBe(b);
  expect((await register(app, 'Client')).admin_id).toBe(b);
});

it('spreads newcomers between two ordinary admins when only a super admin can act on what waits', async () => {
  const { app, superToken, a, b, bToken } = await start();
  await setRules(app, superToken, { Client: 'off', Franchise: 'off' });
  // One accepted broker each, and pending brokers by A's broker's code: A's bell counts them, but
  // only a super admin may accept one (console-core §6).
  const brokerOfA = await buildAcceptedBroker(app, superToken, a);
  await buildAcceptedBroker(app, superToken, b);
  const code = brokerOfA.user.my_invitation_code as string;
  for (let i = 0; i < 3; i++) {
    const pending = await buildMember(app, { user_type: 'Broker', invitation_code: code });
    expect(pending.user).toMatchObject({ status: 'pending', admin_id: a });
  }
  await setRules(app, superToken, { Client: 'fewest_open', Franchise: 'fewest_open' });
  const given: (string | null)[] = [];
  for (let i = 0; i < 6; i++) {
    given.push((await register(app, 'Client')).admin_id, (await register(app, 'Franchise')).admin_id);
  }
  expect(given.filter((id) => id === a)).toHaveLength(6);
  expect(given.filter((id) => id === b)).toHaveLength(6);

  // What B's members file and B can act on weighs: the next newcomers go to A until it is even.
  const clientOfB = await buildAssignedMember(app, superToken, b, { user_type: 'Client' });
  await fileRequest(app, clientOfB.token, '/api/app/property_consultant');
  expect((await register(app, 'Client')).admin_id).toBe(a);

  // The Admins screen shows each ordinary admin's share as the rule weighs it.
  const admins = (await call(app, 'GET', '/api/admin/all', { token: superToken })).json().admins as {
    _id: string;
    super_admin: boolean;
    share: { open_items: number; active_members: number } | null;
  }[];
  expect(admins.find((admin) => admin._id === a)?.share).toEqual({ open_items: 0, active_members: 8 });
  expect(admins.find((admin) => admin._id === b)?.share).toEqual({ open_items: 1, active_members: 8 });
  expect(admins.filter((admin) => admin.super_admin).map((admin) => admin.share)).toEqual([null]);
  expect((await call(app, 'GET', '/api/admin/all', { token: bToken })).statusCode).toBe(403);
});

it('takes the ordinary admins in turn with round robin, each member type its own round', async () => {
  const { app, superToken, a, b } = await start();
  await setRules(app, superToken, { Client: 'round_robin', Franchise: 'round_robin' });
  // Active members do not matter to the round: B's two do not make A get two in a row.
  await setRules(app, superToken, { Client: 'off' });
  await buildAssignedMember(app, superToken, b, { user_type: 'Client' });
  await setRules(app, superToken, { Client: 'round_robin' });
  const clients = [];
  for (let i = 0; i < 4; i++) clients.push((await register(app, 'Client')).admin_id);
  expect(clients).toEqual([a, b, a, b]);
  expect((await register(app, 'Franchise')).admin_id).toBe(a);

  // A third admin joins the round at once, then the round goes on.
  const c = (await buildAdmin(app, superToken, 'Admin C')).admin._id;
  const next = [];
  for (let i = 0; i < 4; i++) next.push((await register(app, 'Client')).admin_id);
  expect(next).toEqual([c, a, b, c]);
  const [entry] = await auditOf(app, superToken, (await register(app, 'Client'))._id);
  expect(entry?.after).toEqual({ admin_id: a, rule: 'round_robin' });
});

it('gives each of two registrations at once an admin, alternating with round robin', async () => {
  const { app, superToken, a, b } = await start();
  await setRules(app, superToken, { Client: 'round_robin', Franchise: 'round_robin' });
  const both = await Promise.all([register(app, 'Client'), register(app, 'Client')]);
  expect(both.map((member) => member.admin_id).sort()).toEqual([a, b].sort());
  const four = await Promise.all([1, 2, 3, 4].map(() => register(app, 'Franchise')));
  const toA = four.filter((member) => member.admin_id === a).length;
  expect([toA, four.length - toA]).toEqual([2, 2]);
});

it('leaves members unassigned with the rule off, or with no ordinary admin', async () => {
  t = await startTestApp({}, { assignmentRule: 'as migrated' });
  const app = t;
  const superToken = await signInSuper(app);
  // Only the super admin: nobody to give them to.
  expect((await register(app, 'Client')).admin_id).toBeNull();
  const a = (await buildAdmin(app, superToken, 'Admin A')).admin._id;
  await setRules(app, superToken, { Client: 'off' });
  expect((await register(app, 'Client')).admin_id).toBeNull();
  expect((await register(app, 'Franchise')).admin_id).toBe(a);
  const unassigned = (
    await call(app, 'GET', '/api/admin/get_non_distributed_users', { token: superToken })
  ).json();
  expect(unassigned.response).toHaveLength(2);
});

it("keeps a newcomer by a broker's code with that broker's admin", async () => {
  const { app, superToken, b } = await start();
  const broker = await buildAcceptedBroker(app, superToken, b);
  const code = broker.user.my_invitation_code ?? '';
  const invited = await buildMember(app, { user_type: 'Client', invitation_code: code });
  expect(invited.user.admin_id).toBe(b);
  const entries = await auditOf(app, superToken, invited.user._id);
  expect(entries).toHaveLength(0);
});

it("hands a deleted admin's members over by the rule, each type by its own", async () => {
  const { app, superToken, a, b } = await start();
  await setRules(app, superToken, { Client: 'off', Franchise: 'off', Broker: 'off' });
  const gone = (await buildAdmin(app, superToken, 'Admin Gone')).admin._id as string;
  const clients = [];
  for (let i = 0; i < 3; i++)
    clients.push(await buildAssignedMember(app, superToken, gone, { user_type: 'Client' }));
  const franchise = await buildAssignedMember(app, superToken, gone, { user_type: 'Franchise' });
  const broker = await buildAcceptedBroker(app, superToken, gone);
  await fileRequest(app, clients[0]?.token ?? '', '/api/app/property_consultant');
  await setRules(app, superToken, { Client: 'fewest_open', Franchise: 'round_robin', Broker: 'off' });

  const deleted = await call(app, 'DELETE', `/api/admin/delete_admin/${gone}`, { token: superToken });
  expect(deleted.statusCode).toBe(200);
  const teamOf = async (id: string) =>
    (await call(app, 'GET', `/api/admin/get_users/${id}`, { token: superToken })).json().response as User[];
  const [teamA, teamB] = [await teamOf(a), await teamOf(b)];
  // The first client (with its open request) goes to A; then B has fewer open items, then fewer members.
  expect(teamA.map((user) => user._id).sort()).toEqual([clients[0]?.user._id, franchise.user._id].sort());
  expect(teamB.map((user) => user._id).sort()).toEqual([clients[1]?.user._id, clients[2]?.user._id].sort());
  const unassigned = (
    await call(app, 'GET', '/api/admin/get_non_distributed_users', { token: superToken })
  ).json();
  expect(unassigned.response.map((user: User) => user._id)).toEqual([broker.user._id]);

  const [moved] = await auditOf(app, superToken, clients[1]?.user._id ?? '');
  expect(moved).toMatchObject({
    admin_name: 'Super admin',
    action: 'move',
    before: { admin_id: gone },
    after: { admin_id: b, rule: 'fewest_open' },
  });
  const [left] = await auditOf(app, superToken, broker.user._id);
  expect(left).toMatchObject({ action: 'unassign', before: { admin_id: gone }, after: { admin_id: null } });
});

it('lets only a super admin change the rule, refuses an unknown rule, and audits the change', async () => {
  const { app, superToken, bToken } = await start();
  const byOrdinary = await setRules(app, bToken, { Client: 'off' });
  expect(byOrdinary.statusCode).toBe(403);
  const unknown = await setRules(app, superToken, { Client: 'sometimes' as 'off' });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.body).toContain('Choose off, round robin or fewest open items');

  const saved = await setRules(app, superToken, { Franchise: 'round_robin' });
  expect(saved.json().assignment_rules).toEqual({
    Client: 'fewest_open',
    Franchise: 'round_robin',
    Broker: 'fewest_open',
  });
  const [entry] = (await call(app, 'GET', '/api/audit?kind=settings', { token: superToken })).json().items;
  expect(entry.before).toEqual({
    assignment_rules: { Client: 'fewest_open', Franchise: 'fewest_open', Broker: 'fewest_open' },
  });
  expect(entry.after).toEqual({
    assignment_rules: { Client: 'fewest_open', Franchise: 'round_robin', Broker: 'fewest_open' },
  });
});
