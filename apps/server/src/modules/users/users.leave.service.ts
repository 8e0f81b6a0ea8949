import { type AdminLeave, type AdminLeaveInput, adminLeaveMessages } from '@simsar/contract/admin-leave';
import { and, asc, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { adminLeaves, admins } from '../../core/admins.schema.ts';
import { type AuditAdmin, assignmentRuleActor, recordAudit } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { cairoDay } from '../../core/work-calendar.ts';
import { lendMembersByRule, lockAssignments } from './users.assignment-rule.service.ts';
import { users } from './users.schema.ts';

const leaveColumns = {
  id: adminLeaves.id,
  adminId: adminLeaves.adminId,
  adminName: sql<string>`(select on_leave.name from admins as on_leave where on_leave.id = "admin_leaves"."admin_id")`,
  startsOn: adminLeaves.startsOn,
  endsOn: adminLeaves.endsOn,
  lendTo: adminLeaves.lendTo,
  lendToName: sql<
    string | null
  >`(select covering.name from admins as covering where covering.id = "admin_leaves"."lend_to")`,
  state: adminLeaves.state,
  // Spelled out: inside the subquery Drizzle would write the outer column unqualified (= lent.admin_id).
  lentMembers: sql<number>`(select count(*)::int from users as lent where lent.lent_from = "admin_leaves"."admin_id" and "admin_leaves"."state" = 'started')`,
};
function toLeave(row: SelectResultFields<typeof leaveColumns>): AdminLeave {
  return {
    _id: row.id,
    admin_id: row.adminId,
    admin_name: row.adminName,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    lend_to: row.lendTo,
    lend_to_name: row.lendToName,
    state: row.state,
    lent_members: row.lentMembers,
  };
}

async function selectLeaves(
  db: Executor,
  where: ReturnType<typeof and>,
  columns: typeof leaveColumns = leaveColumns,
): Promise<AdminLeave[]> {
  const rows = await db
    .select(columns)
    .from(adminLeaves)
    .where(where)
    .orderBy(asc(adminLeaves.startsOn), asc(adminLeaves.id));
  return rows.map(toLeave);
}

/** GET /api/admin/leaves: every leave not yet ended, soonest first (super admins). */
export function listLeaves(db: Executor): Promise<AdminLeave[]> {
  return selectLeaves(db, ne(adminLeaves.state, 'ended'));
}

/**
 * GET /api/admin/leaves/mine: the caller's own leave not yet ended, and the leaves they cover: chosen
 * as the cover, or holding members of a leave shared by the rule (counted: the members they hold).
 */
export async function myLeaves(db: Executor, admin: SessionAdmin) {
  const open = ne(adminLeaves.state, 'ended');
  const [own] = await selectLeaves(db, and(open, eq(adminLeaves.adminId, admin.id)));
  const heldByMe = sql`"users"."lent_from" = "admin_leaves"."admin_id" and "users"."lent_to" = ${admin.id}`;
  const covering = await selectLeaves(
    db,
    and(
      open,
      or(
        eq(adminLeaves.lendTo, admin.id),
        and(isNull(adminLeaves.lendTo), sql`exists (select 1 from users where ${heldByMe})`),
      ),
    ),
    {
      ...leaveColumns,
      lentMembers: sql<number>`(select count(*)::int from users where ${heldByMe} and "admin_leaves"."state" = 'started')`,
    },
  );
  return { own: own ?? null, covering };
}

/** Leaves of `adminId` not ended that share a day with `from`..`to`. */
function overlapping(adminColumn: typeof adminLeaves.adminId | typeof adminLeaves.lendTo, adminId: string) {
  return (from: string, to: string) =>
    and(
      eq(adminColumn, adminId),
      ne(adminLeaves.state, 'ended'),
      lte(adminLeaves.startsOn, to),
      gte(adminLeaves.endsOn, from),
    );
}

/**
 * POST /api/admin/leaves/{id}: an ordinary admin's leave, covered by another ordinary admin not on
 * leave those days. A leave whose first day is today begins at once.
 */
export async function createLeave(
  db: Database,
  by: SessionAdmin,
  adminId: string,
  input: AdminLeaveInput,
  now = new Date(),
): Promise<AdminLeave> {
  const field = (name: string, message: string) => new AppError('VALIDATION', message, { [name]: message });
  if (input.ends_on < cairoDay(now)) throw field('ends_on', adminLeaveMessages.past);
  const coverId = input.lend_to;
  if (coverId === adminId) throw field('lend_to', adminLeaveMessages.lendToSelf);
  const found = await db
    .select({ id: admins.id, isSuper: admins.isSuper })
    .from(admins)
    .where(inArray(admins.id, coverId ? [adminId, coverId] : [adminId]));
  const onLeave = found.find((admin) => admin.id === adminId);
  const cover = found.find((admin) => admin.id === coverId);
  if (!onLeave) throw new AppError('NOT_FOUND', 'Admin not found');
  if (onLeave.isSuper) throw field('lend_to', adminLeaveMessages.notOrdinary);
  // No cover chosen: the leave is shared by the rule among the others at work on each day.
  if (coverId && (!cover || cover.isSuper)) throw field('lend_to', adminLeaveMessages.notOrdinary);
  const id = await db.transaction(async (tx) => {
    await lockAssignments(tx);
    const days = [input.starts_on, input.ends_on] as const;
    const [own] = await tx
      .select({ id: adminLeaves.id })
      .from(adminLeaves)
      .where(overlapping(adminLeaves.adminId, adminId)(...days));
    if (own) throw new AppError('CONFLICT', adminLeaveMessages.overlaps);
    // The cover must be at work those days, and must not be lending their own members meanwhile.
    const [away] = coverId
      ? await tx
          .select({ id: adminLeaves.id })
          .from(adminLeaves)
          .where(overlapping(adminLeaves.adminId, coverId)(...days))
      : [];
    if (away) throw field('lend_to', adminLeaveMessages.coverOnLeave);
    const [row] = await tx
      .insert(adminLeaves)
      .values({
        adminId,
        startsOn: input.starts_on,
        endsOn: input.ends_on,
        lendTo: coverId,
        createdBy: by.id,
      })
      .returning({ id: adminLeaves.id });
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, {
      admin: by,
      action: 'plan_leave',
      kind: 'admin',
      itemId: adminId,
      after: { starts_on: input.starts_on, ends_on: input.ends_on, lend_to: input.lend_to },
    });
    return row.id;
  });
  await applyLeaves(db, now, by);
  const [leave] = await selectLeaves(db, eq(adminLeaves.id, id));
  if (!leave) throw new AppError('NOT_FOUND', adminLeaveMessages.notFound);
  return leave;
}

