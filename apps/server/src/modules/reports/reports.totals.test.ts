import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cilPaths } from '@simsar/contract/cil';
import { submissionPaths } from '@simsar/contract/deals';
import { type ReportChart, reportPaths, reportQuerySchema } from '@simsar/contract/reports';
import { userPaths } from '@simsar/contract/users';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildMember } from '../../../test/members.ts';
import { callMultipart, imageFile } from '../../../test/multipart.ts';
import { fileRequest } from '../../../test/request-builders.ts';
import { countedStates } from '../../app-api.ts';
import { auditEntries } from '../../core/audit.schema.ts';
import { migrationsFolder, rowsOf } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { deals, forms } from '../deals/deals.schema.ts';
import { systemSettings } from '../system/system.schema.ts';
import { getServiceTargets } from '../system/system.service.ts';
import { units } from '../units/units.schema.ts';
import { earningAdditions, users } from '../users/users.schema.ts';
import { bucketBounds, bucketOf } from './reports.response.buckets.ts';
import { reportScopeOf } from './reports.scope.ts';
import { liveChartRows } from './reports.service.ts';

/**
 * The reports read from the daily roll-ups (docs/decisions/511), the response times from their
 * buckets (decision 569; from the first moves the items keep, decision 512, when a project or
 * developer is picked) give exactly what the live statements count from the queues (a percentile
 * read from buckets is its bucket's mean: here no bucket holds two different times;
 * reports.response.rolled.test.ts shows one that does), the audit and the members (reports.service.ts `liveChartRows`, decision 510),
 * after every kind of write: filing, moves, a move undone, an earning added and taken back, a
 * member banned, removed and re-assigned, a project's commission changed, an item and an admin
 * deleted. And the kept rows equal the roll-ups' recount from scratch.
 */

let t: TestApp;
let superToken: string;
type Admin = Awaited<ReturnType<typeof buildAdmin>>;
let mona: Admin;
let karim: Admin;
let monaBroker: Awaited<ReturnType<typeof buildBroker>>;
let karimBroker: Awaited<ReturnType<typeof buildBroker>>;
let superId: string;

const rolledUp: ReportChart[] = [
  'pipeline',
  'commission',
  'top_brokers',
  'top_franchises',
  'top_projects',
  'top_developers',
  'members_joined',
  'members_now',
  'response_queues',
  'response_admins',
];
const at = (path: string, id: string) => path.replace(':id', id);
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
const year = Number(today.slice(0, 4));
const ranges = [
  { from: today, to: today },
  { from: `${year - 1}-01-01`, to: `${year}-12-31` },
];

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  superId = (await call(t, 'GET', '/api/admin/me', { token: superToken })).json()._id;
  mona = await buildAdmin(t, superToken, 'Mona');
  karim = await buildAdmin(t, superToken, 'Karim');
  monaBroker = await buildBroker(t, superToken, mona.admin._id, 'Mona Broker');
  karimBroker = await buildBroker(t, superToken, karim.admin._id, 'Karim Broker');
  await buildProject(t, superToken);
  await buildProject(t, superToken, 'Sodic West');
});
afterAll(() => t.close());

const sessionOf = (id: string, isSuper: boolean): SessionAdmin => ({
  id,
  name: 'Admin',
  email: 'admin@simsar.test',
  isSuper,
  sessionId: 'check',
  ip: '127.0.0.1',
});

