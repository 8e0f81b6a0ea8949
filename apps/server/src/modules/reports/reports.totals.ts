import { queueStates } from '@simsar/contract/deals';
import type { DailyTotal } from '../../core/counted-states.totals.ts';
import { memberStateDetail, membersNowMeasure } from '../../core/member-counts.ts';
import { responseTotals } from './reports.response.totals.ts';

/**
 * What the reports' daily roll-ups count (report_daily, docs/decisions/511), each measure exactly as
 * the report's live statement counts it (reports.live.ts): the generator (core/counted-states.totals.ts)
 * writes the triggers that keep them. Each queue measure has coarse rows (by day and admin: the
 * pipeline without a project or developer) and fine rows (`_by`: the project code and developer as
 * filed, and a deal's broker: the filters, the commission and who brings the business).
 */

const states = queueStates.map((state) => `'${state}'`).join(', ');

/** A deal's commission as the deal's page computes it, on its project as it is now (reports.live.ts). */
const dealCommission = (a: string) => `(SELECT round(${a}.final_value * coalesce(u.commission, 0) / 100, 2)
    + round(${a}.final_value * coalesce(u.incentive, 0) / 100, 2)
  FROM units u WHERE lower(u.project_name) = lower(trim(${a}.project_code)) AND u.filled_at IS NOT NULL
  ORDER BY u.created_at DESC LIMIT 1)`;

/**
 * A deal's broker's name and "work at" as they are now, joined by `brokerNameEnd` (a control
 * character no name holds): who brings the business names each deal so, without reading a
 * broker's row a deal; a rename derives the broker's rows again (`rederive` on users).
 */
export const brokerNameEnd = 'chr(31)';
const brokerNames = (a: string) =>
  `coalesce((SELECT b.name || ${brokerNameEnd} || coalesce(b.work_at, '') FROM users b WHERE b.id = ${a}.user_id), '')`;

/** The one day `members_now` counts on (noon: the same local day in any zone). */
export const allDays = "timestamptz '2000-01-01 12:00+00'";

const fine = {
  project: (a: string) => `${a}.project_code`,
  developer: (a: string) => `${a}.developer`,
};

/** One queue measure, coarse and fine. */
function both(
  total: Omit<DailyTotal, 'project' | 'developer'>,
  fineOnly: Partial<DailyTotal> = {},
): DailyTotal[] {
  return [total, { ...total, ...fine, ...fineOnly, measure: `${total.measure}_by` }];
}

const owner = (a: string) => `${a}.owner_id`;
const moved = (state: string) => (a: string) =>
  `${a}.status = '${state}' AND ${a}.state_changed_at IS NOT NULL`;

/** An earning addition's deal (its reference is the deal's console link). */
const dealLink = (deal: string) => `'/deals/id/' || ${deal}.id::text`;

export const reportTotals: DailyTotal[] = [
  ...both({
    measure: 'forms',
    table: 'forms',
    where: (a) => `${a}.status IN (${states})`,
    at: (a) => `${a}.created_at`,
    owner,
  }),
  ...both(
    {
      measure: 'deals',
      table: 'deals',
      where: moved('accept'),
      at: (a) => `${a}.state_changed_at`,
      owner,
      value: (a) => `${a}.final_value`,
    },
    {
      member: (a) => `${a}.user_id`,
      detail: brokerNames,
      commission: dealCommission,
      rederive: [
        {
          table: 'units',
          columns: ['project_name', 'commission', 'incentive', 'filled_at', 'created_at'],
          key: (a) => `lower(${a}.project_name)`,
          rowKey: (r) => `lower(trim(${r}.project))`,
          itemKey: (a) => `lower(trim(${a}.project_code))`,
        },
        {
          table: 'users',
          columns: ['name', 'work_at'],
          key: (a) => `${a}.id`,
          rowKey: (r) => `${r}.member_id`,
          itemKey: (a) => `${a}.user_id`,
        },
      ],
    },
  ),
  ...both({
    measure: 'cil_accepted',
    table: 'cils',
    where: moved('accept'),
    at: (a) => `${a}.state_changed_at`,
    owner,
  }),
  ...both({
    measure: 'cil_rejected',
    table: 'cils',
    where: moved('rejected'),
    at: (a) => `${a}.state_changed_at`,
    owner,
  }),
  // The commissions put into brokers' earnings, dated by the addition, under their deal's owner,
  // project and developer: kept from the ledger's writes and, as a mirror, from the deals' (a deal
  // re-assigned, re-filed or deleted takes its additions along).
  {
    measure: 'added_by',
    at: (a) => `${a}.created_at`,
    table: 'earning_additions',
    join: (a) => `JOIN deals d ON ${a}.reference = ${dealLink('d')}`,
    where: () => 'true',
    owner: () => 'd.owner_id',
    project: () => 'd.project_code',
    developer: () => 'd.developer',
    value: (a) => `${a}.amount`,
  },
  {
    measure: 'added_by',
    at: () => 'e.created_at',
    table: 'deals',
    mirror: true,
    join: (a) => `JOIN earning_additions e ON e.reference = ${dealLink(a)}`,
    where: () => 'true',
    owner,
    ...fine,
    value: () => 'e.amount',
  },
  // The members by the day they joined, their type and their state now; and the same on one day
  // (`members_now`: the members as they are, whatever the range, without summing every day).
  ...[
    { measure: 'members', at: (a: string) => `${a}.created_at` },
    { measure: membersNowMeasure, at: () => allDays },
  ].map((members) => ({
    ...members,
    table: 'users',
    where: () => 'true',
    owner: (a: string) => `${a}.admin_id`,
    detail: memberStateDetail,
  })),
  ...responseTotals,
];
