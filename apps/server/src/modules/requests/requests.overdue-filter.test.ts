import { queueListName, queueListPathOf, queueTabsOf } from '@simsar/contract/queue-lists';
import { requestRowOf } from '@simsar/contract/requests';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildMember } from '../../../test/members.ts';
import { movingClock } from '../../../test/moving-clock.ts';
import { fileRequest, requestPhone } from '../../../test/request-builders.ts';
import { requests } from './requests.schema.ts';

// A queue tab filtered by overdue (docs/decisions/561): past the queue's target (24 working hours by
// default) in working hours on the work calendar, as the cards' clocks say, on the page, the export
// and "select all that match". Now is Sunday 8 March 2026, 10:00 in Cairo.
const time = movingClock('2026-03-08T08:00:00Z');
const row = requestRowOf('property_consultant');
const [todoTab, doneTab] = queueTabsOf(row).map((tab) => tab.page);
const path = queueListPathOf(row, todoTab ?? '');
const listName = queueListName(row, todoTab ?? '');

let t: TestApp;
let superToken: string;
const filed: Record<string, string> = {};

async function fileAt(message: string, at: string) {
  const { token } = await buildMember(t, { user_type: 'Client' });
  const item = await fileRequest(t, token, '/api/app/property_consultant', {
    phone: requestPhone(),
    message,
  });
  await t.db
    .update(requests)
    .set({ createdAt: new Date(at) })
    .where(eq(requests.id, item._id));
  filed[message] = item._id;
}

const shown = (reply: { json: () => { items: { _id: string; overdue: boolean }[] } }) =>
  reply.json().items.map((item) => [item._id, item.overdue]);

beforeAll(async () => {
  t = await startTestApp({}, { clock: time.clock });
  superToken = await signInSuper(t);
  // A week ago: five working days of eight hours, past the target.
  await fileAt('Waiting a week', '2026-03-01T08:00:00Z');
  // At 09:30 today: half a working hour.
  await fileAt('Filed this morning', '2026-03-08T07:30:00Z');
});
afterAll(() => t.close());

describe('a queue tab filtered by overdue', () => {
  it('shows the overdue items, or the others, as their clocks say, and counts them', async () => {
    const overdue = await call(t, 'GET', `${path}?overdue=yes`, { token: superToken });
    expect(overdue.statusCode, overdue.body).toBe(200);
    expect(shown(overdue)).toEqual([[filed['Waiting a week'], true]]);
    expect(overdue.json().total).toBe(1);
    const inTime = await call(t, 'GET', `${path}?overdue=no`, { token: superToken });
    expect(shown(inTime)).toEqual([[filed['Filed this morning'], false]]);
    expect(inTime.json().total).toBe(1);
  });

  it('finds nothing overdue among moved items, whose clocks have stopped', async () => {
    const reply = await call(t, 'GET', `${queueListPathOf(row, doneTab ?? '')}?overdue=yes`, {
      token: superToken,
    });
    expect(reply.json()).toMatchObject({ items: [], total: 0 });
  });

  it('refuses another value with its message', async () => {
    const reply = await call(t, 'GET', `${path}?overdue=maybe`, { token: superToken });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Choose overdue (yes) or not overdue (no)');
  });

  it('exports and selects exactly the overdue items', async () => {
    const file = await call(t, 'GET', `/api/export/${listName}?format=csv&overdue=yes`, {
      token: superToken,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Waiting a week');
    expect(file.body).not.toContain('Filed this morning');
    const matching = await call(t, 'POST', `/api/bulk/${listName}`, {
      token: superToken,
      body: { all: { overdue: 'yes' } },
    });
    expect(matching.statusCode, matching.body).toBe(200);
    expect(matching.json().ids).toEqual([filed['Waiting a week']]);
  });
});
