import { submissionPaths } from '@simsar/contract/deals';
import { reportPaths, reportQuerySchema } from '@simsar/contract/reports';
import { workWeekPaths } from '@simsar/contract/work-week';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditEntries } from '../../core/audit.schema.ts';
import { forms } from '../deals/deals.schema.ts';
import { getServiceTargets } from '../system/system.service.ts';
import { bucketBounds, bucketOf } from './reports.response.buckets.ts';
import { reportScopeOf } from './reports.scope.ts';
import { liveChartRows } from './reports.service.ts';

/**
 * The response times from their roll-ups (docs/decisions/569): the counts exact, a percentile the
 * mean of the bucket it falls in, and the roll-ups counted again when the calendar or a target
 * changes.
 */

const hour = 3_600_000;

describe('the buckets of working time', () => {
  it('hold each time in an interval (low, high] whose ends are whole hours where a target can fall', () => {
    for (const ms of [1, 59_999, 60_000, 60_001, hour, hour + 1, 10 * hour + 1, 99 * hour + 7, 8760 * hour]) {
      const { low, high } = bucketBounds(bucketOf(ms));
      expect(ms > low && ms <= high, `${ms} in (${low}, ${high}]`).toBe(true);
    }
    for (let hours = 1; hours <= 8760; hours += 1) {
      expect(bucketBounds(bucketOf(hours * hour)).high).toBe(hours * hour);
    }
    expect(bucketOf(0)).toBe(0);
  });
});

let t: TestApp;
let superToken: string;
let monaId: string;
let monaToken: string;
const october = { from: '2026-10-01', to: '2026-10-31' };
/** Monday 5 October 2026, 10:00 in Cairo (a working day, 09:00-17:00 by default). */
const filedAt = Date.parse('2026-10-05T10:00:00+03:00');

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  const mona = await buildAdmin(t, superToken, 'Mona');
  monaId = mona.admin._id;
  monaToken = mona.token;
  const broker = await buildBroker(t, superToken, monaId, 'Mona Broker');
  await buildProject(t, superToken);
  // Each form's wait to its first move (ms of working time), or none: still waiting.
  const waits = [600_001, 600_001, 660_000, 660_000, 2.5 * hour, null];
  for (const wait of waits) {
    const form = await buildSubmission(t, 'form', broker.token);
    if (wait !== null) {
      const moved = await call(t, 'PUT', submissionPaths.form.pending.replace(':id', form._id), {
        token: superToken,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await fileAndMove(form._id, filedAt, wait === null ? null : filedAt + wait);
  }
  // One more, moved before the day opens: no working time.
  const early = await buildSubmission(t, 'form', broker.token);
  await call(t, 'PUT', submissionPaths.form.pending.replace(':id', early._id), { token: superToken });
  const seven = Date.parse('2026-10-05T07:00:00+03:00');
  await fileAndMove(early._id, seven, seven + hour);
});

/** Dates a form's filing and its first move (the item's and its audit entry's, which the live count reads). */
async function fileAndMove(id: string, filed: number, moved: number | null) {
  await t.db
    .update(forms)
    .set({ createdAt: new Date(filed), firstMovedAt: moved === null ? null : new Date(moved) })
    .where(eq(forms.id, id));
  if (moved === null) return;
  await t.db
    .update(auditEntries)
    .set({ at: new Date(moved) })
    .where(and(eq(auditEntries.kind, 'form'), eq(auditEntries.itemId, id)));
}
afterAll(() => t.close());

const formRow = async (token = superToken, range = october) => {
  const reply = await call(t, 'GET', `${reportPaths.response_queues.json}?${new URLSearchParams(range)}`, {
    token,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().rows.find((row: { queue: string }) => row.queue === 'form');
};

const liveFormRow = async () => {
  const scope = reportScopeOf(
    { id: monaId, name: 'Mona', email: 'mona@simsar.test', isSuper: true, sessionId: 's', ip: '127.0.0.1' },
    reportQuerySchema.parse(october),
    'Africa/Cairo',
  );
  const rows = await liveChartRows.response_queues(t.db, scope, await getServiceTargets(t.db), new Date());
  return rows.find((row) => row.queue === 'form');
};

describe('a month read from the roll-ups', () => {
  it('counts exactly and gives a percentile as the mean of its bucket', async () => {
    // Sorted: 0, 600,001, 600,001, 660,000, 660,000 ms and 2.5 h: the median is the third, 600,001 ms
    // (0.17 h), in the bucket (10, 11] minutes whose four times average 630,000.5 ms (0.18 h).
    expect(await liveFormRow()).toMatchObject({ moved: 6, median_hours: 0.17, p90_hours: 2.5 });
    expect(await formRow()).toEqual({
      queue: 'form',
      items: 7,
      moved: 6,
      median_hours: 0.18,
      p90_hours: 2.5,
      in_target: 6,
      decided: 7,
      within_target: 0.857,
    });
    const { median_hours: _median, ...counts } = await formRow();
    const { median_hours: _live, ...liveCounts } = (await liveFormRow()) ?? {};
    expect(counts).toEqual(liveCounts);
  });

  it('reads the days of a month a range takes part of from the daily rows, the same', async () => {
    expect(await formRow(superToken, { from: '2026-10-05', to: '2026-10-05' })).toEqual(await formRow());
    expect(await formRow(superToken, { from: '2026-09-20', to: '2026-10-04' })).toMatchObject({ items: 0 });
  });

  it('counts again when a holiday is added on the day and taken away', async () => {
    const added = await call(t, 'POST', workWeekPaths.holidays, {
      token: superToken,
      body: { date: '2026-10-05', name: 'Office closed', name_ar: 'المكتب مغلق' },
    });
    expect(added.statusCode, added.body).toBe(200);
    // Filed and moved on a day off: no working time at all.
    expect(await formRow()).toMatchObject({ moved: 6, median_hours: 0, p90_hours: 0, in_target: 6 });
    expect(await formRow()).toEqual(await liveFormRow());
    const removed = await call(t, 'DELETE', workWeekPaths.holiday.replace(':date', '2026-10-05'), {
      token: superToken,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await formRow()).toMatchObject({ median_hours: 0.18, p90_hours: 2.5, in_target: 6 });
  });

  it('counts again when the queue’s target changes', async () => {
    const settings = { taxes: 1, app_taxes: 1, active_users: 1, forms: 1, free_broker_discount: 1 };
    const changed = await call(t, 'PUT', '/api/system/update', {
      token: superToken,
      body: { ...settings, request_target_hours: { form: 2 } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The 2.5 h wait is now past the target; the waiting one was already.
    expect(await formRow()).toMatchObject({ moved: 6, in_target: 5, decided: 7, within_target: 0.714 });
    const { median_hours: _median, ...counts } = await formRow();
    const { median_hours: _live, ...liveCounts } = (await liveFormRow()) ?? {};
    expect(counts).toEqual(liveCounts);
  });

  it('shows an ordinary admin the same for their own members', async () => {
    expect(await formRow(monaToken)).toEqual(await formRow());
    const other = await buildAdmin(t, superToken, 'Karim');
    expect(await formRow(other.token)).toMatchObject({ items: 0, moved: 0, median_hours: null, decided: 0 });
  });
});
