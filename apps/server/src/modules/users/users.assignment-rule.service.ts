import { ordinaryAdminCounters } from '@simsar/contract/home';
import type { AssignedMemberType, AssignmentRule } from '@simsar/contract/system';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { admins } from '../../core/admins.schema.ts';
import { type AuditAdmin, assignmentRuleActor, recordAudit } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import { summaryCounters } from '../../core/summary-counters.schema.ts';
import { cairoDay } from '../../core/work-calendar.ts';
import { enqueueAssignmentMail } from '../mail/mail.enqueue.service.ts';
import { getAssignmentRules } from '../system/system.service.ts';
import { assignmentTurns, users } from './users.schema.ts';

/**
 * The assignment rule (docs/decisions/276): who gets a member nobody gave an admin, among the
 * ordinary admins. Every pick runs in a transaction holding this advisory lock, so two
 * registrations at once (in one process or two) pick one after the other and see each other's pick.
 */
const assignmentLock = 7276001;

type Candidate = {
  id: string;
  name: string;
  open: number;
  active: number;
  /** The round-robin turn each member type last gave them (none: 0). */
  turns: Partial<Record<AssignedMemberType, number>>;
};

export async function lockAssignments(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${assignmentLock})`);
}

/** The active members of each of these admins. */
async function activeMembersOf(tx: Executor, ids: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ adminId: users.adminId, count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(inArray(users.adminId, ids), eq(users.status, 'active')))
    .groupBy(users.adminId);
  return new Map(rows.map((row) => [row.adminId ?? '', row.count]));
}

/**
 * Each of these admins' share as the `fewest_open` rule weighs it: their open items they can act
 * on and their active members (the Admins screen shows it, docs/decisions/313).
 */
export async function assignmentSharesOf(
  db: Executor,
  ids: string[],
): Promise<Map<string, { open_items: number; active_members: number }>> {
  if (ids.length === 0) return new Map();
  const [open, active] = await Promise.all([openItemsOf(db, ids), activeMembersOf(db, ids)]);
  return new Map(
    ids.map((id) => [id, { open_items: open.get(id) ?? 0, active_members: active.get(id) ?? 0 }]),
  );
}

/** The admins on leave on `day` (begun or not): the assignment rule gives them no new member. */
export function onLeaveOn(day: string) {
  return sql`(select away.admin_id from admin_leaves as away where away.state <> 'ended' and away.starts_on <= ${day} and away.ends_on >= ${day})`;
}

/**
 * Every ordinary admin but `except` and those on leave today (docs/decisions/494), with their open
 * items, active members and round-robin turns.
 */
async function loadCandidates(tx: Executor, except?: string, now = new Date()): Promise<Candidate[]> {
  const ordinary = await tx
    .select({ id: admins.id, name: admins.name })
    .from(admins)
    .where(
      and(
        eq(admins.isSuper, false),
        except ? ne(admins.id, except) : undefined,
        sql`${admins.id} not in ${onLeaveOn(cairoDay(now))}`,
      ),
    );
  if (ordinary.length === 0) return [];
  const ids = ordinary.map((admin) => admin.id);
  const [open, activeOf, turns] = await Promise.all([
    openItemsOf(tx, ids),
    activeMembersOf(tx, ids),
    tx
      .select({
        type: assignmentTurns.userType,
        adminId: assignmentTurns.adminId,
        turn: assignmentTurns.turn,
      })
      .from(assignmentTurns)
      .where(inArray(assignmentTurns.adminId, ids)),
  ]);
  const turnsOf = new Map<string, Candidate['turns']>();
  for (const row of turns) turnsOf.set(row.adminId, { ...turnsOf.get(row.adminId), [row.type]: row.turn });
  return ordinary.map(
    (admin): Candidate => ({
      ...admin,
      open: open.get(admin.id) ?? 0,
      active: activeOf.get(admin.id) ?? 0,
      turns: turnsOf.get(admin.id) ?? {},
    }),
  );
}

/**
 * An admin's open items: what waits for them in the queues an ordinary admin acts on (their
 * members' waiting property consultant, contact sales, organic leads requests and feedback), read
 * off the maintained counters (decision 120). Pending brokers, forms, deals and CIL wait for a
 * super admin: counting them sent every newcomer to the other admins (docs/decisions/313).
 */
async function openItemsOf(tx: Executor, ids: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ adminId: summaryCounters.adminId, open: sql<number>`sum(${summaryCounters.count})::int` })
    .from(summaryCounters)
    .where(
      and(
        inArray(summaryCounters.adminId, ids),
        inArray(summaryCounters.counter, [...ordinaryAdminCounters]),
      ),
    )
    .groupBy(summaryCounters.adminId);
  return new Map(rows.map((row) => [row.adminId ?? '', Math.max(0, Number(row.open))]));
}

const byName = (a: Candidate, b: Candidate) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * `fewest_open`: the fewest open items the admin can act on, then the fewest active members (a
 * newcomer adds a member, not an open item: equal work alternates), then by name.
 * `round_robin`: the lowest turn (an admin never given one by the rule first), then by name.
 */
function choose(
  rule: Exclude<AssignmentRule, 'off'>,
  type: AssignedMemberType,
  candidates: Candidate[],
): Candidate | undefined {
  const turn = (candidate: Candidate) => candidate.turns[type] ?? 0;
  const order =
    rule === 'fewest_open'
      ? (a: Candidate, b: Candidate) => a.open - b.open || a.active - b.active || byName(a, b)
      : (a: Candidate, b: Candidate) => turn(a) - turn(b) || byName(a, b);
  return [...candidates].sort(order)[0];
}

/** Gives the chosen admin the next turn of the round (round robin only). */
async function takeTurn(tx: Executor, type: AssignedMemberType, chosen: Candidate): Promise<void> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${assignmentTurns.turn}), 0)::int` })
    .from(assignmentTurns)
    .where(eq(assignmentTurns.userType, type));
  const turn = (row?.last ?? 0) + 1;
  chosen.turns[type] = turn;
  await tx
    .insert(assignmentTurns)
    .values({ userType: type, adminId: chosen.id, turn })
    .onConflictDoUpdate({ target: [assignmentTurns.userType, assignmentTurns.adminId], set: { turn } });
}

