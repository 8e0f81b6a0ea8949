import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from './db.ts';
import type { SessionAdmin } from './session.ts';
import { summaryTabCounters } from './summary-counters.schema.ts';

/**
 * How many items of `queue` are in `state` as `admin` sees them, read from the tab counters
 * (decision 401) instead of counted: an ordinary admin's own count when the queue's items are owned
 * (their members' admin), else the sum over every admin (a super admin; a queue of items no member
 * files, which every admin reads whole).
 */
export async function tabTotal(
  db: Executor,
  admin: SessionAdmin,
  tab: { queue: string; state: string; owned: boolean },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${summaryTabCounters.count}), 0)::int` })
    .from(summaryTabCounters)
    .where(
      and(
        eq(summaryTabCounters.queue, tab.queue),
        eq(summaryTabCounters.state, tab.state),
        tab.owned && !admin.isSuper ? eq(summaryTabCounters.adminId, admin.id) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
