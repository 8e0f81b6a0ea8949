import {
  type PriceList,
  type PriceVersion,
  priceChanges,
  type UnitPricesReply,
  unitPriceMessages,
} from '@simsar/contract/unit-prices';
import type { UnitFields } from '@simsar/contract/units';
import { unitMessages } from '@simsar/contract/units-messages';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { findProjectByCode, findUnitRow } from './units.read.service.ts';
import {
  unitPaymentPlans,
  unitTypePrices,
  unitTypes,
  unitPriceVersions as versions,
} from './units.schema.ts';

// A project's price lists with their history (docs/decisions/550): each change of its types,
// prices or payment plans is a new version in force from a day; the versions are never changed.

export type VersionRow = typeof versions.$inferSelect;

/** The price list a project's form carries. */
export function priceListOf(fields: Pick<UnitFields, 'payment_plans' | 'types'>): PriceList {
  return {
    payment_plans: fields.payment_plans.map((plan) => ({
      down_payment: plan.down_payment ?? null,
      years: plan.years ?? null,
    })),
    types: fields.types.map((type) => ({
      name_en: type.name_en,
      name_ar: type.name_ar,
      areas_and_prices: type.areas_and_prices.map((row) => ({
        price: row.price ?? null,
        area: row.area ?? null,
      })),
    })),
  };
}

export function toVersion(row: VersionRow): PriceVersion {
  return {
    _id: row.id,
    effective_from: row.effectiveFrom,
    createdAt: row.createdAt.toISOString(),
    ...row.prices,
  };
}

export async function latestVersion(db: Executor, unitId: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(versions)
    .where(eq(versions.unitId, unitId))
    .orderBy(desc(versions.createdAt), desc(versions.id))
    .limit(1);
  return row;
}

/**
 * Records `list` as the project's new version from `effectiveFrom` when it differs from the current
 * one (an edit of the project's other fields makes none), or `always` (a published sheet): the new
 * version, or null. Runs in the write's transaction.
 */
export async function recordPriceVersion(
  tx: Executor,
  unitId: string,
  list: PriceList,
  effectiveFrom: string,
  now: Date,
  { always = false } = {},
): Promise<VersionRow | null> {
  if (!always) {
    const latest = await latestVersion(tx, unitId);
    if (latest && priceChanges(latest.prices, list).length === 0) return null;
  }
  const [row] = await tx
    .insert(versions)
    .values({ unitId, effectiveFrom, prices: list, createdAt: now })
    .returning();
  return row ?? null;
}

/** Replaces a project's payment plans and types (rows in their own tables) with a price list. */
export async function writePriceList(tx: Executor, unitId: string, list: PriceList): Promise<void> {
  await tx.delete(unitPaymentPlans).where(eq(unitPaymentPlans.unitId, unitId));
  await tx.delete(unitTypes).where(eq(unitTypes.unitId, unitId));
  if (list.payment_plans.length) {
    await tx.insert(unitPaymentPlans).values(
      list.payment_plans.map((plan, position) => ({
        unitId,
        position,
        downPayment: plan.down_payment,
        years: plan.years,
      })),
    );
  }
  for (const [position, type] of list.types.entries()) {
    const [row] = await tx
      .insert(unitTypes)
      .values({ unitId, position, nameEn: type.name_en, nameAr: type.name_ar })
      .returning({ id: unitTypes.id });
    if (!row || !type.areas_and_prices.length) continue;
    await tx.insert(unitTypePrices).values(
      type.areas_and_prices.map((entry, index) => ({
        typeId: row.id,
        position: index,
        price: entry.price,
        area: entry.area,
      })),
    );
  }
}

/** GET /api/units/{id}/prices: the current version, the one before it and what changed between them. */
export async function getUnitPrices(db: Executor, unitId: string): Promise<UnitPricesReply> {
  if (!(await findUnitRow(db, unitId))) throw new AppError('NOT_FOUND', unitMessages.unitNotFound);
  const newestFirst = [desc(versions.createdAt), desc(versions.id)];
  const [dates, [current, previous]] = await Promise.all([
    db
      .select({ id: versions.id, effectiveFrom: versions.effectiveFrom, createdAt: versions.createdAt })
      .from(versions)
      .where(eq(versions.unitId, unitId))
      .orderBy(...newestFirst)
      .limit(200),
    // Only the two newest are sent whole.
    db
      .select()
      .from(versions)
      .where(eq(versions.unitId, unitId))
      .orderBy(...newestFirst)
      .limit(2),
  ]);
  return {
    current: current ? toVersion(current) : null,
    previous: previous ? toVersion(previous) : null,
    changes: current && previous ? priceChanges(previous.prices, current.prices) : [],
    versions: dates.map((row) => ({
      _id: row.id,
      effective_from: row.effectiveFrom,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * GET /api/units/{id}/prices/on?date=: the version in force on a day, the latest one from that day or
 * before (of two from one day, the later made).
 */
export async function priceVersionOn(db: Executor, unitId: string, day: string): Promise<PriceVersion> {
  if (!(await findUnitRow(db, unitId))) throw new AppError('NOT_FOUND', unitMessages.unitNotFound);
  const [row] = await db
    .select()
    .from(versions)
    .where(and(eq(versions.unitId, unitId), lte(versions.effectiveFrom, day)))
    .orderBy(desc(versions.effectiveFrom), desc(versions.createdAt), desc(versions.id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', unitPriceMessages.noPriceList);
  return toVersion(row);
}

/**
 * The price list a form or deal filed at `at` for the project of `code` keeps: the version in force
 * then, so a later version (even one from the same day) does not change it. Null when the project
 * is unknown or had none yet.
 */
export async function priceVersionFiledAt(
  db: Executor,
  code: string,
  at: Date,
): Promise<PriceVersion | null> {
  const project = await findProjectByCode(db, code);
  if (!project) return null;
  const [row] = await db
    .select()
    .from(versions)
    .where(and(eq(versions.unitId, project.id), lte(versions.createdAt, at)))
    .orderBy(desc(versions.createdAt), desc(versions.id))
    .limit(1);
  return row ? toVersion(row) : null;
}
