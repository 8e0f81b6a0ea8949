import type { ReportCell } from '@simsar/contract/reports';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../core/db.ts';
import { deals } from '../deals/deals.schema.ts';
import { filedWhere, type ReportScope } from './reports.scope.ts';

/** How many names a "who brings the business" chart shows. */
export const topCount = 10;

export type TopBy = 'brokers' | 'franchises' | 'projects' | 'developers';

/**
 * Each group's name for an accepted deal: its broker's name; the franchise its broker works at, as
 * the broker wrote it ("work at": the data links a broker to no franchise member, decision 510;
 * brokers who wrote none are left out); its project and its developer as filed. Names that differ
 * only in case or spaces around them are one.
 */
const nameOf: Record<TopBy, SQL> = {
  brokers: sql`(select broker.name from users as broker where broker.id = ${deals.userId})`,
  franchises: sql`(select trim(broker.work_at) from users as broker where broker.id = ${deals.userId})`,
  projects: sql`trim(${deals.projectCode})`,
  developers: sql`trim(${deals.developer})`,
};

/**
 * The top names of one group by the value of the deals accepted in the range (dated by the accept),
 * with how many: the highest value first, then the most deals, then by name.
 */
export async function topRows(
  db: Executor,
  scope: ReportScope,
  by: TopBy,
): Promise<Record<string, ReportCell>[]> {
  const where = and(
    eq(deals.status, 'accept'),
    gte(deals.stateChangedAt, scope.start),
    lt(deals.stateChangedAt, scope.end),
    scope.owned(deals.ownerId),
    filedWhere(scope, deals),
  );
  const rows = rowsOf<{ name: string; deals: number; value: string }>(
    await db.execute(sql`select min(name) as name, count(*)::int as deals,
        coalesce(sum(value), 0)::numeric(16, 2)::text as value
      from (select ${nameOf[by]} as name, ${deals.finalValue} as value from ${deals} where ${where}) as accepted
      where name is not null and name <> ''
      group by lower(name)
      order by sum(value) desc, count(*) desc, lower(name)
      limit ${topCount}`),
  );
  return rows.map((row) => ({ name: row.name, deals: Number(row.deals), value: row.value }));
}
