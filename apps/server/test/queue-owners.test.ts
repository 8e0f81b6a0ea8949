import { queueKinds } from '@simsar/contract/queue-kinds';
import { type ListedQueueRow, queueListPathOf, queueTabsOf } from '@simsar/contract/queue-lists';
import { type RequestQueue, requestRowOf, requestRows } from '@simsar/contract/requests';
import type { AssignmentRules } from '@simsar/contract/system';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAreas } from '../src/app-api.ts';
import { ownedTables } from '../src/core/counted-states.owners.ts';
import { rowsOf } from '../src/core/db.ts';
import { buildProject, buildSubmission } from './deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from './harness.ts';
import { buildAcceptedBroker, buildAssignedMember, buildMember } from './members.ts';
import { callMultipart, imageFile } from './multipart.ts';
import { fileFranchiseRequest, fileRequest, requestPhone } from './request-builders.ts';
import { expectSummaryTruth } from './summary-truth.ts';

/**
 * Every queue item keeps its owner (its member's admin) and every tab its count, by triggers in the
 * writing transaction (core/counted-states.owners.ts, decisions 400, 401). After every kind of write
 * (each move of each queue, filing, re-assignment of one member, in bulk and by the assignment rule,
 * un-assignment, deletion of an item, a member, an admin), each owner column equals a live join to the
 * members, each tab counter and each bell counter a live count, and each page's total (read from the
 * counters) what count(*) says for the super admin and each ordinary admin.
 */

const declared = apiAreas.flatMap((area) => area.countedItems ?? []);
const tables = ownedTables(declared);
const listed = queueKinds.filter(
  (row): row is ListedQueueRow => row.engine === 'requests' || row.engine === 'submissions',
);

type Admin = Awaited<ReturnType<typeof buildAdmin>>;
type Caller = { token: string; adminId: string | null; label: string };
type Member = { id: string; token: string };

let t: TestApp;
let superToken: string;
let unitId: string;
let first: Admin;
let second: Admin;
let callers: Caller[];
const now = new Date();

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  first = await buildAdmin(t, superToken, 'First owner');
  second = await buildAdmin(t, superToken, 'Second owner');
  callers = [
    { token: superToken, adminId: null, label: 'super admin' },
    { token: first.token, adminId: first.admin._id, label: 'first admin' },
    { token: second.token, adminId: second.admin._id, label: 'second admin' },
  ];
  unitId = (await buildProject(t, superToken))._id;
});
afterAll(() => t.close());

const select = async <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(await t.db.execute(query));