/** Every rolled-up chart, for each admin, range and filter, through the API and live. */
async function expectLiveFigures(step: string, admins: { token: string; id: string; isSuper: boolean }[]) {
  const targets = await getServiceTargets(t.db);
  expect(targets.calendar.timeZone).toBe('Africa/Cairo');
  for (const admin of admins) {
    const filters: Record<string, string>[] = [
      {},
      { project: 'palm hills new cairo' },
      { developer: 'SODIC' },
      ...(admin.isSuper ? [{ admin: karim.admin._id }, { admin: mona.admin._id, developer: 'sodic' }] : []),
    ];
    for (const range of ranges) {
      for (const filter of filters) {
        const params: Record<string, string> = { ...range, ...filter };
        const query = reportQuerySchema.parse(params);
        const scope = reportScopeOf(sessionOf(admin.id, admin.isSuper), query, 'Africa/Cairo');
        for (const chart of rolledUp) {
          const reply = await call(t, 'GET', `${reportPaths[chart].json}?${new URLSearchParams(params)}`, {
            token: admin.token,
          });
          expect(reply.statusCode, reply.body).toBe(200);
          const live = await liveChartRows[chart](t.db, scope, targets, new Date());
          expect(
            withinBuckets(reply.json().rows, live),
            `${step}: ${chart} ${JSON.stringify(params)}`,
          ).toEqual(live);
        }
      }
    }
  }
}

/**
 * The rolled-up rows with each percentile taken as the live one where it is within its bucket's
 * width of it (decision 569: a percentile read from the roll-ups is its bucket's mean; the two are
 * equal when the bucket holds one time, which the waits filed back from now do not always give).
 */
function withinBuckets(rolled: Record<string, unknown>[], live: Record<string, unknown>[]) {
  return rolled.map((row, index) => {
    const exact = live[index] ?? {};
    const near = (key: string) => {
      const [got, want] = [row[key], exact[key]];
      if (typeof got !== 'number' || typeof want !== 'number') return {};
      const { low, high } = bucketBounds(bucketOf(Math.round(want * 3_600_000)));
      return Math.abs(got - want) <= (high - low) / 3_600_000 + 0.01 ? { [key]: want } : {};
    };
    return { ...row, ...near('median_hours'), ...near('p90_hours') };
  });
}

const everyone = () => [
  { token: superToken, id: superId, isSuper: true },
  { token: mona.token, id: mona.admin._id, isSuper: false },
  { token: karim.token, id: karim.admin._id, isSuper: false },
];

const put = async (path: string, body?: unknown) => {
  const reply = await call(t, 'PUT', path, { token: superToken, ...(body !== undefined && { body }) });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply;
};

async function acceptedDeal(token: string, fields: Record<string, string>) {
  const deal = await buildSubmission(t, 'deal', token, fields);
  await put(at(submissionPaths.deal.pending, deal._id));
  await put(at(submissionPaths.deal.accept, deal._id), { date: today });
  return deal._id;
}

async function decidedCil(token: string, move: 'accept' | 'reject', fields: Record<string, string> = {}) {
  const cil = await buildSubmission(t, 'cil', token, fields);
  await put(at(cilPaths.pending, cil._id));
  const extra = move === 'accept' ? { admin: 'Sara', contact: '01012345678' } : {};
  const decided = await callMultipart(
    t,
    'PUT',
    at(cilPaths[move], cil._id),
    { ...extra, image: await imageFile('letter.png') },
    superToken,
  );
  expect(decided.statusCode, decided.body).toBe(200);
  return cil._id;
}

/** report_daily's rows that count, in one order. */
const keptRows = async () =>
  rowsOf(
    await t.db.execute(sql`select measure, day::text, admin_id, project, developer, member_id, detail,
      count, valued, value::text, commission::text from report_daily
      where count <> 0 or valued <> 0 or value <> 0 or commission <> 0
      order by measure, day, admin_id, project, developer, member_id, detail`),
  );

/** The deals the steps below move again, filed in the second. */
let monaDeal: string;
let karimDeal: string;

