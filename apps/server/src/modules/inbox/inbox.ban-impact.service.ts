import { type BanImpact, banImpactNamedInvitees } from '@simsar/contract/ban-impact';
import type { InboxKind } from '@simsar/contract/inbox';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { assignedTo } from '../users/users.ownership.service.ts';
import { users } from '../users/users.schema.ts';
import { findVisibleUser, selectUsers } from '../users/users.service.ts';
import { allBranches } from './inbox.branches.ts';

/**
 * The inbox's branches a member files: every kind and waiting state but what anyone files, and but
 * the pending brokers (there the member is the item, not who filed it).
 */
const memberBranches = allBranches.filter((branch) => branch.member !== null && branch.engine !== 'brokers');
const memberKinds = [...new Set(memberBranches.map((branch) => branch.kind))];

/**
 * GET /api/user/ban_impact/{id} (docs/decisions/283): what a ban of this member touches. The member
 * is looked up with the caller's visibility (404 for another admin's member, as the member's own
 * routes); the waiting items are the inbox's, counted by one query over every member kind.
 */
export async function readBanImpact(db: Executor, admin: SessionAdmin, id: string): Promise<BanImpact> {
  const member = await findVisibleUser(db, admin, id);
  const selects = memberBranches.map(
    (branch) =>
      sql`(select ${branch.kind}::text as kind, count(*)::int as waiting from ${branch.from} where ${and(
        branch.where,
        sql`${branch.member} = ${id}`,
      )})`,
  );
  const counted = rowsOf<{ kind: InboxKind; waiting: number }>(
    await db.execute(
      sql`select kind, sum(waiting)::int as waiting from (${sql.join(selects, sql` union all `)}) as filed group by kind`,
    ),
  );
  const waitingOf = new Map(counted.map((row) => [row.kind, Number(row.waiting)]));
  const invitees = await selectUsers(
    db,
    and(eq(users.invitedBy, id), assignedTo(admin)) as SQL,
    banImpactNamedInvitees,
  );
  return {
    queues: memberKinds.map((kind) => ({ kind, waiting: waitingOf.get(kind) ?? 0 })),
    invited: {
      count: member.number_of_invitaion,
      first: invitees.map((invitee) => ({ _id: invitee._id, name: invitee.name })),
    },
    earnings: member.earnings,
  };
}
