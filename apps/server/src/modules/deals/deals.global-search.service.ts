import { inboxItemRouteOf } from '@simsar/contract/inbox';
import { type SubmissionQueue, submissionQueues } from '@simsar/contract/queue-links';
import { and, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../core/db.ts';
import type { GlobalSearcher, GlobalTerm } from '../../core/global-search.ts';
import { searchForm } from '../../core/search.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { ownerIs } from '../users/users.ownership.service.ts';
import type { QueueTable } from './deals.queues.service.ts';
import { cils, deals, forms } from './deals.schema.ts';

const tables: Record<SubmissionQueue, QueueTable & PgTable> = { form: forms, deal: deals, cil: cils };

/**
 * A brokers' queue's items whose client (name, or phone in any spelling) or project code the text
 * matches, each on the trigram index the queue's own search uses (docs/decisions/414), the
 * caller's only (the owner column, decision 400).
 */
function itemSearcher(kind: SubmissionQueue): GlobalSearcher {
  const table = tables[kind];
  const find = async (db: Executor, admin: SessionAdmin, found: GlobalTerm) => {
    // A phone is looked for in the client's phone alone: no name or project code is made of digits.
    const matches = found.phone
      ? sql`${table.clientPhone} like ${found.phone}`
      : or(
          sql`${searchForm(table.clientName)} like ${found.pattern}`,
          sql`${searchForm(table.projectCode)} like ${found.pattern}`,
        );
    const rows = await db
      .select({
        id: sql<string>`${table.id}`,
        name: sql<string>`${table.clientName}`,
        phone: sql<string>`${table.clientPhone}`,
        code: sql<string>`${table.projectCode}`,
        status: sql<string>`${table.status}`,
      })
      .from(table)
      .where(and(matches, ownerIs(admin, table.ownerId)))
      .limit(found.limit);
    return rows.map((row) => ({
      id: row.id,
      kind,
      name: row.name,
      detail: `${row.phone} · ${row.code}`,
      status: row.status,
      route: inboxItemRouteOf({ kind, id: row.id, status: row.status }),
    }));
  };
  return { group: 'items', find };
}

/** Every brokers' queue's finder, from the queue rows. */
export const submissionSearchers: GlobalSearcher[] = submissionQueues.map((row) => itemSearcher(row.kind));
