import { featureArabic } from '@simsar/contract/features';
import type { LookupKind } from '@simsar/contract/units';
import type { Lookups, Unit } from '@simsar/contract/units-replies';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { urlOfKey } from '../../core/storage.ts';
import { unitLookups, unitPaymentPlans, units, unitTypePrices, unitTypes } from './units.schema.ts';

export type UnitRow = typeof units.$inferSelect;

export async function findUnitRow(db: Executor, id: string, where?: SQL): Promise<UnitRow | undefined> {
  const [row] = await db
    .select()
    .from(units)
    .where(where ? and(eq(units.id, id), where) : eq(units.id, id))
    .limit(1);
  return row;
}

/**
 * The filled project a broker's form, deal or CIL names by its code (the code is the project name,
 * content-operations §3), with what it pays brokers; undefined when none has that name.
 */
export async function findProjectByCode(db: Executor, code: string) {
  const [row] = await db
    .select({
      id: units.id,
      projectName: units.projectName,
      commission: sql<string | null>`${units.commission}::text`,
      incentive: sql<string | null>`${units.incentive}::text`,
      developerId: units.developerId,
    })
    .from(units)
    .where(and(sql`lower(${units.projectName}) = lower(${code.trim()})`, isNotNull(units.filledAt)))
    .orderBy(desc(units.createdAt))
    .limit(1);
  return row;
}

/** The whole project with its payment plans and types, as the API returns it. */
export async function loadUnit(db: Executor, row: UnitRow): Promise<Unit> {
  const plans = await db
    .select()
    .from(unitPaymentPlans)
    .where(eq(unitPaymentPlans.unitId, row.id))
    .orderBy(asc(unitPaymentPlans.position));
  const types = await db
    .select()
    .from(unitTypes)
    .where(eq(unitTypes.unitId, row.id))
    .orderBy(asc(unitTypes.position));
  const prices = types.length
    ? await db
        .select()
        .from(unitTypePrices)
        .where(
          inArray(
            unitTypePrices.typeId,
            types.map((type) => type.id),
          ),
        )
        .orderBy(asc(unitTypePrices.position))
    : [];
  return {
    _id: row.id,
    empty: row.filledAt === null,
    project_name: row.projectName,
    project_code: row.projectName,
    description: row.description,
    dev_name_en: row.devNameEn,
    dev_name_ar: row.devNameAr,
    developer_id: row.developerId,
    location_en: row.locationEn,
    location_ar: row.locationAr,
    delivery_en: row.deliveryEn,
    delivery_ar: row.deliveryAr,
    finishing_en: row.finishingEn,
    finishing_ar: row.finishingAr,
    map_location: row.mapLocation,
    commission: row.commission,
    incentive: row.incentive,
    developer_discount: row.developerDiscount,
    sales_name: row.salesName,
    phone: row.phone,
    whatsapp: row.whatsapp,
    whatsapp_link: row.whatsappLink,
    new_launches: row.newLaunches,
    freebroker_discount: row.freebrokerDiscount,
    view: row.view,
    images: row.images.map((key) => urlOfKey(key)),
    thumbnails: row.thumbnails.map((key) => urlOfKey(key)),
    logo: urlOfKey(row.logo),
    master_plan: urlOfKey(row.masterPlan),
    pdf: urlOfKey(row.pdf),
    file: urlOfKey(row.file),
    video_broker: urlOfKey(row.videoBroker),
    video_client: urlOfKey(row.videoClient),
    features_en: row.features,
    features_ar: row.features.map((en) => featureArabic(en) ?? en),
    payment_plans: plans.map((plan) => ({ down_payment: plan.downPayment, years: plan.years })),
    types: types.map((type) => ({
      name_en: type.nameEn,
      name_ar: type.nameAr,
      areas_and_prices: prices
        .filter((price) => price.typeId === type.id)
        .map((price) => ({ price: price.price, area: price.area })),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A project by id, or 404 with `notFoundMessage`. */
export async function getUnit(db: Executor, id: string, notFoundMessage: string, where?: SQL): Promise<Unit> {
  const row = await findUnitRow(db, id, where);
  if (!row) throw new AppError('NOT_FOUND', notFoundMessage);
  return loadUnit(db, row);
}

export async function listLookups(db: Executor, kind: LookupKind) {
  const rows = await db
    .select()
    .from(unitLookups)
    .where(eq(unitLookups.kind, kind))
    .orderBy(asc(unitLookups.position), asc(unitLookups.nameEn));
  return rows.map((row) => ({ _id: row.id, name_en: row.nameEn, name_ar: row.nameAr }));
}

export async function allLookups(db: Executor): Promise<Lookups> {
  const [location, type, finishing, delivery] = await Promise.all(
    (['location', 'type', 'finishing', 'delivery'] as const).map((kind) => listLookups(db, kind)),
  );
  return { location: location ?? [], type: type ?? [], finishing: finishing ?? [], delivery: delivery ?? [] };
}
