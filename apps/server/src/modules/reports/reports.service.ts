import { clockedQueues } from '@simsar/contract/queue-lists';
import type { ReportChart, ReportQuery, ReportReply } from '@simsar/contract/reports';
import { totalsTimeZone } from '../../core/counted-states.totals.ts';
import type { Executor } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { getServiceTargets } from '../system/system.service.ts';
import { type TopBy, topRows } from './reports.business.service.ts';
import { membersJoinedRows, membersNowRows } from './reports.members.service.ts';
import { commissionRows, pipelineRows } from './reports.pipeline.service.ts';
import { keptResponseAdminRows, keptResponseQueueRows } from './reports.response.kept.ts';
import { rolledResponseAdminRows, rolledResponseQueueRows } from './reports.response.rolled.ts';
import { responseAdminRows, responseQueueRows } from './reports.response.service.ts';
import { type ReportScope, reportScopeOf } from './reports.scope.ts';
import {
  commissionTotals,
  membersJoinedTotals,
  membersNowTotals,
  pipelineTotals,
  topTotals,
} from './reports.totals.service.ts';

type Targets = Awaited<ReturnType<typeof getServiceTargets>>;

const topOf = (by: TopBy) => (db: Executor, scope: ReportScope) => topRows(db, scope, by);

type ChartRows = (
  db: Executor,
  scope: ReportScope,
  targets: Targets,
  now: Date,
) => Promise<ReportReply['rows']>;

/**
 * Each chart's rows counted from the queues and members as they are (docs/decisions/510): what the
 * roll-ups must equal, and what a report reads when its time zone is not the roll-ups' day.
 */
export const liveChartRows: Record<ReportChart, ChartRows> = {
  pipeline: pipelineRows,
  commission: commissionRows,
  top_brokers: topOf('brokers'),
  top_franchises: topOf('franchises'),
  top_projects: topOf('projects'),
  top_developers: topOf('developers'),
  response_queues: (db, scope, targets, now) =>
    responseQueueRows(db, scope, { ...targets, now }, clockedQueues),
  response_admins: (db, scope, targets, now) => responseAdminRows(db, scope, { ...targets, now }),
  members_joined: membersJoinedRows,
  members_now: membersNowRows,
};

const topTotalsOf = (by: TopBy) => (db: Executor, scope: ReportScope) => topTotals(db, scope, by);

/**
 * The response times from the first moves the items keep (docs/decisions/512), in any time zone:
 * the working hours are counted in the statement with the calendar of the day they are read
 * (holidays edited later change past figures), which a roll-up kept at the move could not know.
 */
const keptResponseRows = {
  response_queues: (db, scope, targets, now) =>
    keptResponseQueueRows(db, scope, { ...targets, now }, clockedQueues),
  response_admins: (db, scope, targets, now) => keptResponseAdminRows(db, scope, { ...targets, now }),
} satisfies Partial<Record<ReportChart, ChartRows>>;

/**
 * The response times from their roll-ups (docs/decisions/569) when no project or developer is
 * picked (the roll-ups keep neither); from the first moves the items keep when one is.
 */
const rolledResponseRows = {
  response_queues: (db, scope, targets, now) =>
    scope.query.project || scope.query.developer
      ? keptResponseRows.response_queues(db, scope, targets, now)
      : rolledResponseQueueRows(db, scope, { ...targets, now }, clockedQueues),
  response_admins: (db, scope, targets, now) =>
    scope.query.project || scope.query.developer
      ? keptResponseRows.response_admins(db, scope, targets, now)
      : rolledResponseAdminRows(db, scope, { ...targets, now }),
} satisfies Partial<Record<ReportChart, ChartRows>>;

/** Each chart's rows from the daily roll-ups (docs/decisions/511, 569). */
const totalsChartRows: Record<ReportChart, ChartRows> = {
  ...liveChartRows,
  ...rolledResponseRows,
  pipeline: pipelineTotals,
  commission: commissionTotals,
  top_brokers: topTotalsOf('brokers'),
  top_franchises: topTotalsOf('franchises'),
  top_projects: topTotalsOf('projects'),
  top_developers: topTotalsOf('developers'),
  members_joined: membersJoinedTotals,
  members_now: membersNowTotals,
};

/**
 * GET /api/reports/{chart}: exactly the chart's rows, for the range and filters, counting only
 * what this admin may see (reports.scope.ts). The days are the brokerage's local days, the time
 * zone of its working week (System).
 */
export async function readReport(
  db: Executor,
  admin: SessionAdmin,
  chart: ReportChart,
  query: ReportQuery,
  now: Date,
): Promise<ReportReply> {
  const targets = await getServiceTargets(db);
  const scope = reportScopeOf(admin, query, targets.calendar.timeZone);
  const rows =
    scope.timeZone === totalsTimeZone ? totalsChartRows : { ...liveChartRows, ...keptResponseRows };
  return { rows: await rows[chart](db, scope, targets, now) };
}
