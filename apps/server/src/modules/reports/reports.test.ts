import { cilPaths } from '@simsar/contract/cil';
import { submissionPaths } from '@simsar/contract/deals';
import { type ReportChart, reportMessages, reportPaths } from '@simsar/contract/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { callMultipart, imageFile } from '../../../test/multipart.ts';
import { readXlsx } from '../../../test/spreadsheets.ts';
import { deals } from '../deals/deals.schema.ts';

let t: TestApp;
let superToken: string;
let mona: Awaited<ReturnType<typeof buildAdmin>>;
let karim: Awaited<ReturnType<typeof buildAdmin>>;
let movedDealId: string;

const at = (path: string, id: string) => path.replace(':id', id);

/** This month and last month in the brokerage's time zone (the reports' days). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
const [year, month] = today.split('-').map(Number) as [number, number];
const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');
const thisMonth = { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${lastDayOf(year, month)}` };
const [lastYear, lastMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
const previousMonth = {
  from: `${lastYear}-${pad(lastMonth)}-01`,
  to: `${lastYear}-${pad(lastMonth)}-${lastDayOf(lastYear, lastMonth)}`,
};

function report(chart: ReportChart, token: string, query: Record<string, string>) {
  return call(t, 'GET', `${reportPaths[chart].json}?${new URLSearchParams(query)}`, { token });
}

/** A broker's deal, accepted at a final value. */
async function acceptedDeal(brokerToken: string, value: string) {
  const deal = await buildSubmission(t, 'deal', brokerToken, { deal_value: value });
  await call(t, 'PUT', at(submissionPaths.deal.pending, deal._id), { token: superToken });
  const accepted = await call(t, 'PUT', at(submissionPaths.deal.accept, deal._id), {
    token: superToken,
    body: { date: today },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return deal._id;
}

async function decidedCil(brokerToken: string, move: 'accept' | 'reject') {
  const cil = await buildSubmission(t, 'cil', brokerToken);
  await call(t, 'PUT', at(cilPaths.pending, cil._id), { token: superToken });
  const fields = move === 'accept' ? { admin: 'Sara', contact: '01012345678' } : {};
  const decided = await callMultipart(
    t,
    'PUT',
    at(cilPaths[move], cil._id),
    { ...fields, image: await imageFile('letter.png') },
    superToken,
  );
  expect(decided.statusCode, decided.body).toBe(200);
}

/**
 * Mona's broker files two forms, a deal accepted at 1,000,000 (its commission added to the
 * broker's earnings) and a CIL accepted; Karim's broker one form, a deal accepted at 2,000,000,
 * a CIL rejected, and a deal accepted at 500,000 that is then dated last month.
 */
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  mona = await buildAdmin(t, superToken, 'Mona');
  karim = await buildAdmin(t, superToken, 'Karim');
  const monaBroker = await buildBroker(t, superToken, mona.admin._id, 'Mona Broker');
  const karimBroker = await buildBroker(t, superToken, karim.admin._id, 'Karim Broker');
  await buildProject(t, superToken);
  await buildSubmission(t, 'form', monaBroker.token);
  await buildSubmission(t, 'form', monaBroker.token);
  const monaDeal = await acceptedDeal(monaBroker.token, '1000000');
  const added = await call(t, 'POST', at(submissionPaths.deal.commission, monaDeal), { token: superToken });
  expect(added.statusCode, added.body).toBe(200);
  await decidedCil(monaBroker.token, 'accept');
  await buildSubmission(t, 'form', karimBroker.token);
  await acceptedDeal(karimBroker.token, '2000000');
  await decidedCil(karimBroker.token, 'reject');
  movedDealId = await acceptedDeal(karimBroker.token, '500000');
  await t.db
    .update(deals)
    .set({ stateChangedAt: new Date(`${previousMonth.from}T12:00:00Z`) })
    .where(eq(deals.id, movedDealId));
});
afterAll(() => t.close());

const monthKey = `${year}-${pad(month)}`;
const pipelineOf = (reply: { json: () => { rows: Record<string, unknown>[] } }) =>
  reply.json().rows.find((row) => row.month === monthKey);

describe('pipeline by month', () => {
  it('counts every item for a super admin, and one admin’s when they pick one', async () => {
    expect(pipelineOf(await report('pipeline', superToken, thisMonth))).toEqual({
      month: monthKey,
      forms: 3,
      deals: 2,
      cil_accepted: 1,
      cil_rejected: 1,
      deal_value: '3000000.00',
    });
    const picked = await report('pipeline', superToken, { ...thisMonth, admin: karim.admin._id });
    expect(pipelineOf(picked)).toMatchObject({
      forms: 1,
      deals: 1,
      cil_rejected: 1,
      deal_value: '2000000.00',
    });
  });

  it('gives each ordinary admin only their own members’ items', async () => {
    expect(pipelineOf(await report('pipeline', mona.token, thisMonth))).toEqual({
      month: monthKey,
      forms: 2,
      deals: 1,
      cil_accepted: 1,
      cil_rejected: 0,
      deal_value: '1000000.00',
    });
    expect(pipelineOf(await report('pipeline', karim.token, thisMonth))).toEqual({
      month: monthKey,
      forms: 1,
      deals: 1,
      cil_accepted: 0,
      cil_rejected: 1,
      deal_value: '2000000.00',
    });
  });

  it('refuses an ordinary admin who picks another admin, with 403 saying why', async () => {
    const reply = await report('pipeline', mona.token, { ...thisMonth, admin: karim.admin._id });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(reportMessages.adminSuperOnly);
    const own = await report('pipeline', mona.token, { ...thisMonth, admin: mona.admin._id });
    expect(own.statusCode).toBe(200);
  });

  it('counts a deal in the month it was accepted: another range, other figures', async () => {
    const rows = (await report('pipeline', superToken, previousMonth)).json().rows;
    expect(rows).toEqual([
      {
        month: previousMonth.from.slice(0, 7),
        forms: 0,
        deals: 1,
        cil_accepted: 0,
        cil_rejected: 0,
        deal_value: '500000.00',
      },
    ]);
  });

  it('narrows to a project and a developer as filed', async () => {
    const none = await report('pipeline', superToken, { ...thisMonth, project: 'Another project' });
    expect(pipelineOf(none)).toMatchObject({ forms: 0, deals: 0, deal_value: '0.00' });
    const same = await report('pipeline', superToken, { ...thisMonth, developer: 'palm hills developments' });
    expect(pipelineOf(same)).toMatchObject({ forms: 3, deals: 2 });
  });
});

