import { unownedQueues } from '@simsar/contract/requests';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { ownerIs } from '../users/users.ownership.service.ts';
import { requests } from './requests.schema.ts';

/**
 * Whether a request that `admin` may see holds the private image `key` (docs/decisions/081): a super
 * admin every request; an ordinary admin a member's request of a member assigned to them, and every
 * franchise join request (no member, viewed by all admins). False when no request holds it.
 */
export async function requestFileVisible(db: Executor, admin: SessionAdmin, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.image, key),
        admin.isSuper
          ? undefined
          : or(inArray(requests.queue, [...unownedQueues]), ownerIs(admin, requests.ownerId)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
