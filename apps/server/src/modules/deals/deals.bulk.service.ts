import type { CilMove } from '@simsar/contract/cil';
import type { SubmissionKind, SubmissionMove } from '@simsar/contract/deals';
import { queueKindOf } from '@simsar/contract/queue-kinds';
import type { SubmissionQueue } from '@simsar/contract/queue-links';
import { clickMovesOf, queueListName, queueTabsOf } from '@simsar/contract/queue-lists';
import { and, inArray } from 'drizzle-orm';
import type { BulkMove } from '../../core/bulk.ts';
import type { AppContext } from '../../core/context.ts';
import { ownerIs } from '../users/users.ownership.service.ts';
import { moveCil, moveCils } from './deals.cil.service.ts';
import { cils, deals, forms } from './deals.schema.ts';
import { moveSubmission, moveSubmissions } from './deals.submissions.service.ts';

const tables = { form: forms, deal: deals as unknown as typeof forms, cil: cils as unknown as typeof forms };

/**
 * Forms', deals' and CIL's one-click moves as bulk moves (docs/decisions/284): a form's or deal's
 * Pending and Reject, a CIL's Pending (the row's `oneClick`), on the tabs whose items can make them,
 * each by the single move's own service call (guarded, audited, the broker told); super admins only,
 * as the single moves (the row's `access.act`).
 */
export function submissionBulkMoves({ clock, config }: AppContext): BulkMove[] {
  const kinds: SubmissionQueue[] = ['form', 'deal', 'cil'];
  return kinds.flatMap((kind) => {
    const row = queueKindOf(kind);
    const tabs = queueTabsOf(row).map((tab) => tab.page);
    const moves = [...new Set(tabs.flatMap((page) => clickMovesOf(row, page).map((entry) => entry.move)))];
    return moves.map(
      (move): BulkMove => ({
        move,
        lists: tabs
          .filter((page) => clickMovesOf(row, page).some((entry) => entry.move === move))
          .map((page) => queueListName(row, page)),
        access: row.access.act,
        idOf: (item) => (item as { _id: string })._id,
        run: (db, admin, id) =>
          kind === 'cil'
            ? moveCil(db, admin, id, move as CilMove, clock(), config.cilDuplicateDays)
            : moveSubmission(db, admin, kind as SubmissionKind, id, move as SubmissionMove, clock()),
        runMany: (db, admin, ids) =>
          kind === 'cil'
            ? moveCils(db, admin, ids, move as CilMove, clock())
            : moveSubmissions(db, admin, kind as SubmissionKind, ids, move as SubmissionMove, clock()),
        // A failure names the item as its card does: the client, then the project.
        namesOf: async (db, admin, ids) => {
          if (ids.length === 0) return new Map();
          const table = tables[kind];
          const rows = await db
            .select({ id: table.id, client: table.clientName, project: table.projectCode })
            .from(table)
            .where(and(inArray(table.id, ids), ownerIs(admin, table.ownerId)));
          return new Map(rows.map((item) => [item.id, `${item.client}, ${item.project}`] as const));
        },
      }),
    );
  });
}
