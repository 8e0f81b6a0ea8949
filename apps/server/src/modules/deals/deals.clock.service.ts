import type { SubmissionQueue } from '@simsar/contract/queue-links';
import { and, inArray, sql } from 'drizzle-orm';
import type { RecentCount } from '../../core/service-clock.ts';
import { ownerIs } from '../users/users.ownership.service.ts';
import { cils, deals, forms } from './deals.schema.ts';

const tables = { form: forms, deal: deals, cil: cils } as const satisfies Record<SubmissionQueue, unknown>;

/**
 * The home cards' overdue bells of forms, deals and CIL (decision 082), without counting a whole
 * queue (decision 120): how many of the to-do items (new, pending) this admin may see were sent at or
 * after their queue's due time (`now` less its target in working hours, `dueTimes`), i.e. are NOT yet overdue; the maintained
 * counters less these are the overdue. Each is a range of `{table}_queue_idx` (status, created_at)
 * over the items sent within the target, an ordinary admin's checked by its owner column (decision 400).
 */
export const countRecentSubmissions: RecentCount<SubmissionQueue> = async (db, admin, due) => {
  const recent = (kind: SubmissionQueue) => {
    const table = tables[kind];
    const since = due[kind];
    return sql<number>`(select count(*)::int from ${table} where ${and(
      inArray(table.status, ['new', 'pending']),
      sql`${table.createdAt} >= ${since}::timestamptz`,
      ownerIs(admin, table.ownerId),
    )})`;
  };
  const [row] = await db
    .select({ form: recent('form'), deal: recent('deal'), cil: recent('cil') })
    .from(sql`(select 1) as one`);
  return { form: Number(row?.form ?? 0), deal: Number(row?.deal ?? 0), cil: Number(row?.cil ?? 0) };
};