/**
 * The admin a newly registered client or franchise gets by the rule, or null (rule off, or no
 * ordinary admin). Call it in the registration's transaction: the lock is held until it ends.
 */
export async function pickAdminForNewMember(
  tx: Executor,
  type: AssignedMemberType,
): Promise<{ adminId: string; rule: AssignmentRule } | null> {
  await lockAssignments(tx);
  const rule = (await getAssignmentRules(tx))[type];
  if (rule === 'off') return null;
  const chosen = choose(rule, type, await loadCandidates(tx));
  if (!chosen) return null;
  if (rule === 'round_robin') await takeTurn(tx, type, chosen);
  return { adminId: chosen.id, rule };
}

/** The audit entry of a member the rule gave an admin at registration. */
export function auditRuleAssignment(tx: Executor, userId: string, pick: { adminId: string; rule: string }) {
  return recordAudit(tx, {
    admin: assignmentRuleActor,
    action: 'assign',
    kind: 'user',
    itemId: userId,
    before: { admin_id: null },
    after: { admin_id: pick.adminId, rule: pick.rule },
  });
}

type Member = { id: string; userType: AssignedMemberType };
type Rule = Exclude<AssignmentRule, 'off'>;

/**
 * Each member of `adminId`, oldest first, offered to the admin their type's rule (`ruleOf`; null: no
 * rule) picks among the other ordinary admins at work, each pick seeing the ones before: `give`
 * moves the member (or not, with no one chosen) and answers its status, which the next pick weighs.
 */
async function pickForEach(
  tx: Executor,
  adminId: string,
  ruleOf: (type: AssignedMemberType) => Rule | null,
  give: (member: Member, chosen: Candidate | undefined, rule: Rule | null) => Promise<string | undefined>,
  now?: Date,
): Promise<void> {
  const members = await tx
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.adminId, adminId))
    .orderBy(asc(users.createdAt), asc(users.id));
  const ruled = members.some((member) => ruleOf(member.userType) !== null);
  const candidates = ruled ? await loadCandidates(tx, adminId, now) : [];
  for (const member of members) {
    const rule = ruleOf(member.userType);
    const chosen = rule ? choose(rule, member.userType, candidates) : undefined;
    const status = await give(member, chosen, rule);
    if (!chosen || !rule) continue;
    if (rule === 'round_robin') await takeTurn(tx, member.userType, chosen);
    // The counters moved with the member (their triggers): read the chosen admin's open items again.
    chosen.open = (await openItemsOf(tx, [chosen.id])).get(chosen.id) ?? 0;
    if (status === 'active') chosen.active += 1;
  }
}

/**
 * A leave shared by the rule (docs/decisions/494) begins: each member of the admin on leave is lent
 * to the admin their type's rule picks among the others at work today (the fewest open items where
 * the rule is off: a member needs someone while their admin is away), `lent_from` naming whose they
 * are and `lent_to` who holds them. No other ordinary admin at work: they stay. How many were lent.
 */
export async function lendMembersByRule(tx: Executor, adminId: string, now: Date): Promise<number> {
  const rules = await getAssignmentRules(tx);
  let lent = 0;
  await pickForEach(
    tx,
    adminId,
    (type) => (rules[type] === 'off' ? 'fewest_open' : rules[type]),
    async (member, chosen) => {
      if (!chosen) return undefined;
      const [moved] = await tx
        .update(users)
        .set({ adminId: chosen.id, lentFrom: adminId, lentTo: chosen.id })
        .where(eq(users.id, member.id))
        .returning({ status: users.status });
      lent += 1;
      return moved?.status;
    },
    now,
  );
  return lent;
}

/**
 * Before an admin is deleted (docs/decisions/050, 276): each of their members whose type has a rule
 * goes to the admin the rule picks among the other ordinary admins, one member after the other (each
 * pick sees the ones before); the others (rule off, or no other ordinary admin) become unassigned.
 * One audit entry per member, by the admin deleting: `move` with the rule, or `unassign`.
 */
export async function handOverMembersOf(tx: Executor, by: AuditAdmin, adminId: string): Promise<void> {
  await lockAssignments(tx);
  const rules = await getAssignmentRules(tx);
  await pickForEach(
    tx,
    adminId,
    (type) => (rules[type] === 'off' ? null : rules[type]),
    async (member, chosen, rule) => {
      const [moved] = await tx
        .update(users)
        .set({ adminId: chosen?.id ?? null, ...(chosen && { assignedAt: sql`now()` }) })
        .where(eq(users.id, member.id))
        .returning({
          id: users.id,
          status: users.status,
          name: users.name,
          phone: users.phone,
          userType: users.userType,
        });
      if (chosen && moved) await enqueueAssignmentMail(tx, { adminId: chosen.id, members: [moved] });
      await recordAudit(tx, {
        admin: by,
        action: chosen ? 'move' : 'unassign',
        kind: 'user',
        itemId: member.id,
        before: { admin_id: adminId },
        after: { admin_id: chosen?.id ?? null, ...(chosen && { rule }) },
      });
      return moved?.status;
    },
  );
}