/** Items whose owner column is not their member's admin, table by table (a live join). */
async function wrongOwners(): Promise<Record<string, number>> {
  const wrong: Record<string, number> = {};
  for (const { table, member, owner } of tables) {
    const [row] = await select<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} x
      left join users u on u.id = x.${sql.identifier(member)}
      where x.${sql.identifier(owner)} is distinct from u.admin_id`);
    wrong[table] = Number(row?.n);
  }
  return wrong;
}

/** Every tab's count by admin, live: each item under its member's admin (joined, not its owner column). */
async function liveTabs(): Promise<string[]> {
  const counted = tables.map(
    ({ table, member, status, queueOf }) =>
      sql`select ${sql.raw(queueOf('x'))} as queue, x.${sql.identifier(status)}::text as state, u.admin_id
        from ${sql.identifier(table)} x left join users u on u.id = x.${sql.identifier(member)}`,
  );
  const rows = await select<{ queue: string; state: string; admin_id: string | null; n: number }>(
    sql`select queue, state, admin_id, count(*)::int as n from (${sql.join(counted, sql` union all `)}) items
      group by queue, state, admin_id`,
  );
  return rows.map((row) => `${row.queue} ${row.state} ${row.admin_id ?? '-'} ${row.n}`).sort();
}

async function keptTabs(): Promise<string[]> {
  const rows = await select<{ queue: string; state: string; admin_id: string | null; count: number }>(
    sql`select queue, state, admin_id, count from summary_tab_counters where count <> 0`,
  );
  return rows.map((row) => `${row.queue} ${row.state} ${row.admin_id ?? '-'} ${row.count}`).sort();
}

/** The items table of each queue kind, as the areas declare it. */
const tableOfKind = new Map(
  declared.flatMap((items) => {
    const owned = tables.find((entry) => entry.table === getTableName(items.status.table));
    const kinds = 'kind' in items.queue ? [items.queue.kind] : items.queue.kinds;
    return owned ? kinds.map((kind) => [kind, owned] as const) : [];
  }),
);

/** What count(*) says one tab holds for a caller, its items' members joined (not their owner column). */
async function liveTotal(row: ListedQueueRow, page: string, caller: Caller): Promise<number> {
  const owned = tableOfKind.get(row.kind);
  if (!owned) throw new Error(`no items table for ${row.kind}`);
  const { table, member, status, queueOf } = owned;
  const state = row.engine === 'requests' ? row.tabs.find((tab) => tab.page === page)?.state : page;
  const mine =
    caller.adminId === null || (row.engine === 'requests' && row.filedBy === null)
      ? sql`true`
      : sql`u.admin_id = ${caller.adminId}::uuid`;
  const [found] = await select<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} x
    left join users u on u.id = x.${sql.identifier(member)}
    where ${sql.raw(queueOf('x'))} = ${row.kind} and x.${sql.identifier(status)} = ${state} and ${mine}`);
  return Number(found?.n);
}

/** Owners, tab counters, bell counters and every tab's page total of every caller, against live counts. */
async function expectTruth(step: string, who: Caller[] = callers): Promise<void> {
  expect(await wrongOwners(), `owners after ${step}`).toEqual(
    Object.fromEntries(tables.map(({ table }) => [table, 0])),
  );
  expect(await keptTabs(), `tab counters after ${step}`).toEqual(await liveTabs());
  await expectSummaryTruth(t, who, now, `after ${step}`);
  for (const row of listed) {
    for (const { page } of queueTabsOf(row)) {
      for (const caller of who) {
        const reply = await call(t, 'GET', queueListPathOf(row, page), { token: caller.token });
        expect(reply.statusCode, `${row.kind} ${page} ${caller.label}`).toBe(200);
        expect(reply.json().total, `${row.kind} ${page} total of ${caller.label} after ${step}`).toBe(
          await liveTotal(row, page, caller),
        );
      }
    }
  }
}

/** The request queues a member of each type files, with a body each accepts. */
function bodyOf(queue: RequestQueue): Record<string, unknown> {
  if (queue === 'feedback') return { rate: 4, message: 'Good app' };
  return {
    phone: requestPhone(),
    message: 'Please call me back',
    ...(queue === 'contact_sales' && { unit_id: unitId }),
  };
}

/** Files one item of every queue as these members: each broker's form, deal, CIL; each member's requests. */
async function fileEverything(brokers: Member[], clients: Member[], franchises: Member[]) {
  const filed: { kind: string; id: string }[] = [];
  let phone = 0;
  for (const broker of brokers) {
    for (const kind of ['form', 'deal', 'cil'] as const) {
      const item = await buildSubmission(t, kind, broker.token, {
        client_phone: `0112${String(Date.now() % 100_000).padStart(5, '0')}${String(++phone).padStart(2, '0')}`,
      });
      filed.push({ kind, id: item._id });
    }
  }
  for (const row of requestRows) {
    // Disputes are opened by the server (modules/deals disputes tests).
    if (row.app === null) continue;
    if (row.filedBy === null) {
      filed.push({ kind: row.kind, id: (await fileFranchiseRequest(t))._id });
      continue;
    }
    const filers =
      row.filedBy === 'Franchise'
        ? franchises
        : row.filedBy === 'Client'
          ? clients
          : [...clients, ...franchises];
    for (const filer of filers) {
      filed.push({ kind: row.kind, id: (await fileRequest(t, filer.token, row.app, bodyOf(row.kind)))._id });
    }
  }
  return filed;
}

