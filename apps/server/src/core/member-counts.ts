import type { UserType } from '@simsar/contract/users';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from './db.ts';
import { reportDaily } from './report-daily.schema.ts';

/**
 * The members as they are now, counted per admin, type and state: the reports' `members_now` rows
 * of report_daily, kept by the generated triggers in the same transaction as every member's write
 * (docs/decisions/511). The reports' "members now" and the member lists' totals read them
 * (decision 520): a handful of rows per admin instead of every member of a type.
 */
export const membersNowMeasure = 'members_now';

/** A member's state as counted: an active member is accepted or banned; otherwise their status. */
export type CountedMemberState = 'accepted' | 'banned' | 'pending' | 'removed';

/** The row's `detail`: `Broker:accepted`, `Client:banned`... (SQL over the users row `a`). */
export const memberStateDetail = (a: string) =>
  `${a}.user_type || ':' || CASE WHEN ${a}.status = 'active' AND ${a}.banned THEN 'banned' WHEN ${a}.status = 'active' THEN 'accepted' ELSE ${a}.status END`;

/**
 * How many members of a type are in the states, of one admin's (`admin`) or of everyone's
 * (undefined): exactly `count(*)` of those users rows.
 */
export async function keptMemberCount(
  db: Executor,
  type: UserType,
  states: readonly CountedMemberState[],
  admin?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${reportDaily.count}), 0)::int` })
    .from(reportDaily)
    .where(
      and(
        eq(reportDaily.measure, membersNowMeasure),
        inArray(
          reportDaily.detail,
          states.map((state) => `${type}:${state}`),
        ),
        admin ? eq(reportDaily.adminId, admin) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
