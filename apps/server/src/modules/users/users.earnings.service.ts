import { userMessages } from '@simsar/contract/messages';
import { submissionOfLink } from '@simsar/contract/queue-links';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { postgresErrorOf } from './users.data.service.ts';
import { earningAdditions, users } from './users.schema.ts';
import { findVisibleUser } from './users.service.ts';

/** EGP as an exact decimal string with two places (never a float in the database). */
function toDecimal(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/**
 * PUT /user/update_earning {user_id, earning, reason?}: adds the amount to an active broker's total
 * and keeps the entry (who, how much, why, when) in the same transaction, so the total can be
 * explained. A negative amount is a correction: the guarded UPDATE refuses one that would
 * take the total below 0.
 */
export async function addEarning(
  db: Database,
  admin: SessionAdmin,
  input: { user_id: string; earning: number; reason?: string | undefined },
) {
  const user = await findVisibleUser(db, admin, input.user_id);
  if (user.user_type !== 'Broker') throw new AppError('CONFLICT', userMessages.brokerOnly);
  const amount = toDecimal(input.earning);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ earnings: sql`${users.earnings} + ${amount}::numeric` })
      .where(
        and(
          eq(users.id, user._id),
          eq(users.status, 'active'),
          sql`${users.earnings} + ${amount}::numeric >= 0`,
        ),
      )
      .returning({ earnings: users.earnings });
    if (!row) {
      const [current] = await tx.select({ status: users.status }).from(users).where(eq(users.id, user._id));
      const active = current?.status === 'active';
      throw new AppError('CONFLICT', active ? userMessages.earningBelowZero : userMessages.notActive);
    }
    await tx
      .insert(earningAdditions)
      .values({ userId: user._id, amount, reason: input.reason ?? null, adminId: admin.id });
    await recordAudit(tx, {
      admin,
      action: Number(amount) < 0 ? 'correct_earning' : 'add_earning',
      kind: 'user',
      itemId: user._id,
      before: { earnings: user.earnings },
      after: {
        earnings: Number(row.earnings),
        added: Number(amount),
        ...(input.reason && { reason: input.reason }),
      },
    });
  });
  return findVisibleUser(db, admin, user._id);
}

/**
 * GET /user/earnings/{id} (ours): the additions behind a broker's total, newest first; a commission
 * names the form or deal it came from (its ledger reference, docs/decisions/075).
 */
export async function listEarningAdditions(db: Database, admin: SessionAdmin, id: string) {
  const user = await findVisibleUser(db, admin, id);
  const rows = await db
    .select({
      amount: earningAdditions.amount,
      reason: earningAdditions.reason,
      adminId: earningAdditions.adminId,
      reference: earningAdditions.reference,
      createdAt: earningAdditions.createdAt,
    })
    .from(earningAdditions)
    .where(eq(earningAdditions.userId, id))
    .orderBy(desc(earningAdditions.createdAt));
  return {
    earnings: user.earnings,
    response: rows.map((row) => {
      const source = row.reference ? submissionOfLink(row.reference) : null;
      return {
        amount: Number(row.amount),
        reason: row.reason,
        admin_id: row.adminId,
        createdAt: row.createdAt.toISOString(),
        source: source && row.reference ? { kind: source.kind, _id: source.id, link: row.reference } : null,
      };
    }),
  };
}

/**
 * Adds what one item earned (a deal's or form's commission) to an active broker's total,
 * once: `reference` (the item's console link) is unique in the ledger, so a second addition for the
 * same item gets 409 with `twice`, even when two clicks race.
 */
export async function addEarningOnce(
  db: Database,
  admin: SessionAdmin,
  input: { userId: string; amount: string; reference: string; twice: string },
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ earnings: sql`${users.earnings} + ${input.amount}::numeric` })
        .where(and(eq(users.id, input.userId), eq(users.status, 'active'), eq(users.userType, 'Broker')))
        .returning({ id: users.id, earnings: users.earnings });
      if (!row) throw new AppError('CONFLICT', userMessages.notActive);
      await tx.insert(earningAdditions).values({
        userId: input.userId,
        amount: input.amount,
        adminId: admin.id,
        reference: input.reference,
      });
      const after = Number(row.earnings);
      await recordAudit(tx, {
        admin,
        action: 'add_commission',
        kind: 'user',
        itemId: input.userId,
        before: { earnings: Math.round((after - Number(input.amount)) * 100) / 100 },
        after: { earnings: after, added: Number(input.amount), reference: input.reference },
      });
    });
  } catch (error) {
    if (postgresErrorOf(error)?.code === '23505') throw new AppError('CONFLICT', input.twice);
    throw error;
  }
}

/** When each of these references was added to the ledger (the items that earned already). */
export async function findEarningReferences(db: Executor, references: string[]): Promise<Map<string, Date>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select({ reference: earningAdditions.reference, createdAt: earningAdditions.createdAt })
    .from(earningAdditions)
    .where(inArray(earningAdditions.reference, references));
  return new Map(rows.map((row) => [row.reference as string, row.createdAt]));
}
