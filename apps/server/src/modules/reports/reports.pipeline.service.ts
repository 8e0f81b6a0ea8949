import type { ReportCell } from '@simsar/contract/reports';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from '../../core/db.ts';
import { cils, deals, forms } from '../deals/deals.schema.ts';
import { units } from '../units/units.schema.ts';
import { earningAdditions } from '../users/users.schema.ts';
import { filedWhere, monthOf, monthsOf, type ReportScope } from './reports.scope.ts';

type Rows = Record<string, ReportCell>[];

/** A deal's ledger reference (contract queue-links.ts `submissionLinkOf`), as SQL on its id. */
const dealLinkOf = (id: typeof deals.id) => sql`'/deals/id/' || ${id}::text`;

/**
 * Counts by local month, one statement a measure; every month of the range is a row, a quiet month
 * zeros. Moved items are dated by their move (`state_changed_at`, read through the
 * `(owner_id | status, state_changed_at)` indexes), forms by their filing.
 */
export async function pipelineRows(db: Executor, scope: ReportScope): Promise<Rows> {
  const inRange = (at: AnyPgColumn) => and(gte(at, scope.start), lt(at, scope.end));
  const byMonth = async (query: Promise<{ month: string; count: number; value?: string | null }[]>) =>
    new Map((await query).map((row) => [row.month, row] as const));
  const formsFiled = await byMonth(
    db
      .select({ month: monthOf(scope, forms.createdAt), count: sql<number>`count(*)::int` })
      .from(forms)
      .where(
        and(
          inArray(forms.status, ['new', 'pending', 'accept', 'rejected']),
          inRange(forms.createdAt),
          scope.owned(forms.ownerId),
          filedWhere(scope, forms),
        ),
      )
      .groupBy(sql`1`),
  );
  const dealsAccepted = await byMonth(
    db
      .select({
        month: monthOf(scope, deals.stateChangedAt),
        count: sql<number>`count(*)::int`,
        value: sql<string>`coalesce(sum(${deals.finalValue}), 0)::numeric(16, 2)::text`,
      })
      .from(deals)
      .where(
        and(
          eq(deals.status, 'accept'),
          inRange(deals.stateChangedAt),
          scope.owned(deals.ownerId),
          filedWhere(scope, deals),
        ),
      )
      .groupBy(sql`1`),
  );
  const cilMoved = (state: 'accept' | 'rejected') =>
    byMonth(
      db
        .select({ month: monthOf(scope, cils.stateChangedAt), count: sql<number>`count(*)::int` })
        .from(cils)
        .where(
          and(
            eq(cils.status, state),
            inRange(cils.stateChangedAt),
            scope.owned(cils.ownerId),
            filedWhere(scope, cils),
          ),
        )
        .groupBy(sql`1`),
    );
  const cilAccepted = await cilMoved('accept');
  const cilRejected = await cilMoved('rejected');
  return monthsOf(scope.query).map((month) => ({
    month,
    forms: formsFiled.get(month)?.count ?? 0,
    deals: dealsAccepted.get(month)?.count ?? 0,
    cil_accepted: cilAccepted.get(month)?.count ?? 0,
    cil_rejected: cilRejected.get(month)?.count ?? 0,
    deal_value: dealsAccepted.get(month)?.value ?? '0.00',
  }));
}

/**
 * What a deal earns, as the deal's page computes it (deals.submissions.service.ts commissionOf):
 * its final value × the project's commission and incentive percentages, each rounded to the
 * piastre; the project is the newest filled one whose name is the deal's project code.
 */
const dealCommission = sql`(select round(${deals.finalValue} * coalesce(${units.commission}, 0) / 100, 2)
    + round(${deals.finalValue} * coalesce(${units.incentive}, 0) / 100, 2)
  from ${units}
  where lower(${units.projectName}) = lower(trim(${deals.projectCode})) and ${units.filledAt} is not null
  order by ${units.createdAt} desc limit 1)`;

/**
 * Commission by local month: expected, from the deals accepted that month (dated by the accept);
 * added, the commissions put into brokers' earnings that month (dated by the addition, each the
 * ledger entry's amount, found by its reference to the deal).
 */
export async function commissionRows(db: Executor, scope: ReportScope): Promise<Rows> {
  const expected = rowsOf<{ month: string; value: string }>(
    await db.execute(sql`select month, coalesce(sum(value), 0)::numeric(16, 2)::text as value from (
      select ${monthOf(scope, deals.stateChangedAt)} as month, ${dealCommission} as value
      from ${deals}
      where ${and(
        eq(deals.status, 'accept'),
        gte(deals.stateChangedAt, scope.start),
        lt(deals.stateChangedAt, scope.end),
        scope.owned(deals.ownerId),
        filedWhere(scope, deals),
      )}) as accepted group by month`),
  );
  const added = rowsOf<{ month: string; value: string }>(
    await db.execute(sql`select ${monthOf(scope, earningAdditions.createdAt)} as month,
        coalesce(sum(${earningAdditions.amount}), 0)::numeric(16, 2)::text as value
      from ${earningAdditions} join ${deals} on ${earningAdditions.reference} = ${dealLinkOf(deals.id)}
      where ${and(
        gte(earningAdditions.createdAt, scope.start),
        lt(earningAdditions.createdAt, scope.end),
        scope.owned(deals.ownerId),
        filedWhere(scope, deals),
      )}
      group by 1`),
  );
  const expectedBy = new Map(expected.map((row) => [row.month, row.value]));
  const addedBy = new Map(added.map((row) => [row.month, row.value]));
  return monthsOf(scope.query).map((month) => ({
    month,
    expected: expectedBy.get(month) ?? '0.00',
    added: addedBy.get(month) ?? '0.00',
  }));
}
