import { queueListName, queueListPathOf, queueTabsOf } from '@simsar/contract/queue-lists';
import { requestRowOf } from '@simsar/contract/requests';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember } from '../../../test/members.ts';
import { fileRequest, requestPhone } from '../../../test/request-builders.ts';
import { requests } from './requests.schema.ts';

// A queue tab's filters beside its search (docs/decisions/520): the admin and the days filed, on the
// page (its total counted, not read from the tab's counter), the export and "select all that match".
const row = requestRowOf('property_consultant');
const tab = queueTabsOf(row)[0]?.page ?? '';
const path = queueListPathOf(row, tab);
const listName = queueListName(row, tab);

let t: TestApp;
let superToken: string;
let mona: Awaited<ReturnType<typeof buildAdmin>>;
let karim: Awaited<ReturnType<typeof buildAdmin>>;
const filed: Record<string, string> = {};

async function fileOn(adminId: string, message: string, day: string) {
  const { token } = await buildAssignedMember(t, superToken, adminId, { user_type: 'Client' });
  const item = await fileRequest(t, token, '/api/app/property_consultant', {
    phone: requestPhone(),
    message,
  });
  await t.db
    .update(requests)
    .set({ createdAt: new Date(`${day}T09:00:00Z`) })
    .where(eq(requests.id, item._id));
  filed[message] = item._id;
}

const ids = (reply: { json: () => { items: { _id: string }[] } }) =>
  reply
    .json()
    .items.map((item) => item._id)
    .sort();

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  mona = await buildAdmin(t, superToken, 'Mona');
  karim = await buildAdmin(t, superToken, 'Karim');
  await fileOn(mona.admin._id, 'Mona early', '2026-05-01');
  await fileOn(mona.admin._id, 'Mona late', '2026-05-20');
  await fileOn(karim.admin._id, 'Karim early', '2026-05-02');
});
afterAll(() => t.close());

describe('a queue tab filtered by admin and the days filed', () => {
  it('narrows the page and counts what matches', async () => {
    const all = await call(t, 'GET', path, { token: superToken });
    expect(all.json().total).toBe(3);
    const monas = await call(t, 'GET', `${path}?admin_id=${mona.admin._id}`, { token: superToken });
    expect(ids(monas)).toEqual([filed['Mona early'], filed['Mona late']].sort());
    expect(monas.json().total).toBe(2);
    const early = await call(t, 'GET', `${path}?filed_from=2026-05-01&filed_to=2026-05-02`, {
      token: superToken,
    });
    expect(ids(early)).toEqual([filed['Mona early'], filed['Karim early']].sort());
    expect(early.json().total).toBe(2);
  });

  it("gives an ordinary admin none of another admin's items, even filtered by that admin", async () => {
    const reply = await call(t, 'GET', `${path}?admin_id=${karim.admin._id}`, { token: mona.token });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ items: [], total: 0 });
  });

  it('refuses bad filters and an unknown sort with 400 and their messages', async () => {
    const cases: [string, string][] = [
      ['admin_id=me', 'Choose an admin from the list'],
      ['filed_from=2026-13-01', 'Enter a date as YYYY-MM-DD'],
      ['filed_from=2026-05-20&filed_to=2026-05-01', 'The start of the range must come before its end'],
      ['sort=phone', 'This list cannot be sorted by that column'],
    ];
    for (const [query, message] of cases) {
      const reply = await call(t, 'GET', `${path}?${query}`, { token: superToken });
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().message, query).toBe(message);
    }
  });

  it('exports and selects exactly the filtered items', async () => {
    const file = await call(t, 'GET', `/api/export/${listName}?format=csv&filed_to=2026-05-02`, {
      token: superToken,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body.trim().split(/\r?\n/)).toHaveLength(3);
    expect(file.body).toContain('Mona early');
    expect(file.body).not.toContain('Mona late');
    const matching = await call(t, 'POST', `/api/bulk/${listName}`, {
      token: superToken,
      body: { all: { admin_id: karim.admin._id } },
    });
    expect(matching.statusCode, matching.body).toBe(200);
    expect(matching.json().ids).toEqual([filed['Karim early']]);
  });
});