// One step a test, in order, each on what the ones before wrote.
describe('the reports from the daily roll-ups equal the live count', () => {
  it('with nothing filed', async () => {
    await expectLiveFigures('nothing filed', everyone());
  });

  it('after filings and every move of each queue', async () => {
    await buildSubmission(t, 'form', monaBroker.token);
    await buildSubmission(t, 'form', karimBroker.token, {
      project_code: 'Sodic West',
      developer: 'SODIC',
    });
    const formId = (await buildSubmission(t, 'form', monaBroker.token))._id;
    await put(at(submissionPaths.form.pending, formId));
    monaDeal = await acceptedDeal(monaBroker.token, { deal_value: '1000000' });
    karimDeal = await acceptedDeal(karimBroker.token, {
      deal_value: '2000000',
      project_code: ' sodic west ',
      developer: 'Sodic',
    });
    const rejected = await buildSubmission(t, 'deal', karimBroker.token);
    const reject = await call(t, 'DELETE', at(submissionPaths.deal.reject, rejected._id), {
      token: superToken,
    });
    expect(reject.statusCode, reject.body).toBe(200);
    await decidedCil(monaBroker.token, 'accept');
    await decidedCil(karimBroker.token, 'reject', { developer: 'SODIC', project_code: 'Sodic West' });
    // A request moved by its owner, moved back and again by the super admin: its first move stays Mona's.
    const feedback = await fileRequest(t, monaBroker.token, '/api/app/feedback', {
      rate: 4,
      message: 'Quick',
    });
    for (const [path, token] of [
      ['done', mona.token],
      ['undone', superToken],
      ['done', superToken],
    ] as const) {
      const moved = await call(t, 'PUT', `/api/feedback/${path}/${feedback._id}`, { token });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await fileRequest(t, karimBroker.token, '/api/app/feedback', { rate: 2, message: 'Waiting' });
    await expectLiveFigures('filed and moved', everyone());
  });

  it('after forms filed and first moved over weeks: working and off hours, weekends and holidays', async () => {
    // Filed every 9 days 7 h 13 min back from now; each moved one first moved 1 day 5 h 41 min per
    // step later, so the waits cross nights, Fridays and Saturdays and the seeded public holidays.
    const now = Date.now();
    for (let step = 1; step <= 12; step += 1) {
      const broker = step % 2 ? monaBroker : karimBroker;
      const form = await buildSubmission(t, 'form', broker.token);
      const filedAt = new Date(now - step * (9 * 24 + 7.22) * 3_600_000);
      if (step % 4 !== 0) {
        const moved = await call(t, 'PUT', at(submissionPaths.form.pending, form._id), {
          token: superToken,
        });
        expect(moved.statusCode, moved.body).toBe(200);
        const movedAt = new Date(filedAt.getTime() + step * (24 + 5.68) * 3_600_000);
        await t.db.update(forms).set({ firstMovedAt: movedAt }).where(eq(forms.id, form._id));
        await t.db
          .update(auditEntries)
          .set({ at: movedAt })
          .where(and(eq(auditEntries.kind, 'form'), eq(auditEntries.itemId, form._id)));
      }
      await t.db.update(forms).set({ createdAt: filedAt }).where(eq(forms.id, form._id));
    }
    const scope = reportScopeOf(sessionOf(superId, true), reportQuerySchema.parse(ranges[1]), 'Africa/Cairo');
    const rows = await liveChartRows.response_queues(t.db, scope, await getServiceTargets(t.db), new Date());
    const moved = rows.find((row) => row.queue === 'form');
    expect(moved).toMatchObject({ moved: 10 });
    expect(Number(moved?.median_hours)).toBeGreaterThan(8);
    await expectLiveFigures('first moved over weeks', everyone());
  });

  it('after queues’ targets changed (the items whose wait lies between move, by difference)', async () => {
    // Forms' waits run from hours to days: 12 h, then 100 h, flips some each way; the feedback
    // request (a request queue, read by its row's queue) to 1 h; then back to the default (24 h).
    const target = (hours: Record<string, number>) =>
      t.db.update(systemSettings).set({ requestTargetHours: hours }).where(eq(systemSettings.id, 1));
    await target({ form: 12, feedback: 1 });
    await expectLiveFigures('targets changed', everyone());
    await target({ form: 100, deal: 3 });
    await expectLiveFigures('targets changed again', everyone());
  });

  it('after an earning added, a move undone, a final value and a move’s day changed', async () => {
    const added = await call(t, 'POST', at(submissionPaths.deal.commission, monaDeal), { token: superToken });
    expect(added.statusCode, added.body).toBe(200);
    const undone = await acceptedDeal(monaBroker.token, { deal_value: '700000' });
    await t.db
      .update(deals)
      .set({ status: 'pending', stateChangedAt: new Date() })
      .where(eq(deals.id, undone));
    await t.db.update(deals).set({ finalValue: '2100000.55' }).where(eq(deals.id, karimDeal));
    await t.db
      .update(deals)
      .set({ stateChangedAt: new Date(`${year - 1}-06-15T23:30:00Z`) })
      .where(eq(deals.id, monaDeal));
    await expectLiveFigures('earning, undo, value and day changed', everyone());
  });

  it('after members joined, banned, removed, re-assigned (their items move with them) and renamed', async () => {
    const client = await buildMember(t, { user_type: 'Client', name: 'Counted Client' });
    await put(at(userPaths.ban, karimBroker.user._id), { reason: 'Checking the reports' });
    await put(at(userPaths.remove, client.user._id));
    await put(at(userPaths.changeAdmin, monaBroker.user._id), { admin_id: karim.admin._id });
    await expectLiveFigures('members banned, removed and re-assigned', everyone());
    // A broker renamed, two saying where they work: who brings the business names them as they are now.
    await t.db
      .update(users)
      .set({ name: 'Mona Broker Renamed', workAt: ' Nile Realty ' })
      .where(eq(users.id, monaBroker.user._id));
    await t.db.update(users).set({ workAt: 'nile realty' }).where(eq(users.id, karimBroker.user._id));
    await expectLiveFigures('brokers renamed', everyone());
  });

  it('after a project’s commission changed (the expected commission follows it)', async () => {
    await t.db.update(units).set({ commission: 3 }).where(sql`lower(${units.projectName}) = 'sodic west'`);
    await t.db
      .update(units)
      .set({ incentive: 0.5 })
      .where(sql`${units.projectName} = 'Palm Hills New Cairo'`);
    await expectLiveFigures('a project’s commission changed', everyone());
  });

  it('after an earning, a deal and an admin deleted (their members go to no admin)', async () => {
    await t.db.delete(earningAdditions).where(eq(earningAdditions.reference, `/deals/id/${monaDeal}`));
    await t.db.delete(deals).where(eq(deals.id, karimDeal));
    await expectLiveFigures('an earning and a deal deleted', everyone());
    const removed = await call(t, 'DELETE', at('/api/admin/delete_admin/:id', karim.admin._id), {
      token: superToken,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectLiveFigures('an admin deleted', everyone().slice(0, 2));
  });

  it('and the rows kept equal the recount from scratch', async () => {
    const kept = await keptRows();
    expect(kept.length).toBeGreaterThan(0);
    for (const statement of countedStates().recount) await t.db.execute(sql.raw(statement));
    expect(await keptRows()).toEqual(kept);
  });

  it('and the first moves kept equal those migration 0062 fills from the audit', async () => {
    const firstMoves = async () =>
      rowsOf<{ first_moved_at: unknown }>(
        await t.db.execute(sql`select 'form' as kind, id, first_moved_at, first_mover_id, first_mover_name from forms
          union all select 'deal', id, first_moved_at, first_mover_id, first_mover_name from deals
          union all select 'cil', id, first_moved_at, first_mover_id, first_mover_name from cils
          union all select queue, id, first_moved_at, first_mover_id, first_mover_name from requests
          order by 1, 2`),
      );
    const kept = await firstMoves();
    expect(kept.filter((row) => row.first_moved_at !== null).length).toBeGreaterThan(10);
    const fills = (await readFile(path.join(migrationsFolder, '0062_first_moves.sql'), 'utf8'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(fills).toHaveLength(4);
    for (const table of ['forms', 'deals', 'cils', 'requests']) {
      await t.db.execute(
        sql.raw(`update ${table} set first_moved_at = null, first_mover_id = null, first_mover_name = null`),
      );
    }
    for (const statement of fills) await t.db.execute(sql.raw(statement));
    expect(await firstMoves()).toEqual(kept);
  });
});
