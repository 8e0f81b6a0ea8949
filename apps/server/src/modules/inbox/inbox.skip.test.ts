import { type InboxReply, inboxPath } from '@simsar/contract/inbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember } from '../../../test/members.ts';
import { fileRequest } from '../../../test/request-builders.ts';

/**
 * The inbox leaves out the kinds whose maintained counter says nothing waits for the caller
 * (docs/decisions/420): the counter decides, and it moves with every item filed or moved.
 */
let t: TestApp;
let superToken: string;
let mona: Awaited<ReturnType<typeof buildAdmin>>;
let client: Awaited<ReturnType<typeof buildAssignedMember>>;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  mona = await buildAdmin(t, superToken, 'Mona');
  client = await buildAssignedMember(t, superToken, mona.admin._id, { user_type: 'Client' });
});
afterAll(() => t.close());

async function inbox(token: string, query = ''): Promise<InboxReply> {
  const reply = await call(t, 'GET', `${inboxPath}${query}`, { token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}
const ids = (reply: InboxReply) => reply.items.map((item) => item.id);

/** Sets Mona's property-consultant counter by hand: what the inbox reads before choosing its branches. */
async function setMonaCounter(count: number) {
  await t.db.execute(
    sql`update summary_counters set count = ${count} where counter = 'property_consultant' and admin_id = ${mona.admin._id}`,
  );
}

describe('GET /api/inbox skips the kinds empty for the caller', () => {
  it('shows an item filed after a read that found its kind empty, for an ordinary and a super admin', async () => {
    for (const token of [mona.token, superToken]) {
      expect(await inbox(token, '?kind=property_consultant')).toMatchObject({ items: [], total: 0 });
    }
    const before = { mona: await inbox(mona.token), all: await inbox(superToken) };
    const filed = (await fileRequest(t, client.token, '/api/app/property_consultant'))._id;
    for (const [token, was] of [
      [mona.token, before.mona],
      [superToken, before.all],
    ] as const) {
      const now = await inbox(token);
      expect(ids(now)).toEqual([...ids(was), filed]);
      expect(now.total).toBe(was.total + 1);
      expect(ids(await inbox(token, '?kind=property_consultant'))).toEqual([filed]);
    }
    // Moved out of waiting, its counter back at 0: gone again for both.
    expect(
      (await call(t, 'PUT', `/api/property_consultant/done/${filed}`, { token: mona.token })).statusCode,
    ).toBe(200);
    for (const token of [mona.token, superToken]) {
      expect(await inbox(token, '?kind=property_consultant')).toMatchObject({ items: [], total: 0 });
    }
  });

  it("reads a kind's rows only while its counter says some wait for the caller", async () => {
    const filed = (await fileRequest(t, client.token, '/api/app/property_consultant'))._id;
    expect(ids(await inbox(mona.token))).toContain(filed);
    // A counter at 0 (only a hand edit can make it disagree): the kind's branch is not read at all.
    await setMonaCounter(0);
    try {
      for (const token of [mona.token, superToken]) {
        expect(ids(await inbox(token))).not.toContain(filed);
        expect(await inbox(token, '?kind=property_consultant')).toMatchObject({ items: [], total: 0 });
      }
      // Another admin's filter reads Mona's counter alone, and skips the same.
      expect(ids(await inbox(superToken, `?admin=${mona.admin._id}`))).not.toContain(filed);
    } finally {
      await setMonaCounter(1);
    }
    for (const token of [mona.token, superToken]) {
      expect(ids(await inbox(token, '?kind=property_consultant'))).toEqual([filed]);
    }
  });
});
