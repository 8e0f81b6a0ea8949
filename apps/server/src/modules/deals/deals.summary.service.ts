import { and, inArray } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { countRows } from '../../core/paging.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { ownedBy } from '../users/users.ownership.service.ts';
import { cils, deals, forms } from './deals.schema.ts';

/**
 * The home bells of the three queues (docs/decisions/003, 074): new and pending items, of the brokers
 * assigned to an ordinary admin, every broker's for a super admin.
 */
export async function countOpenQueueItems(db: Executor, admin: SessionAdmin) {
  const open = (table: typeof forms | typeof deals | typeof cils) =>
    countRows(db, table, and(inArray(table.status, ['new', 'pending']), ownedBy(admin, table.userId)));
  return { forms: await open(forms), deals: await open(deals), cil: await open(cils) };
}
