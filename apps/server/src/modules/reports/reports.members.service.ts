import type { ReportCell } from '@simsar/contract/reports';
import { userTypes } from '@simsar/contract/users';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { users } from '../users/users.schema.ts';
import { type ReportScope, weeksOf } from './reports.scope.ts';

type Rows = Record<string, ReportCell>[];

const typeKeys = { Broker: 'brokers', Client: 'clients', Franchise: 'franchises' } as const;

/** Members who joined in the range, by local week (its Monday) and type; every week of the range a row. */
export async function membersJoinedRows(db: Executor, scope: ReportScope): Promise<Rows> {
  const week = sql<string>`to_char(date_trunc('week', ${users.createdAt} at time zone ${scope.timeZone}), 'YYYY-MM-DD')`;
  const counted = await db
    .select({ week, type: users.userType, count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(gte(users.createdAt, scope.start), lt(users.createdAt, scope.end), scope.members))
    .groupBy(sql`1`, users.userType);
  return weeksOf(scope.query).map((monday) => {
    const row: Record<string, ReportCell> = { week: monday, brokers: 0, clients: 0, franchises: 0 };
    for (const found of counted) if (found.week === monday) row[typeKeys[found.type]] = Number(found.count);
    return row;
  });
}

/**
 * The members as they are now, by type (the range does not apply): accepted (active and not
 * banned), pending, banned, removed. One pass over the users list index.
 */
export async function membersNowRows(db: Executor, scope: ReportScope): Promise<Rows> {
  const counted = await db
    .select({
      type: users.userType,
      accepted: sql<number>`count(*) filter (where ${users.status} = 'active' and not ${users.banned})::int`,
      pending: sql<number>`count(*) filter (where ${users.status} = 'pending')::int`,
      banned: sql<number>`count(*) filter (where ${users.status} = 'active' and ${users.banned})::int`,
      removed: sql<number>`count(*) filter (where ${users.status} = 'removed')::int`,
    })
    .from(users)
    .where(scope.members)
    .groupBy(users.userType);
  return userTypes.map((type) => {
    const found = counted.find((row) => row.type === type);
    return {
      type,
      accepted: Number(found?.accepted ?? 0),
      pending: Number(found?.pending ?? 0),
      banned: Number(found?.banned ?? 0),
      removed: Number(found?.removed ?? 0),
    };
  });
}
