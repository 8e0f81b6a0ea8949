import { type InboxItem, type InboxReply, inboxPath } from '@simsar/contract/inbox';
import { queueKindOf } from '@simsar/contract/queue-kinds';
import { unitPaths } from '@simsar/contract/units-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember, buildMember, uniquePhone } from '../../../test/members.ts';
import { fileFranchiseRequest, fileRequest, requestPhone } from '../../../test/request-builders.ts';
import { parseCsv, readXlsx } from '../../../test/spreadsheets.ts';

/** The projects list and the triage inbox leave the console like every list (docs/decisions/280). */
let t: TestApp;
let superToken: string;
let mona: Awaited<ReturnType<typeof buildAdmin>>;
let karim: Awaited<ReturnType<typeof buildAdmin>>;
const franchisePhone = requestPhone();

/** A client's request, a broker's form and a pending broker invited by that broker, for one admin. */
async function fileFor(adminId: string, who: string) {
  const client = await buildAssignedMember(t, superToken, adminId, {
    user_type: 'Client',
    name: `${who} client`,
  });
  await fileRequest(t, client.token, '/api/app/property_consultant');
  const broker = await buildBroker(t, superToken, adminId, `${who} broker`);
  await buildSubmission(t, 'form', broker.token);
  await buildMember(t, {
    user_type: 'Broker',
    name: `${who} pending broker`,
    invitation_code: broker.user.my_invitation_code ?? '',
  });
}

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  mona = await buildAdmin(t, superToken, 'Mona');
  karim = await buildAdmin(t, superToken, 'Karim');
  for (const name of ['Palm Hills New Cairo', 'مدينتي', '=Sodic East'])
    await buildProject(t, superToken, name);
  await fileFor(mona.admin._id, 'Mona');
  await fileFor(karim.admin._id, 'Karim');
  await fileFranchiseRequest(t, { name: 'Hopeful franchise', phone: franchisePhone });
  const phone = uniquePhone();
  await call(t, 'POST', '/api/app/forgot_password', {
    body: { name: 'Forgetful Samia', phone, whatsApp: phone },
  });
}, 300_000);
afterAll(() => t.close());

const exportOf = (token: string, query: string) => call(t, 'GET', `/api/export/${query}`, { token });

/** Every page of the inbox as the screen reads it. */
async function inboxOf(token: string, query = ''): Promise<InboxItem[]> {
  const items: InboxItem[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const reply = await call(t, 'GET', `${inboxPath}?page=${page}${query}`, { token });
    expect(reply.statusCode, reply.body).toBe(200);
    const body: InboxReply = reply.json();
    items.push(...body.items);
    pages = body.pages;
  }
  return items;
}

/** An inbox item as its row of the file reads: kind, status, filed by, what. */
const rowOf = (item: InboxItem) => [
  queueKindOf(item.kind).words,
  item.status,
  item.filed_by?.name ?? 'Anyone',
  item.summary,
];

describe('GET /api/export/inbox', () => {
  it('gives an ordinary admin exactly their own inbox as CSV, row for row, and no reset request', async () => {
    const reply = await exportOf(mona.token, 'inbox?format=csv');
    expect(reply.statusCode, reply.body).toBe(200);
    const [header, ...rows] = parseCsv(reply.rawPayload.subarray(3).toString('utf8'));
    expect(header).toEqual([
      'Filed',
      'Kind',
      'Status',
      'Filed by',
      'Phone',
      'Member type',
      'What',
      'Waited (minutes)',
      'Overdue',
    ]);
    const listed = await inboxOf(mona.token);
    expect(rows.map((row) => [row[1], row[2], row[3], row[6]])).toEqual(listed.map(rowOf));
    const who = new Set(rows.map((row) => row[3]));
    expect(who).toEqual(new Set(['Mona client', 'Mona broker', 'Mona pending broker', 'Hopeful franchise']));
    // A franchise join request is filed by whoever gives their name and phone, not by "Anyone".
    expect(rows.find((row) => row[3] === 'Hopeful franchise')?.[4]).toBe(franchisePhone);
    expect(rows.some((row) => row[1] === 'password-reset requests')).toBe(false);
    for (const row of rows) expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('gives a super admin every waiting item as XLSX, filtered by kind and admin as the screen is', async () => {
    const [, ...rows] = await readXlsx((await exportOf(superToken, 'inbox?format=xlsx')).rawPayload);
    const listed = await inboxOf(superToken);
    expect(rows.map((row) => [row[1], row[2], row[3], row[6]])).toEqual(listed.map(rowOf));
    expect(rows.map((row) => row[1])).toContain('password-reset requests');
    expect(rows.every((row) => row[0] instanceof Date && typeof row[7] === 'number')).toBe(true);

    const karims = await readXlsx(
      (await exportOf(superToken, `inbox?format=xlsx&kind=pending_brokers&admin=${karim.admin._id}`))
        .rawPayload,
    );
    expect(karims.slice(1).map((row) => row[3])).toEqual(['Karim pending broker']);
  });

  it('refuses the admin filter to an ordinary admin and an unknown kind, before any byte', async () => {
    const byAdmin = await exportOf(mona.token, `inbox?format=csv&admin=${karim.admin._id}`);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('FORBIDDEN');
    expect((await exportOf(mona.token, 'inbox?format=csv&kind=nothing')).statusCode).toBe(400);
  });
});

describe('GET /api/export/units', () => {
  it('gives every admin the projects list, newest first as its pages, searched as its search is', async () => {
    const reply = await exportOf(mona.token, 'units?format=csv');
    expect(reply.statusCode, reply.body).toBe(200);
    const [header, ...rows] = parseCsv(reply.rawPayload.subarray(3).toString('utf8'));
    expect(header?.slice(0, 2)).toEqual(['Project', 'Developer']);
    const page = (await call(t, 'GET', unitPaths.list.replace(':page', '1'), { token: mona.token })).json();
    const names = page.units.map((unit: { project_name: string }) => unit.project_name);
    // The text a spreadsheet would run is made inert in the file.
    expect(rows.map((row) => row[0])).toEqual(
      names.map((name: string) => (name.startsWith('=') ? `'${name}` : name)),
    );
    expect(rows.map((row) => row[6])).toEqual(['2.5', '2.5', '2.5']);

    const searched = await readXlsx(
      (await exportOf(superToken, 'units?format=xlsx&search=مدينتي')).rawPayload,
    );
    expect(searched.slice(1).map((row) => row[0])).toEqual(['مدينتي']);
    expect(searched[1]?.[6]).toBe(2.5);
    expect(searched[1]?.[10]).toBeInstanceOf(Date);
  });
});
