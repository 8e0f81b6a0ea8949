import { clockedQueues } from '@simsar/contract/queue-lists';
import type { ReportChart, ReportQuery, ReportReply } from '@simsar/contract/reports';
import type { Executor } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { getServiceTargets } from '../system/system.service.ts';
import { type TopBy, topRows } from './reports.business.service.ts';
import { membersJoinedRows, membersNowRows } from './reports.members.service.ts';
import { commissionRows, pipelineRows } from './reports.pipeline.service.ts';
import { responseAdminRows, responseQueueRows } from './reports.response.service.ts';
import { type ReportScope, reportScopeOf } from './reports.scope.ts';

type Targets = Awaited<ReturnType<typeof getServiceTargets>>;

const topOf = (by: TopBy) => (db: Executor, scope: ReportScope) => topRows(db, scope, by);

/** Each chart's rows, from its scope (and the queues' targets for the response charts). */
const chartRows: Record<
  ReportChart,
  (db: Executor, scope: ReportScope, targets: Targets, now: Date) => Promise<ReportReply['rows']>
> = {
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
  return { rows: await chartRows[chart](db, scope, targets, now) };
}
