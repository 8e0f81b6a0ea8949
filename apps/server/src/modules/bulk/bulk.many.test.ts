import { randomUUID } from 'node:crypto';
import { requestMessages } from '@simsar/contract/request-bodies';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember } from '../../../test/members.ts';
import { rowsOf } from '../../core/db.ts';

/**
 * A bulk move of the most ids one call takes (bulkMaxItems, 1,000), mixing what an ordinary admin
 * may move, another admin's items, items already moved and ids of nothing: each gets the outcome its
 * single move gives, in the order sent (docs/decisions/284, 422).
 */
let t: TestApp;
let mona: Awaited<ReturnType<typeof buildAdmin>>;
let monaClient: string;
let karimClient: string;

beforeAll(async () => {
  t = await startTestApp();
  const superToken = await signInSuper(t);
  mona = await buildAdmin(t, superToken, 'Mona');
  const karim = await buildAdmin(t, superToken, 'Karim');
  monaClient = (
    await buildAssignedMember(t, superToken, mona.admin._id, { user_type: 'Client', name: 'Mona client' })
  ).user._id;
  karimClient = (
    await buildAssignedMember(t, superToken, karim.admin._id, { user_type: 'Client', name: 'Karim client' })
  ).user._id;
});
afterAll(() => t.close());

/** Files `count` property-consultant requests of one member in one statement (the app files one a call). */
async function fileMany(member: string, count: number, status: 'non_done' | 'done'): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await t.db.execute(sql`insert into requests (queue, member_id, status, phone, message, created_at)
      select 'property_consultant', ${member}::uuid, ${status}, '01000000000', 'Call me ' || i, now()
        from generate_series(1, ${count}::int) as i returning id`),
  );
  return rows.map((row) => row.id);
}

const monaCounter = async () =>
  rowsOf<{ count: number }>(
    await t.db.execute(
      sql`select count from summary_counters where counter = 'property_consultant' and admin_id = ${mona.admin._id}`,
    ),
  )[0]?.count;

it('moves 1,000 ids at once: its own waiting ones done, the others each refused as alone', async () => {
  const visible = await fileMany(monaClient, 600, 'non_done');
  const others = await fileMany(karimClient, 200, 'non_done');
  const moved = await fileMany(monaClient, 100, 'done');
  const unknown = Array.from({ length: 100 }, () => randomUUID());
  // Interleaved (six of Mona's, two of Karim's, one moved, one unknown in every ten), so that the
  // reply's order is shown to be the order sent.
  const pattern = [visible, visible, visible, visible, visible, visible, others, others, moved, unknown];
  const taken = new Map<string[], number>();
  const ids = Array.from({ length: 1000 }, (_, index) => {
    const group = pattern[index % 10] as string[];
    const at = taken.get(group) ?? 0;
    taken.set(group, at + 1);
    return group[at] as string;
  });
  expect(new Set(ids).size).toBe(1000);
  const waitingBefore = await monaCounter();

  const reply = await call(t, 'POST', '/api/bulk/property_consultant.non-done/done', {
    token: mona.token,
    body: { ids },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const { done, failed } = reply.json() as {
    done: string[];
    failed: { id: string; name?: string; message: string; code: string }[];
  };
  const isVisible = new Set(visible);
  expect(done).toEqual(ids.filter((id) => isVisible.has(id)));
  const hidden = new Set([...others, ...unknown]);
  expect(failed).toEqual(
    ids
      .filter((id) => !isVisible.has(id))
      .map((id) =>
        hidden.has(id)
          ? { id, message: requestMessages.requestNotFound, code: 'NOT_FOUND' }
          : { id, name: 'Mona client', message: requestMessages.alreadyIn.done, code: 'CONFLICT' },
      ),
  );

  // Each moved item is done, audited once as a Done by Mona; nothing else moved or audited.
  const states = rowsOf<{ status: string; n: number }>(
    await t.db.execute(
      sql`select status, count(*)::int as n from requests where member_id = ${karimClient} group by status`,
    ),
  );
  expect(states).toEqual([{ status: 'non_done', n: 200 }]);
  const audited = rowsOf<{
    item_id: string;
    action: string;
    admin_id: string;
    before: unknown;
    after: unknown;
  }>(
    await t.db.execute(
      sql`select item_id, action, admin_id, before, after from audit_entries where kind = 'property_consultant' and item_id = any(${`{${ids.join(',')}}`}::text[])`,
    ),
  );
  expect(audited.length).toBe(600);
  expect(new Set(audited.map((entry) => entry.item_id))).toEqual(isVisible);
  for (const entry of audited) {
    expect(entry).toMatchObject({
      action: 'done',
      admin_id: mona.admin._id,
      before: { status: 'non_done' },
      after: { status: 'done' },
    });
  }
  // The home counter moved with them, in the same transaction.
  expect(await monaCounter()).toBe((waitingBefore ?? 0) - 600);

  // Sent again, every one of them is refused as its single move would be.
  const again = (
    await call(t, 'POST', '/api/bulk/property_consultant.non-done/done', { token: mona.token, body: { ids } })
  ).json();
  expect(again.done).toEqual([]);
  expect(again.failed.filter((item: { code: string }) => item.code === 'CONFLICT').length).toBe(700);
});
