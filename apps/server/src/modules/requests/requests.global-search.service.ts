import { inboxItemRouteOf, inboxKindsFor } from '@simsar/contract/inbox';
import { type RequestQueue, requestQueues, unownedQueues } from '@simsar/contract/requests';
import { and, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { GlobalSearcher, GlobalTerm } from '../../core/global-search.ts';
import { searchForm } from '../../core/search.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { ownerIs } from '../users/users.ownership.service.ts';
import { requests } from './requests.schema.ts';

/** A franchise applicant's name, the key written out as the index on it writes it. */
const applicantName = sql`(${requests.details} ->> 'name')`;

/**
 * The requests of the queues the admin may see whose phone (any spelling) or applicant's name
 * the text matches, on the queue's own trigram indexes (docs/decisions/414): the caller's members'
 * only (the owner column, decision 400), a franchise join request (no member) for every admin.
 */
async function findRequests(db: Executor, admin: SessionAdmin, found: GlobalTerm) {
  const seen = new Set<string>(inboxKindsFor(admin.isSuper));
  const queues = requestQueues.filter((queue) => seen.has(queue));
  const owned = ownerIs(admin, requests.ownerId);
  const matches = found.phone
    ? sql`${requests.phone} like ${found.phone}`
    : sql`${searchForm(applicantName)} like ${found.pattern}`;
  const rows = await db
    .select({
      id: requests.id,
      queue: requests.queue,
      status: requests.status,
      phone: requests.phone,
      name: sql<string>`coalesce(${applicantName}, (select named.name from users as named where named.id = ${requests.memberId}), '')`,
    })
    .from(requests)
    .where(
      and(
        matches,
        inArray(requests.queue, queues),
        owned && or(owned, inArray(requests.queue, [...unownedQueues])),
      ),
    )
    .limit(found.limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.queue as RequestQueue,
    name: row.name,
    detail: row.phone ?? '',
    status: row.status,
    route: inboxItemRouteOf({ kind: row.queue, id: row.id, status: row.status }),
  }));
}

export const requestSearcher: GlobalSearcher = { group: 'items', find: findRequests };