async function ok(reply: Promise<{ statusCode: number; body: string }>) {
  const done = await reply;
  expect(done.statusCode, done.body).toBe(200);
}

/** One move of a form, deal or CIL by its path: pending, accept, reject. */
async function moveSubmission(kind: string, move: 'pending' | 'accept' | 'reject', id: string) {
  if (kind === 'cil' && move !== 'pending') {
    const fields = move === 'accept' ? { admin: 'Sara', contact: '01012345678' } : {};
    return ok(
      callMultipart(
        t,
        'PUT',
        `/api/cil/${move}/${id}`,
        { ...fields, image: await imageFile('letter.png') },
        superToken,
      ),
    );
  }
  const path = { pending: `pending_${kind}`, accept: 'update', reject: 'delete' }[move];
  const body = move === 'accept' ? { date: '2027-01-20' } : undefined;
  return ok(
    call(t, move === 'reject' ? 'DELETE' : 'PUT', `/api/${kind}/${path}/${id}`, { token: superToken, body }),
  );
}

async function setRules(rules: Partial<AssignmentRules>) {
  const settings = (await call(t, 'GET', '/api/system/', { token: superToken })).json();
  const { updatedAt: _, require_two_factor: __, ...fields } = settings;
  await ok(
    call(t, 'PUT', '/api/system/update', { token: superToken, body: { ...fields, assignment_rules: rules } }),
  );
}

