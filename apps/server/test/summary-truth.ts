import type { Summary } from '@simsar/contract/home';
import { type RequestQueue, requestQueues, requestRowOf } from '@simsar/contract/requests';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getServiceTargets } from '../src/modules/system/system.service.ts';
import { call, type TestApp } from './harness.ts';

const hourMs = 60 * 60 * 1000;

/**
 * The home summary as `count(*)` over the rows says it should be, for a super admin (`adminId`
 * null) or the ordinary admin `adminId`: the truth the counters must equal. Franchise join requests
 * have no member: every admin counts all of them (docs/decisions/081).
 */
export async function countSummaryTruth(t: TestApp, adminId: string | null, now: Date): Promise<Summary> {
  const own = (column: SQL) => (adminId === null ? sql`true` : sql`${column} = ${adminId}::uuid`);
  const targets = (await getServiceTargets(t.db)).hours;
  const dueOf = (target: number) => new Date(now.getTime() - target * hourMs).toISOString();
  const items = (table: string, overdueOf?: 'form' | 'deal' | 'cil') =>
    sql`(select count(*)::int from ${sql.raw(table)} as item join users as owner on owner.id = item.user_id
      where item.status in ('new', 'pending') and ${own(sql`owner.admin_id`)}
      ${overdueOf ? sql`and item.created_at < ${dueOf(targets[overdueOf])}::timestamptz` : sql``})`;
  const waiting = (queue: RequestQueue, overdue: boolean) =>
    sql`(select count(*)::int from requests as item left join users as owner on owner.id = item.member_id
      where item.queue = ${queue} and item.status in ('new', 'non_done')
      and ${requestRowOf(queue).filedBy === null ? sql`true` : own(sql`owner.admin_id`)}
      ${overdue ? sql`and item.created_at < ${dueOf(targets[queue])}::timestamptz` : sql``})`;
  const [row] = await t.db
    .select({
      pending_brokers: sql<number>`(select count(*)::int from users as owner
        where user_type = 'Broker' and status = 'pending' and ${own(sql`owner.admin_id`)})`,
      forms: sql<number>`${items('forms')}`,
      deals: sql<number>`${items('deals')}`,
      cil: sql<number>`${items('cils')}`,
      formsOverdue: sql<number>`${items('forms', 'form')}`,
      dealsOverdue: sql<number>`${items('deals', 'deal')}`,
      cilOverdue: sql<number>`${items('cils', 'cil')}`,
      waiting: sql<number[]>`array[${sql.join(
        requestQueues.map((queue) => waiting(queue, false)),
        sql`, `,
      )}]`,
      overdue: sql<number[]>`array[${sql.join(
        requestQueues.map((queue) => waiting(queue, true)),
        sql`, `,
      )}]`,
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('no truth row');
  const byKey = (counts: number[]) =>
    Object.fromEntries(
      requestQueues.map((queue, index) => [requestRowOf(queue).bell.summary, Number(counts[index])]),
    );
  return {
    pending_brokers: Number(row.pending_brokers),
    forms: Number(row.forms),
    deals: Number(row.deals),
    cil: Number(row.cil),
    ...byKey(row.waiting),
    overdue: {
      forms: Number(row.formsOverdue),
      deals: Number(row.dealsOverdue),
      cil: Number(row.cilOverdue),
      ...byKey(row.overdue),
    },
  } as Summary;
}

/** Asserts that GET /api/admin/summary equals the recomputed truth for each caller. */
export async function expectSummaryTruth(
  t: TestApp,
  callers: { token: string; adminId: string | null; label: string }[],
  now: Date,
  step = '',
): Promise<Summary[]> {
  const truths: Summary[] = [];
  for (const caller of callers) {
    const reply = await call(t, 'GET', '/api/admin/summary', { token: caller.token });
    expect(reply.statusCode).toBe(200);
    const truth = await countSummaryTruth(t, caller.adminId, now);
    expect(reply.json(), `${caller.label} ${step}`).toEqual(truth);
    truths.push(truth);
  }
  return truths;
}
