import fs from 'node:fs/promises';
import { type RequestQueue, requestRowOf } from '@simsar/contract/requests';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAcceptedBroker, buildAssignedMember, buildMember } from '../../../test/members.ts';
import { movingClock } from '../../../test/moving-clock.ts';
import { callMultipart, imageFile } from '../../../test/multipart.ts';
import { fileFranchiseRequest, fileRequest, requestPhone } from '../../../test/request-builders.ts';
import { countSummaryTruth, expectSummaryTruth } from '../../../test/summary-truth.ts';
import { countEveryHour } from '../../../test/work-week.ts';
import { summaryCounters } from '../../core/summary-counters.schema.ts';
import { summaryWaitingHours } from '../requests/requests.schema.ts';
import { users } from '../users/users.schema.ts';

// The home summary reads maintained counters (docs/decisions/120); after every kind of write it must
// equal what count(*) over the rows says, for the super admin and for each ordinary admin.

const { clock, later } = movingClock();

type Admin = Awaited<ReturnType<typeof buildAdmin>>;
type Member = { id: string; token: string; type: 'Broker' | 'Client' | 'Franchise'; code: string | null };
type Item = { id: string; kind: 'form' | 'deal' | 'cil'; status: string };
type Request = { id: string; queue: RequestQueue; status: string };

let t: TestApp;
let superToken: string;
let unitId: string;
let first: Admin;
let second: Admin;
let callers: { token: string; adminId: string | null; label: string }[];
const members: Member[] = [];
const pending: string[] = [];
const items: Item[] = [];
const requests: Request[] = [];

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  superToken = await signInSuper(t);
  // Plain hours: these tests are of the clocks themselves (decision 082); the working week's in work-week.clock.test.ts.
  await countEveryHour(t, superToken);
  first = await buildAdmin(t, superToken, 'First admin');
  second = await buildAdmin(t, superToken, 'Second admin');
  callers = [
    { token: superToken, adminId: null, label: 'super admin' },
    { token: first.token, adminId: first.admin._id, label: 'first admin' },
    { token: second.token, adminId: second.admin._id, label: 'second admin' },
  ];
  unitId = (await buildProject(t, superToken))._id;
  for (const admin of [first, second]) {
    const broker = await buildAcceptedBroker(t, superToken, admin.admin._id);
    members.push({
      id: broker.user._id,
      token: broker.token,
      type: 'Broker',
      code: broker.user.my_invitation_code,
    });
    for (const type of ['Client', 'Franchise'] as const) {
      const member = await buildAssignedMember(t, superToken, admin.admin._id, { user_type: type });
      members.push({ id: member.user._id, token: member.token, type, code: member.user.my_invitation_code });
    }
  }
  // A member no admin has yet: only the super admin counts their items.
  const loose = await buildMember(t, { user_type: 'Client' });
  members.push({ id: loose.user._id, token: loose.token, type: 'Client', code: null });
});
afterAll(() => t.close());

