import type { ReportCell } from '@simsar/contract/reports';
import { userTypes } from '@simsar/contract/users';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../core/db.ts';
import { reportDaily as r } from '../../core/report-daily.schema.ts';
import { type TopBy, topCount } from './reports.business.service.ts';
import { monthsOf, type ReportScope, weeksOf } from './reports.scope.ts';
import { brokerNameEnd } from './reports.totals.ts';

/**
 * The reports read from the daily roll-ups (report_daily, docs/decisions/511): the same rows as the
 * live statements (reports.pipeline.service.ts, reports.business.service.ts,
 * reports.members.service.ts), summed over days × admins instead of counted from the items. Used
 * while the reports' time zone is the roll-ups' (reports.service.ts).
 */

type Rows = Record<string, ReportCell>[];

/** The rows of `measure` in the range, this report's admins, and its project and developer. */
function rowsWhere(scope: ReportScope, measure: string, filtered = true): SQL {
  const { project, developer } = scope.query;
  const parts = [
    sql`${r.measure} = ${measure}`,
    sql`${r.day} >= ${scope.query.from}::date and ${r.day} <= ${scope.query.to}::date`,
    sql`${r.count} <> 0`,
    scope.owned(r.adminId),
    filtered && project ? sql`lower(${r.project}) = lower(${project})` : undefined,
    filtered && developer ? sql`lower(${r.developer}) = lower(${developer})` : undefined,
  ].filter(Boolean) as SQL[];
  return sql.join(parts, sql` and `);
}

/** A queue measure's coarse rows, or its fine ones (`_by`) when a project or developer is picked. */
const measureOf = (scope: ReportScope, measure: string) =>
  scope.query.project || scope.query.developer ? `${measure}_by` : measure;

const money = (sum: SQL) => sql`coalesce(${sum}, 0)::numeric(16, 2)::text`;

/** Sums of `measures` by local month: month → measure → count and value. */
async function byMonth(db: Executor, scope: ReportScope, measures: string[], figure: 'value' | 'commission') {
  const where = sql.join(
    measures.map((measure) => sql`(${rowsWhere(scope, measure)})`),
    sql` or `,
  );
  const found = rowsOf<{ month: string; measure: string; count: number; value: string }>(
    await db.execute(sql`select to_char(${r.day}, 'YYYY-MM') as month, ${r.measure} as measure,
        sum(${r.count})::int as count, ${money(sql`sum(${r[figure]})`)} as value
      from ${r} where ${where} group by 1, 2`),
  );
  const sums = new Map<string, { count: number; value: string }>();
  for (const row of found)
    sums.set(`${row.month} ${row.measure}`, { count: Number(row.count), value: row.value });
  return (month: string, measure: string) => sums.get(`${month} ${measure}`);
}

export async function pipelineTotals(db: Executor, scope: ReportScope): Promise<Rows> {
  const [forms, deals, accepted, rejected] = ['forms', 'deals', 'cil_accepted', 'cil_rejected'].map((m) =>
    measureOf(scope, m),
  ) as [string, string, string, string];
  const sum = await byMonth(db, scope, [forms, deals, accepted, rejected], 'value');
  return monthsOf(scope.query).map((month) => ({
    month,
    forms: sum(month, forms)?.count ?? 0,
    deals: sum(month, deals)?.count ?? 0,
    cil_accepted: sum(month, accepted)?.count ?? 0,
    cil_rejected: sum(month, rejected)?.count ?? 0,
    deal_value: sum(month, deals)?.value ?? '0.00',
  }));
}

export async function commissionTotals(db: Executor, scope: ReportScope): Promise<Rows> {
  const expected = await byMonth(db, scope, ['deals_by'], 'commission');
  const added = await byMonth(db, scope, ['added_by'], 'value');
  return monthsOf(scope.query).map((month) => ({
    month,
    expected: expected(month, 'deals_by')?.value ?? '0.00',
    added: added(month, 'added_by')?.value ?? '0.00',
  }));
}

/**
 * Each group's name, as the live chart names it (reports.business.service.ts): the broker's name
 * and "work at" (kept on the fine rows as they are now, reports.totals.ts `brokerNames`), the
 * project and developer as filed.
 */
const nameOf: Record<TopBy, SQL> = {
  brokers: sql`split_part(${r.detail}, ${sql.raw(brokerNameEnd)}, 1)`,
  franchises: sql`trim(split_part(${r.detail}, ${sql.raw(brokerNameEnd)}, 2))`,
  projects: sql`trim(${r.project})`,
  developers: sql`trim(${r.developer})`,
};

/**
 * The top names by accepted value. A group's value is empty (sorted first, as the live chart
 * sorts it) when none of its deals has a final value: `valued` counts those that do.
 */
export async function topTotals(db: Executor, scope: ReportScope, by: TopBy): Promise<Rows> {
  const rows = rowsOf<{ name: string; deals: number; value: string }>(
    await db.execute(sql`select min(name) as name, sum(deals)::int as deals, ${money(sql`sum(value)`)} as value
      from (
        select ${nameOf[by]} as name, ${r.count} as deals, case when ${r.valued} > 0 then ${r.value} end as value
        from ${r} where ${rowsWhere(scope, 'deals_by')}
      ) as named
      where name is not null and name <> ''
      group by lower(name)
      order by sum(value) desc, sum(deals) desc, lower(name)
      limit ${topCount}`),
  );
  return rows.map((row) => ({ name: row.name, deals: Number(row.deals), value: row.value }));
}

const typeKeys = { Broker: 'brokers', Client: 'clients', Franchise: 'franchises' } as const;

export async function membersJoinedTotals(db: Executor, scope: ReportScope): Promise<Rows> {
  const counted = rowsOf<{ week: string; type: keyof typeof typeKeys; count: number }>(
    await db.execute(sql`select to_char(date_trunc('week', ${r.day}), 'YYYY-MM-DD') as week,
        split_part(${r.detail}, ':', 1) as type, sum(${r.count})::int as count
      from ${r} where ${rowsWhere(scope, 'members', false)} group by 1, 2`),
  );
  return weeksOf(scope.query).map((monday) => {
    const row: Record<string, ReportCell> = { week: monday, brokers: 0, clients: 0, franchises: 0 };
    for (const found of counted) if (found.week === monday) row[typeKeys[found.type]] = Number(found.count);
    return row;
  });
}

/** The members now, by type and state: the `members_now` rows (one day, reports.totals.ts). */
export async function membersNowTotals(db: Executor, scope: ReportScope): Promise<Rows> {
  const where = sql.join(
    [sql`${r.measure} = 'members_now'`, sql`${r.count} <> 0`, scope.owned(r.adminId)].filter(
      Boolean,
    ) as SQL[],
    sql` and `,
  );
  const counted = rowsOf<{ detail: string; count: number }>(
    await db.execute(sql`select ${r.detail} as detail, sum(${r.count})::int as count
      from ${r} where ${where} group by 1`),
  );
  const of = (detail: string) => Number(counted.find((row) => row.detail === detail)?.count ?? 0);
  return userTypes.map((type) => ({
    type,
    accepted: of(`${type}:accepted`),
    pending: of(`${type}:pending`),
    banned: of(`${type}:banned`),
    removed: of(`${type}:removed`),
  }));
}