describe('the queue items owner columns and tab counters', () => {
  it('agree with live counts after every kind of write', async () => {
    await expectTruth('nothing');
    const broker = async (admin: Admin) => {
      const built = await buildAcceptedBroker(t, superToken, admin.admin._id);
      return { id: built.user._id, token: built.token };
    };
    const member = async (admin: Admin | null, type: 'Client' | 'Franchise') => {
      const built = admin
        ? await buildAssignedMember(t, superToken, admin.admin._id, { user_type: type })
        : await buildMember(t, { user_type: type });
      return { id: built.user._id, token: built.token };
    };
    const brokers = [await broker(first), await broker(second)];
    const clients = [
      await member(first, 'Client'),
      await member(second, 'Client'),
      await member(null, 'Client'),
    ];
    const franchises = [await member(first, 'Franchise'), await member(second, 'Franchise')];

    // Filing every queue, then each move of each queue.
    const filed = await fileEverything(brokers, clients, franchises);
    await expectTruth('filing');
    const submissions = filed.filter((item) => ['form', 'deal', 'cil'].includes(item.kind));
    for (const [index, item] of submissions.entries()) {
      await moveSubmission(item.kind, 'pending', item.id);
      if (index % 3 === 1) await moveSubmission(item.kind, 'accept', item.id);
      if (index % 3 === 2) await moveSubmission(item.kind, 'reject', item.id);
    }
    await expectTruth('the submissions moves');
    for (const item of filed.filter((entry) => !['form', 'deal', 'cil'].includes(entry.kind))) {
      const row = requestRowOf(item.kind as RequestQueue);
      let state: string = row.tabs[0]?.state ?? '';
      for (const button of row.buttons) {
        if (!(button.move.from as readonly string[]).includes(state)) continue;
        await ok(call(t, 'PUT', `${row.api}${button.path}/${item.id}`, { token: superToken }));
        state = button.move.to;
      }
    }
    await expectTruth('the request moves');

    // One member re-assigned, then members moved and assigned in bulk, then un-assigned.
    await ok(
      call(t, 'PUT', `/api/user/change_admin/${brokers[0]?.id}`, {
        token: superToken,
        body: { admin_id: second.admin._id },
      }),
    );
    await expectTruth('one member re-assigned');
    await ok(
      call(t, 'PUT', '/api/admin/change_admin', {
        token: superToken,
        body: {
          ids: [clients[1]?.id, franchises[1]?.id],
          old_admin: second.admin._id,
          new_admin: first.admin._id,
        },
      }),
    );
    await ok(
      call(t, 'PUT', `/api/admin/add_to_list/${second.admin._id}`, {
        token: superToken,
        body: { ids: [clients[2]?.id] },
      }),
    );
    await expectTruth('members moved and assigned in bulk');
    await ok(
      call(t, 'PUT', `/api/admin/remove_from_list/${second.admin._id}`, {
        token: superToken,
        body: { ids: [brokers[0]?.id] },
      }),
    );
    await expectTruth('a member un-assigned');

    // Written by SQL, as a seed or a bulk move does: many rows in one statement.
    await t.db.execute(sql`insert into forms (user_id, developer, client_name, client_phone, project_code, sales_name,
        sales_phone, image_key, image_type, client_id, deal_value)
      select u.id, 'Dev', 'Seeded', '0100000000' || i % 10, 'P', 'S', '0100', 'k' || u.id || i, 'image/png', '1', 1
      from users u, generate_series(1, 3) as i where u.user_type = 'Broker'`);
    await t.db.execute(
      sql`update forms set status = 'pending' where status = 'new' and client_name = 'Seeded'`,
    );
    await expectTruth('rows written by SQL');

    // Items deleted: a request removed by its route, forms by SQL.
    const removable = filed.find((item) =>
      requestRows.some((row) => row.kind === item.kind && row.removable),
    );
    if (!removable) throw new Error('no removable request');
    await ok(
      call(t, 'DELETE', `${requestRowOf(removable.kind as RequestQueue).api}/remove/${removable.id}`, {
        token: superToken,
      }),
    );
    await t.db.execute(sql`delete from forms where client_name = 'Seeded' and status = 'pending'`);
    await expectTruth('items deleted');

    // A member deleted with their items (the cascade).
    await t.db.execute(sql`delete from users where id = ${clients[0]?.id}::uuid`);
    await expectTruth('a member deleted');

    // The assignment rule: a new member assigned by it files; then an admin deleted hands their
    // members over by the rule (to the other ordinary admin), another's go to no admin.
    await setRules({ Client: 'fewest_open', Franchise: 'fewest_open', Broker: 'fewest_open' });
    const third = await buildAdmin(t, superToken, 'Third owner');
    const ruled = await buildMember(t, { user_type: 'Client' });
    expect(ruled.user.admin_id).not.toBeNull();
    await fileRequest(t, ruled.token, '/api/app/property_consultant', bodyOf('property_consultant'));
    const thirds = [await broker(third), await member(third, 'Franchise')];
    await fileEverything([thirds[0] as Member], [], [thirds[1] as Member]);
    const thirdCaller = { token: third.token, adminId: third.admin._id, label: 'third admin' };
    await expectTruth('members assigned by the rule filing', [...callers, thirdCaller]);
    await ok(call(t, 'DELETE', `/api/admin/delete_admin/${third.admin._id}`, { token: superToken }));
    await expectTruth('an admin deleted, members handed over by the rule');
    await setRules({ Client: 'off', Franchise: 'off', Broker: 'off' });
    await ok(call(t, 'DELETE', `/api/admin/delete_admin/${second.admin._id}`, { token: superToken }));
    callers = callers.filter((caller) => caller.adminId !== second.admin._id);
    await expectTruth('an admin deleted, members left to no admin');
    const left = await select<{ n: number }>(sql`select count(*)::int as n from summary_tab_counters
      where admin_id in (${third.admin._id}::uuid, ${second.admin._id}::uuid)`);
    expect(left[0]?.n).toBe(0);

    // An admin row deleted by SQL: its members' admin goes to null by the foreign key alone.
    await t.db.execute(sql`delete from admins where id = ${first.admin._id}::uuid`);
    callers = callers.filter((caller) => caller.adminId !== first.admin._id);
    await expectTruth('an admin row deleted');
  }, 240_000); // many API calls: minutes on a busy 2-core machine
});