/** A small deterministic generator: the same "random" sequence on every run. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor(state / 65536) % n; // the high bits: the low ones of this generator cycle
  };
}

const at = (path: string, id: string) => path.replace(':id', id);
const adminIds = () => [first.admin._id, second.admin._id];

let phoneSerial = 0;
const clientPhone = () => `0111${String(++phoneSerial).padStart(7, '0')}`;

async function submit(pick: (n: number) => number) {
  const brokers = members.filter((member) => member.type === 'Broker');
  const broker = brokers[pick(brokers.length)];
  if (!broker) return;
  const kind = (['form', 'deal', 'cil'] as const)[pick(3)] ?? 'form';
  const item = await buildSubmission(t, kind, broker.token, { client_phone: clientPhone() });
  items.push({ id: item._id, kind, status: item.status });
}

async function moveItem(pick: (n: number) => number) {
  const open = items.filter((item) => item.status === 'new' || item.status === 'pending');
  const item = open[pick(open.length)];
  if (!item) return;
  const base = item.kind === 'cil' ? '/api/cil' : `/api/${item.kind}`;
  let reply: Awaited<ReturnType<typeof call>>;
  if (item.status === 'new' && pick(3) > 0) {
    const path = item.kind === 'cil' ? '/pending_cil/:id' : `/pending_${item.kind}/:id`;
    reply = await call(t, 'PUT', at(base + path, item.id), { token: superToken });
  } else if (item.kind === 'cil') {
    if (item.status === 'new') return;
    const path = pick(2) ? '/accept/:id' : '/reject/:id';
    const fields = path === '/accept/:id' ? { admin: 'Sara', contact: '01012345678' } : {};
    reply = await callMultipart(
      t,
      'PUT',
      at(base + path, item.id),
      { ...fields, image: await imageFile('letter.png') },
      superToken,
    );
  } else if (item.status === 'pending' && pick(2)) {
    reply = await call(t, 'PUT', at(`${base}/update/:id`, item.id), {
      token: superToken,
      body: { date: '2027-01-20' },
    });
  } else {
    reply = await call(t, 'DELETE', at(`${base}/delete/:id`, item.id), { token: superToken });
  }
  expect(reply.statusCode, reply.body).toBe(200);
  item.status = reply.json().response.status;
}

const queuesOf = {
  Client: ['property_consultant', 'contact_sales', 'feedback'],
  Franchise: ['request_media', 'request_organic_leads', 'feedback'],
} as const;

async function file(pick: (n: number) => number) {
  const filers = members.filter((member) => member.type !== 'Broker');
  const member = filers[pick(filers.length + 1)];
  if (!member || member.type === 'Broker') {
    const filed = await fileFranchiseRequest(t);
    requests.push({ id: filed._id, queue: 'request_franchises', status: filed.status });
    return;
  }
  const queue = queuesOf[member.type][pick(3)] ?? 'feedback';
  const body =
    queue === 'feedback'
      ? { rate: 4, message: 'Good app' }
      : {
          phone: requestPhone(),
          message: 'Please call me back',
          ...(queue === 'contact_sales' && { unit_id: unitId }),
        };
  const filed = await fileRequest(t, member.token, `/api/app/${queue}`, body);
  requests.push({ id: filed._id, queue, status: filed.status });
}

async function moveRequest(pick: (n: number) => number) {
  const request = requests[pick(requests.length)];
  if (!request) return;
  const config = requestRowOf(request.queue);
  if (config.removable && pick(4) === 0) {
    const reply = await call(t, 'DELETE', `${config.api}/remove/${request.id}`, { token: superToken });
    expect(reply.statusCode, reply.body).toBe(200);
    requests.splice(requests.indexOf(request), 1);
    return;
  }
  const moves = config.buttons.filter((move) =>
    (move.move.from as readonly string[]).includes(request.status),
  );
  const move = moves[pick(moves.length)];
  if (!move) return;
  const reply = await call(t, 'PUT', `${config.api}${move.path}/${request.id}`, { token: superToken });
  expect(reply.statusCode, reply.body).toBe(200);
  request.status = move.move.to;
}

async function reassign(pick: (n: number) => number) {
  const member = members[pick(members.length)];
  if (!member) return;
  const [row] = await t.db.select({ adminId: users.adminId }).from(users).where(eq(users.id, member.id));
  const current = row?.adminId ?? null;
  if (current && pick(3) === 0) {
    // Unassign: the member leaves their admin's team.
    const reply = await call(t, 'PUT', `/api/admin/remove_from_list/${current}`, {
      token: superToken,
      body: { ids: [member.id] },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return;
  }
  const target = adminIds().filter((id) => id !== current)[pick(current ? 1 : 2)] ?? first.admin._id;
  const reply = await call(t, 'PUT', `/api/user/change_admin/${member.id}`, {
    token: superToken,
    body: { admin_id: target },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

async function registerPending(pick: (n: number) => number) {
  const inviters = members.filter((member) => member.code);
  const inviter = inviters[pick(inviters.length + 1)];
  const broker = await buildMember(t, {
    user_type: 'Broker',
    area: 'Nasr City',
    ...(inviter?.code && { invitation_code: inviter.code }),
  });
  pending.push(broker.user._id);
}

async function decidePending(pick: (n: number) => number) {
  const id = pending[pick(pending.length)];
  if (!id) return;
  pending.splice(pending.indexOf(id), 1);
  if (pick(2)) {
    // A rejected broker is deleted (the member's deletion).
    const reply = await call(t, 'DELETE', `/api/user/delete_user/${id}`, { token: superToken });
    expect(reply.statusCode, reply.body).toBe(200);
    return;
  }
  const reply = await call(t, 'PUT', `/api/user/accept/${id}`, {
    token: superToken,
    body: { admin_id: adminIds()[pick(2)] },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

const operations = {
  submit,
  moveItem,
  file,
  moveRequest,
  reassign,
  registerPending,
  decidePending,
  later: async (pick: (n: number) => number) => later(1 + pick(20)),
};

describe('the home summary read from maintained counters', () => {
  it('equals count(*) for the super admin and two ordinary admins after every kind of write', async () => {
    // One queue with a target of its own, so overdue follows more than the default 24 hours.
    const settings = await call(t, 'PUT', '/api/system/update', {
      token: superToken,
      body: {
        taxes: 1,
        app_taxes: 1,
        active_users: 1,
        forms: 1,
        free_broker_discount: 1,
        request_target_hours: { contact_sales: 6, feedback: 48 },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const pick = generator(14);
    const names = Object.keys(operations) as (keyof typeof operations)[];
    const seen = new Map<string, number>();
    for (let step = 0; step < 70; step += 1) {
      // The first steps fill the queues; then anything goes.
      const name =
        step < 12 ? (['submit', 'file', 'registerPending'] as const)[step % 3] : names[pick(names.length)];
      if (!name) continue;
      await operations[name](pick);
      seen.set(name, (seen.get(name) ?? 0) + 1);
      const truths = await expectSummaryTruth(t, callers, clock(), `after step ${step} (${name})`);
      for (const [index, truth] of truths.entries()) {
        for (const [key, value] of Object.entries({ ...truth, ...prefixed(truth.overdue) })) {
          if (typeof value === 'number' && value > 0) seen.set(`${index}:${key}`, 1);
        }
      }
    }
    // The sequence did exercise every operation and gave every count something to count.
    for (const name of names) expect(seen.get(name), name).toBeGreaterThan(0);
    for (const key of ['pending_brokers', 'forms', 'deals', 'cil', 'request_franchises', 'feedback']) {
      expect(seen.has(`0:${key}`), key).toBe(true);
    }
    const overdueSeen = (caller: number) =>
      [...seen.keys()].filter((key) => key.startsWith(`${caller}:overdue.`)).length;
    expect(overdueSeen(0)).toBeGreaterThanOrEqual(3);
    expect(overdueSeen(1)).toBeGreaterThan(0);
    expect(overdueSeen(2)).toBeGreaterThan(0);
    for (const key of ['pending_brokers', 'forms']) {
      expect(seen.has(`1:${key}`) && seen.has(`2:${key}`), key).toBe(true);
    }
  }, 180_000); // many API calls: minutes on a busy 2-core machine

  it('follows a member deleted with waiting items, whatever deletes them', async () => {
    const broker = members.find((member) => member.type === 'Broker');
    const client = members.find((member) => member.type === 'Client');
    if (!broker || !client) throw new Error('no members');
    for (const kind of ['form', 'deal', 'cil'] as const) {
      const item = await buildSubmission(t, kind, broker.token, { client_phone: clientPhone() });
      items.push({ id: item._id, kind, status: item.status });
    }
    await fileRequest(t, client.token, '/api/app/property_consultant');
    const before = await expectSummaryTruth(t, callers, clock(), 'before the deletions');
    expect(before[0]?.forms).toBeGreaterThan(0);
    await t.db.execute(sql`delete from users where id in (${broker.id}, ${client.id})`);
    members.splice(members.indexOf(broker), 1);
    members.splice(members.indexOf(client), 1);
    await expectSummaryTruth(t, callers, clock(), 'after the deletions');
  });

  it("moves a deleted admin's members' counts to no admin, and drops the admin's counter rows", async () => {
    const third = await buildAdmin(t, superToken, 'Third admin');
    const broker = await buildAcceptedBroker(t, superToken, third.admin._id);
    await buildSubmission(t, 'form', broker.token, { client_phone: clientPhone() });
    const franchise = await buildAssignedMember(t, superToken, third.admin._id, { user_type: 'Franchise' });
    await fileRequest(t, franchise.token, '/api/app/request_media');
    await registerInvited(broker.user.my_invitation_code);
    const thirdCaller = { token: third.token, adminId: third.admin._id, label: 'third admin' };
    const [truth] = await expectSummaryTruth(t, [thirdCaller], clock(), 'before the deletion');
    expect(truth).toMatchObject({ pending_brokers: 1, forms: 1, media_buying: 1 });
    const reply = await call(t, 'DELETE', `/api/admin/delete_admin/${third.admin._id}`, {
      token: superToken,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await expectSummaryTruth(t, callers, clock(), 'after the deletion');
    const left = await t.db
      .select()
      .from(summaryCounters)
      .where(sql`${summaryCounters.adminId} = ${third.admin._id}`);
    expect(left).toEqual([]);
  });

  it('counts rows written in bulk by SQL (seeds) as the API writes them', async () => {
    await t.db.execute(sql`
      insert into users (user_type, name, email, phone, password_hash, status, admin_id)
      select 'Broker', 'Seeded ' || i, 'seeded' || i || '@simsar.test', '0155' || lpad(i::text, 7, '0'), 'x',
        case when i % 2 = 0 then 'pending' else 'active' end,
        case i % 3 when 0 then ${first.admin._id}::uuid when 1 then ${second.admin._id}::uuid end
      from generate_series(1, 60) as i`);
    await t.db.execute(sql`
      insert into requests (queue, member_id, status, message, created_at)
      select 'feedback', id, 'non_done', 'Seeded', ${clock().toISOString()}::timestamptz - interval '3 days'
      from users where name like 'Seeded %'`);
    await expectSummaryTruth(t, callers, clock(), 'after the seed');
  });

  it("the migration's backfill gives the counters the existing rows hold", async () => {
    const migrations = await fs.readdir(new URL('../../../drizzle/', import.meta.url));
    const file = migrations.find((name) => name.endsWith('_summary_counters_triggers.sql'));
    if (!file) throw new Error('the counters migration is missing');
    const text = await fs.readFile(new URL(`../../../drizzle/${file}`, import.meta.url), 'utf8');
    const backfill = text.split('--> statement-breakpoint').slice(-2);
    expect(backfill[0]).toContain('INSERT INTO summary_counters');
    expect(backfill[1]).toContain('INSERT INTO summary_waiting_hours');
    const truths = await Promise.all(callers.map((caller) => countSummaryTruth(t, caller.adminId, clock())));
    await t.db.transaction(async (tx) => {
      await tx.delete(summaryCounters);
      await tx.delete(summaryWaitingHours);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    for (const [index, caller] of callers.entries()) {
      const reply = await call(t, 'GET', '/api/admin/summary', { token: caller.token });
      expect(reply.json()).toEqual(truths[index]);
    }
  });
});

async function registerInvited(code: string | null) {
  if (!code) throw new Error('no invitation code');
  await buildMember(t, { user_type: 'Broker', area: 'Nasr City', invitation_code: code });
}

function prefixed(overdue: Record<string, number>) {
  return Object.fromEntries(Object.entries(overdue).map(([key, value]) => [`overdue.${key}`, value]));
}
