import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import {
  adminIdOf,
  buildAdmin,
  call,
  signInSuper,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { buildAcceptedBroker, buildAssignedMember, buildMember } from '../../../test/members.ts';
import { fileRequest } from '../../../test/request-builders.ts';
import { parseCsv, readXlsx } from '../../../test/spreadsheets.ts';
import { consoleLists } from '../../app-api.ts';

let t: TestApp;
let superToken: string;
let mona: { token: string; id: string };
let karim: { token: string; id: string };
const names = { mona: [] as string[], karim: [] as string[] };

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  const built = await Promise.all([buildAdmin(t, superToken, 'Mona'), buildAdmin(t, superToken, 'Karim')]);
  mona = { token: built[0].token, id: await adminIdOf(t, built[0].token) };
  karim = { token: built[1].token, id: await adminIdOf(t, built[1].token) };
  // Names a spreadsheet would run as formulas, Arabic, and a comma and quotes to be quoted.
  const monaNames = [
    '=HYPERLINK("http://x.test","click")',
    'هالة محمود',
    'Nour, "the first"',
    '+201000',
    '@SUM(A1)',
  ];
  for (const name of monaNames) {
    await buildAssignedMember(t, superToken, mona.id, { user_type: 'Client', name });
    names.mona.push(name);
  }
  for (const name of ['Karim client 1', 'Karim client 2']) {
    await buildAssignedMember(t, superToken, karim.id, { user_type: 'Client', name });
    names.karim.push(name);
  }
  await buildMember(t, { user_type: 'Client', name: 'Nobody’s client' });
  await buildAcceptedBroker(t, superToken, mona.id, { name: 'Mona broker' });
});
afterAll(() => t.close());

const exportOf = (token: string, query: string) => call(t, 'GET', `/api/export/${query}`, { token });