/**
 * DELETE /api/admin/leave/{leaveId}: a leave ends now: the members still with the covering admin come
 * back to their own. A leave not begun is simply ended.
 */
export async function endLeave(db: Database, by: SessionAdmin, leaveId: string): Promise<AdminLeave> {
  await db.transaction(async (tx) => {
    await lockAssignments(tx);
    const [leave] = await tx
      .select()
      .from(adminLeaves)
      .where(and(eq(adminLeaves.id, leaveId), ne(adminLeaves.state, 'ended')));
    if (!leave) throw new AppError('NOT_FOUND', adminLeaveMessages.notFound);
    await giveBack(tx, by, leave);
  });
  const [leave] = await selectLeaves(db, eq(adminLeaves.id, leaveId));
  if (!leave) throw new AppError('NOT_FOUND', adminLeaveMessages.notFound);
  return leave;
}

type Leave = typeof adminLeaves.$inferSelect;

/**
 * The leave begins: every member of the admin goes to the covering admin, or to the admins the rule
 * picks for a leave shared by it, remembering whose they are and who holds them.
 */
async function lend(
  tx: Executor,
  by: AuditAdmin | typeof assignmentRuleActor,
  leave: Leave,
  now: Date,
): Promise<void> {
  const lent = leave.lendTo
    ? (
        await tx
          .update(users)
          .set({ adminId: leave.lendTo, lentFrom: leave.adminId, lentTo: leave.lendTo })
          .where(eq(users.adminId, leave.adminId))
          .returning({ id: users.id })
      ).length
    : await lendMembersByRule(tx, leave.adminId, now);
  await tx.update(adminLeaves).set({ state: 'started' }).where(eq(adminLeaves.id, leave.id));
  await recordAudit(tx, {
    admin: by,
    action: 'start_leave',
    kind: 'admin',
    itemId: leave.adminId,
    before: { admin_id: leave.adminId },
    after: { lend_to: leave.lendTo, members: lent, ends_on: leave.endsOn },
  });
}

/**
 * The leave ends: the members lent and still with the covering admin come back (one a super admin
 * moved elsewhere meanwhile stays where they put it).
 */
async function giveBack(
  tx: Executor,
  by: AuditAdmin | typeof assignmentRuleActor,
  leave: Leave,
): Promise<void> {
  const back =
    leave.state === 'started'
      ? await tx
          .update(users)
          .set({ adminId: leave.adminId, lentFrom: null, lentTo: null })
          .where(and(eq(users.lentFrom, leave.adminId), eq(users.adminId, users.lentTo)))
          .returning({ id: users.id })
      : [];
  // Any left elsewhere are no longer lent.
  await tx.update(users).set({ lentFrom: null, lentTo: null }).where(eq(users.lentFrom, leave.adminId));
  await tx.update(adminLeaves).set({ state: 'ended' }).where(eq(adminLeaves.id, leave.id));
  await recordAudit(tx, {
    admin: by,
    action: 'end_leave',
    kind: 'admin',
    itemId: leave.adminId,
    after: { members: back.length },
  });
}

/**
 * Begins the leaves whose first day has come and ends those whose last day is over, in one
 * transaction under the assignment lock (so no rule pick runs between). Run at each change of a leave
 * and every minute by one process (users.leave.runner.ts); `now` is the test's.
 */
export async function applyLeaves(
  db: Database,
  now = new Date(),
  by: AuditAdmin | typeof assignmentRuleActor = assignmentRuleActor,
): Promise<void> {
  const today = cairoDay(now);
  await db.transaction(async (tx) => {
    await lockAssignments(tx);
    const due = await tx
      .select()
      .from(adminLeaves)
      .where(
        or(
          and(ne(adminLeaves.state, 'ended'), lt(adminLeaves.endsOn, today)),
          and(eq(adminLeaves.state, 'planned'), lte(adminLeaves.startsOn, today)),
        ),
      )
      .orderBy(asc(adminLeaves.startsOn));
    for (const leave of due) {
      if (leave.endsOn < today) await giveBack(tx, by, leave);
      else await lend(tx, by, leave, now);
    }
  });
}
