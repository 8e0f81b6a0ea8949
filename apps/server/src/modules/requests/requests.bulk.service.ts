import { clickButtonsOf } from '@simsar/contract/queue-kind-row';
import { requestRows } from '@simsar/contract/requests';
import type { RequestCard } from '@simsar/contract/requests-schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BulkMove } from '../../core/bulk.ts';
import type { AppContext } from '../../core/context.ts';
import { users } from '../users/users.schema.ts';
import { detailOf } from './requests.cards.service.ts';
import { requests } from './requests.schema.ts';
import { moveRequest, moveRequests, visibleTo } from './requests.service.ts';

/**
 * Every request queue's moves as bulk moves (docs/decisions/284): done, undone and the others its
 * config lists, on the items of its tabs, each by the single move's `moveRequest` (guarded, audited,
 * on the queue's own clock); who may make them is the queue row's `access.act`.
 */
export function requestBulkMoves({ clock }: AppContext): BulkMove[] {
  return requestRows.flatMap((row) =>
    clickButtonsOf(row).map(
      (button): BulkMove => ({
        move: button.action,
        lists: row.tabs.map((tab) => `${row.kind}.${tab.page}`),
        access: row.access.act,
        idOf: (item) => (item as RequestCard)._id,
        run: (db, admin, id) => moveRequest(db, admin, row, button, id, clock()),
        runMany: (db, admin, ids) => moveRequests(db, admin, row, button, ids, clock()),
        // A failure names the request, else its member.
        namesOf: async (db, admin, ids) => {
          if (ids.length === 0) return new Map();
          const named = await db
            .select({
              id: requests.id,
              name: sql<string | null>`coalesce(${detailOf('name')}, ${users.name})`,
            })
            .from(requests)
            .leftJoin(users, eq(users.id, requests.memberId))
            .where(and(inArray(requests.id, ids), visibleTo(admin, row)));
          return new Map(named.flatMap((item) => (item.name ? [[item.id, item.name] as const] : [])));
        },
      }),
    ),
  );
}
