import { type ReportQuery, reportMessages } from '@simsar/contract/reports';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../core/errors.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { assignedTo, ownerIs } from '../users/users.ownership.service.ts';
import { users } from '../users/users.schema.ts';

/**
 * What one report call counts: the range as instants (local days of the brokerage's time zone, the
 * last day whole), and whose items. An ordinary admin counts only their own members' items, whatever
 * they send; a super admin all, or one admin's when they pick one (docs/decisions/510).
 */
export type ReportScope = {
  query: ReportQuery;
  timeZone: string;
  /** The first instant of `from` and the first instant after `to`, in the time zone. */
  start: SQL;
  end: SQL;
  /** The items (by their owner column) this report counts. */
  owned: (owner: AnyPgColumn) => SQL | undefined;
  /** The members (users rows) this report counts. */
  members: SQL | undefined;
};

export function reportScopeOf(admin: SessionAdmin, query: ReportQuery, timeZone: string): ReportScope {
  if (!admin.isSuper && query.admin && query.admin !== admin.id) {
    throw new AppError('FORBIDDEN', reportMessages.adminSuperOnly);
  }
  const picked = admin.isSuper ? query.admin : undefined;
  return {
    query,
    timeZone,
    start: sql`((${query.from})::date)::timestamp at time zone ${timeZone}`,
    end: sql`((${query.to})::date + 1)::timestamp at time zone ${timeZone}`,
    owned: (owner) => ownerIs(admin, owner) ?? (picked ? eq(owner, picked) : undefined),
    members: assignedTo(admin) ?? (picked ? eq(users.adminId, picked) : undefined),
  };
}

/** An instant's local month (YYYY-MM) in the report's time zone. */
export const monthOf = (scope: ReportScope, at: AnyPgColumn | SQL) =>
  sql<string>`to_char(${at} at time zone ${scope.timeZone}, 'YYYY-MM')`;

/** Every month the range touches, in order (a chart shows a month with nothing as zeros). */
export function monthsOf(query: ReportQuery): string[] {
  const months: string[] = [];
  let [year, month] = query.from.split('-').map(Number) as [number, number];
  const last = query.to.slice(0, 7);
  for (;;) {
    const label = `${year}-${String(month).padStart(2, '0')}`;
    months.push(label);
    if (label >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** Every week (its Monday, YYYY-MM-DD) the range touches, in order. */
export function weeksOf(query: ReportQuery): string[] {
  const day = 86_400_000;
  const from = Date.parse(query.from);
  const monday = from - ((new Date(from).getUTCDay() + 6) % 7) * day;
  const weeks: string[] = [];
  for (let at = monday; at <= Date.parse(query.to); at += 7 * day) {
    weeks.push(new Date(at).toISOString().slice(0, 10));
  }
  return weeks;
}

/** The project and developer filters on a submission table (the project's code and developer as filed). */
export function filedWhere(
  scope: ReportScope,
  table: { projectCode: AnyPgColumn; developer: AnyPgColumn },
): SQL | undefined {
  const { project, developer } = scope.query;
  const parts = [
    project && sql`lower(${table.projectCode}) = lower(${project})`,
    developer && sql`lower(${table.developer}) = lower(${developer})`,
  ].filter(Boolean) as SQL[];
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}