describe('GET /api/export/{list}', () => {
  it('gives an ordinary admin a CSV of exactly their own clients, UTF-8 with BOM, formulas made inert', async () => {
    const reply = await exportOf(mona.token, 'clients?format=csv');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(reply.headers['cache-control']).toBe('no-store');
    expect([...reply.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(reply.rawPayload.subarray(3).toString('utf8'));
    expect(header).toEqual(['Name', 'Email', 'Phone', 'Join date', 'Banned', 'Ban reason', 'Admin']);
    const shown = rows.map((row) => row[0]);
    expect(shown.sort()).toEqual(
      [
        `'=HYPERLINK("http://x.test","click")`,
        'هالة محمود',
        'Nour, "the first"',
        `'+201000`,
        `'@SUM(A1)`,
      ].sort(),
    );
    for (const row of rows) {
      expect(row[3]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row[4]).toBe('No');
      expect(row[5]).toBe('');
      expect(row[6]).toBe('Mona');
    }
  });

  it('gives the super admin every client as XLSX, dates as dates, searched as the list is', async () => {
    const reply = await exportOf(superToken, 'clients?format=xlsx');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const [header, ...rows] = await readXlsx(reply.rawPayload);
    expect(header).toEqual(['Name', 'Email', 'Phone', 'Join date', 'Banned', 'Ban reason', 'Admin']);
    const shown = rows.map((row) => row[0]);
    for (const name of [...names.karim, 'هالة محمود', 'Nobody’s client']) expect(shown).toContain(name);
    expect(shown).toContain(`'=HYPERLINK("http://x.test","click")`);
    expect(rows.every((row) => row[3] instanceof Date)).toBe(true);
    expect(rows.find((row) => row[0] === 'Nobody’s client')?.[6]).toBe('Not assigned');

    const searched = await readXlsx(
      (await exportOf(superToken, 'clients?format=xlsx&search=Karim')).rawPayload,
    );
    expect(searched.slice(1).map((row) => row[0])).toEqual([...names.karim].reverse());
  });

  it('writes a broker’s earnings as a number in EGP', async () => {
    const rows = await readXlsx(
      (await exportOf(superToken, 'brokers?format=xlsx&search=Mona broker')).rawPayload,
    );
    expect(rows[0]).toContain('Earnings (EGP)');
    const earnings = rows[1]?.[rows[0]?.indexOf('Earnings (EGP)') ?? -1];
    expect(earnings).toBe(0);
  });

  it('applies the list’s own filter, checked: a team by its admin, the removed members', async () => {
    const team = await exportOf(superToken, `team?format=csv&admin_id=${karim.id}`);
    expect(
      parseCsv(team.rawPayload.subarray(3).toString('utf8'))
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(names.karim);
    const refused = await exportOf(superToken, 'team?format=csv&admin_id=not-an-id');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('admin_id');
    const removed = await exportOf(mona.token, 'clients?format=csv&state=removed');
    expect(parseCsv(removed.rawPayload.subarray(3).toString('utf8'))).toHaveLength(1);
    expect((await exportOf(mona.token, 'clients?format=csv&state=gone')).statusCode).toBe(400);
  });

  it('refuses before the first byte: a super admin’s list, an unknown list, a bad format, no session', async () => {
    expect((await exportOf(mona.token, 'admins?format=csv')).statusCode).toBe(403);
    expect((await exportOf(mona.token, 'audit?format=xlsx')).statusCode).toBe(403);
    const unknown = await exportOf(mona.token, 'no-such-list?format=csv');
    expect(unknown.statusCode).toBe(404);
    const format = await exportOf(mona.token, 'clients?format=pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toBe('Choose CSV or XLSX');
    expect((await call(t, 'GET', '/api/export/clients?format=csv')).statusCode).toBe(401);
  });

  it('audits every export: who, which list, the format, search and filter', async () => {
    await exportOf(karim.token, 'clients?format=csv&search=Karim');
    const log = await call(t, 'GET', `/api/audit?kind=export&admin=${karim.id}`, { token: superToken });
    expect(log.statusCode).toBe(200);
    const [entry] = log.json().items;
    expect(entry).toMatchObject({
      action: 'export',
      kind: 'export',
      item_id: 'clients',
      admin_name: 'Karim',
      after: { format: 'csv', search: 'Karim' },
    });
  });

  it('exports the admins and the audit log for the super admin, the audit filtered as its screen is', async () => {
    const admins = await readXlsx((await exportOf(superToken, 'admins?format=xlsx&search=Karim')).rawPayload);
    expect(admins[0]).toEqual(['Name', 'Email', 'Admin code', 'Super admin', 'Members', 'Created']);
    expect(admins[1]?.slice(0, 1)).toEqual(['Karim']);
    expect(admins[1]?.[4]).toBe(2);
    const audit = parseCsv(
      (await exportOf(superToken, `audit?format=csv&kind=export`)).rawPayload.subarray(3).toString('utf8'),
    );
    expect(audit[0]).toEqual([
      'When',
      'Admin',
      'Address',
      'Action',
      'Kind',
      'Item',
      'Name',
      'Before',
      'After',
    ]);
    expect(audit.slice(1).every((row) => row[4] === 'Export')).toBe(true);
    // The action in words, as the screen shows it in English.
    expect(audit.slice(1).every((row) => row[3] === 'Exported')).toBe(true);
    const badRange = await exportOf(superToken, 'audit?format=csv&from=2026-02-01&to=2026-01-01');
    expect(badRange.statusCode).toBe(400);
  });

  it('exports every queue tab with its clock, an ordinary admin only their own members’ items', async () => {
    await buildProject(t, superToken);
    const monaBroker = await buildBroker(t, superToken, mona.id);
    const karimBroker = await buildBroker(t, superToken, karim.id);
    await buildSubmission(t, 'deal', monaBroker.token);
    await buildSubmission(t, 'deal', karimBroker.token);
    await buildSubmission(t, 'cil', monaBroker.token);
    const client = await buildAssignedMember(t, superToken, mona.id, { user_type: 'Client' });
    await fileRequest(t, client.token, '/api/app/property_consultant');

    const deals = await readXlsx((await exportOf(mona.token, 'deal.new?format=xlsx')).rawPayload);
    expect(deals[0]?.slice(0, 2)).toEqual(['Sent', 'Broker']);
    expect(deals).toHaveLength(2);
    const value = deals[1]?.[deals[0]?.indexOf('Deal value (EGP)') ?? -1];
    expect(value).toBe(2500000.5);
    expect(deals[1]?.[deals[0]?.indexOf('Overdue') ?? -1]).toBe('No');
    expect(deals[1]?.[deals[0]?.indexOf('Date') ?? -1]).toEqual(new Date('2026-12-15T00:00:00Z'));
    expect(await readXlsx((await exportOf(superToken, 'deal.new?format=xlsx')).rawPayload)).toHaveLength(3);

    const cils = parseCsv(
      (await exportOf(mona.token, 'cil.new?format=csv')).rawPayload.subarray(3).toString('utf8'),
    );
    expect(cils[0]).toContain('Same client with');
    expect(cils[0]).toContain('Protected until');
    expect(cils).toHaveLength(2);
    expect(
      parseCsv((await exportOf(karim.token, 'cil.new?format=csv')).rawPayload.subarray(3).toString('utf8')),
    ).toHaveLength(1);

    // Every to-do tab of the request queues is exported; this one holds the client's request.
    const [todo] = [...consoleLists().lists.values()].filter(
      (list) => list.name.startsWith('property_consultant.') && list.export,
    );
    const requests = parseCsv(
      (await exportOf(mona.token, `${todo?.name}?format=csv`)).rawPayload.subarray(3).toString('utf8'),
    );
    expect(requests[0]?.slice(0, 3)).toEqual(['Filed', 'Member', 'Phone']);
    expect(requests.slice(1).map((row) => row[1])).toEqual([client.user.name]);
    const karims = parseCsv(
      (await exportOf(karim.token, `${todo?.name}?format=csv`)).rawPayload.subarray(3).toString('utf8'),
    );
    expect(karims).toHaveLength(1);
  });

  // Last: it adds a member to Karim's team, which the tests above count.
  it('writes a banned member’s reason beside the ban', async () => {
    const banned = await buildAssignedMember(t, superToken, karim.id, {
      user_type: 'Franchise',
      name: 'Banned franchise',
    });
    const ban = await call(t, 'PUT', `/api/user/ban/${banned.user._id}`, {
      token: karim.token,
      body: { reason: 'Sent the same client twice' },
    });
    expect(ban.statusCode).toBe(200);
    const rows = parseCsv(
      (await exportOf(karim.token, 'franchises?format=csv')).rawPayload.subarray(3).toString('utf8'),
    );
    expect(rows[1]?.slice(4, 6)).toEqual(['Yes', 'Sent the same client twice']);
  });
});