describe('commission, business and members', () => {
  it('gives the expected commission of accepted deals and what was added to earnings', async () => {
    // 2.5% + 1.25% of each accepted deal's final value (deal-builders' project).
    const all = (await report('commission', superToken, thisMonth)).json().rows;
    expect(all).toEqual([{ month: monthKey, expected: '112500.00', added: '37500.00' }]);
    const karims = (await report('commission', karim.token, thisMonth)).json().rows;
    expect(karims).toEqual([{ month: monthKey, expected: '75000.00', added: '0.00' }]);
  });

  it('ranks the brokers, projects and developers by accepted value, each admin their own', async () => {
    expect((await report('top_brokers', superToken, thisMonth)).json().rows).toEqual([
      { name: 'Karim Broker', deals: 1, value: '2000000.00' },
      { name: 'Mona Broker', deals: 1, value: '1000000.00' },
    ]);
    expect((await report('top_brokers', mona.token, thisMonth)).json().rows).toEqual([
      { name: 'Mona Broker', deals: 1, value: '1000000.00' },
    ]);
    expect((await report('top_projects', superToken, thisMonth)).json().rows).toEqual([
      { name: 'Palm Hills New Cairo', deals: 2, value: '3000000.00' },
    ]);
    expect((await report('top_developers', karim.token, thisMonth)).json().rows).toEqual([
      { name: 'Palm Hills Developments', deals: 1, value: '2000000.00' },
    ]);
    expect((await report('top_franchises', superToken, thisMonth)).json().rows).toEqual([]);
  });

  it('counts members now by type, an ordinary admin their own', async () => {
    const brokersOf = (reply: { json: () => { rows: Record<string, unknown>[] } }) =>
      reply.json().rows.find((row) => row.type === 'Broker');
    expect(brokersOf(await report('members_now', mona.token, thisMonth))).toEqual({
      type: 'Broker',
      accepted: 1,
      pending: 0,
      banned: 0,
      removed: 0,
    });
    expect(brokersOf(await report('members_now', superToken, thisMonth))).toMatchObject({ accepted: 2 });
    const joined = (await report('members_joined', karim.token, thisMonth)).json().rows;
    expect(joined.reduce((sum: number, row: { brokers: number }) => sum + row.brokers, 0)).toBe(1);
  });

  it('gives each queue its items filed and first moves, an ordinary admin their own', async () => {
    const rows = (await report('response_queues', mona.token, thisMonth)).json().rows;
    expect(rows.find((row: { queue: string }) => row.queue === 'form')).toMatchObject({ items: 2, moved: 0 });
    expect(rows.find((row: { queue: string }) => row.queue === 'deal')).toMatchObject({ items: 1, moved: 1 });
    expect(rows.find((row: { queue: string }) => row.queue === 'cil')).toMatchObject({
      items: 1,
      moved: 1,
      within_target: 1,
      in_target: 1,
      decided: 1,
    });
    const admins = (await report('response_admins', superToken, thisMonth)).json().rows;
    expect(admins).toEqual([expect.objectContaining({ admin: 'Super admin', moved: 5, within_target: 1 })]);
  });
});

describe('filters and the XLSX', () => {
  it('refuses bad filters with 400 and each message, never 500', async () => {
    const bad = await report('pipeline', superToken, { from: '2026-02-30', to: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(reportMessages.fromInvalid);
    expect(bad.body).toContain(reportMessages.toInvalid);
    const backwards = await report('pipeline', superToken, { from: '2026-05-02', to: '2026-05-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(reportMessages.rangeInvalid);
    const long = await report('pipeline', superToken, { from: '2020-01-01', to: '2026-01-01' });
    expect(long.json().message).toContain(reportMessages.rangeTooLong);
    const admin = await report('pipeline', superToken, { ...thisMonth, admin: 'me' });
    expect(admin.json().message).toContain(reportMessages.adminInvalid);
    expect((await report('pipeline', superToken, {})).statusCode).toBe(400);
  });

  it('gives the chart’s rows as XLSX, exactly the JSON rows under the column titles', async () => {
    const reply = await call(t, 'GET', `${reportPaths.top_brokers.xlsx}?${new URLSearchParams(thisMonth)}`, {
      token: superToken,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    expect(await readXlsx(reply.rawPayload)).toEqual([
      ['Broker', 'Deals accepted', 'Deal value (EGP)'],
      ['Karim Broker', 1, 2000000],
      ['Mona Broker', 1, 1000000],
    ]);
  });
});
