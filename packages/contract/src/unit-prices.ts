import { z } from 'zod';
import { unitSchema } from './units-replies.ts';

/**
 * A project's price list with its history (docs/decisions/550): its unit types with their areas and
 * prices, and its payment plans, as one version in force from a day. An edit that changes them
 * makes a new version; a form or deal keeps the version in force when it was filed.
 */
export const unitPricePaths = {
  /** The current version, the one before it, their differences and every version's date. */
  prices: '/api/units/:id/prices',
  /** The version in force on a day, `?date=YYYY-MM-DD`. */
  pricesOn: '/api/units/:id/prices/on',
} as const;

export const unitPriceMessages = {
  noPriceList: 'This project has no price list in force on that day', // ours
  dateInvalid: 'Enter the date as YYYY-MM-DD', // ours
} as const;

/** The project's payment plans and types, in the shape its reply has them. */
export const priceListSchema = unitSchema.pick({ payment_plans: true, types: true });
export type PriceList = z.infer<typeof priceListSchema>;

export const priceVersionSchema = priceListSchema.extend({
  _id: z.string(),
  /** The first day (Cairo) the version is in force, YYYY-MM-DD. */
  effective_from: z.string(),
  createdAt: z.string(),
});
export type PriceVersion = z.infer<typeof priceVersionSchema>;

/**
 * One difference of a version from the one before it. `type` names the unit type (absent for a
 * payment plan), `position` the row (from 1) of the type's areas and prices or of the plans.
 */
export const priceChangeSchema = z.object({
  field: z.enum(['price', 'area', 'down_payment', 'years', 'type_added', 'type_removed']),
  type: z.object({ name_en: z.string(), name_ar: z.string() }).nullable(),
  position: z.number().int(),
  old: z.number().nullable(),
  new: z.number().nullable(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const unitPricesReplySchema = z.object({
  current: priceVersionSchema.nullable(),
  previous: priceVersionSchema.nullable(),
  /** What changed from `previous` to `current` (old -> new); empty with one version. */
  changes: z.array(priceChangeSchema),
  versions: z.array(z.object({ _id: z.string(), effective_from: z.string(), createdAt: z.string() })),
});
export type UnitPricesReply = z.infer<typeof unitPricesReplySchema>;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one). */
export const priceDayField = z
  .string()
  .regex(/^(19|20)\d\d-\d\d-\d\d$/, unitPriceMessages.dateInvalid)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, unitPriceMessages.dateInvalid);
export const pricesOnQuerySchema = z.object({ date: priceDayField });
export const priceVersionReplySchema = z.object({ response: priceVersionSchema });

/** The key a type is matched by between versions: its English name, case and spaces folded. */
export const typeKeyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The differences from one price list to the next (old -> new), types matched by name, rows by place. */
export function priceChanges(before: PriceList, after: PriceList): PriceChange[] {
  const changes: PriceChange[] = [];
  const plans = Math.max(before.payment_plans.length, after.payment_plans.length);
  for (let i = 0; i < plans; i++) {
    const old = before.payment_plans[i];
    const now = after.payment_plans[i];
    for (const field of ['down_payment', 'years'] as const) {
      const from = old?.[field] ?? null;
      const to = now?.[field] ?? null;
      if (from !== to) changes.push({ field, type: null, position: i + 1, old: from, new: to });
    }
  }
  const oldTypes = new Map(before.types.map((type) => [typeKeyOf(type.name_en), type]));
  const newKeys = new Set(after.types.map((type) => typeKeyOf(type.name_en)));
  for (const type of after.types) {
    const name = { name_en: type.name_en, name_ar: type.name_ar };
    const old = oldTypes.get(typeKeyOf(type.name_en));
    if (!old) {
      changes.push({ field: 'type_added', type: name, position: 0, old: null, new: null });
      continue;
    }
    const rows = Math.max(old.areas_and_prices.length, type.areas_and_prices.length);
    for (let i = 0; i < rows; i++) {
      for (const field of ['area', 'price'] as const) {
        const from = old.areas_and_prices[i]?.[field] ?? null;
        const to = type.areas_and_prices[i]?.[field] ?? null;
        if (from !== to) changes.push({ field, type: name, position: i + 1, old: from, new: to });
      }
    }
  }
  for (const type of before.types) {
    if (newKeys.has(typeKeyOf(type.name_en))) continue;
    const name = { name_en: type.name_en, name_ar: type.name_ar };
    changes.push({ field: 'type_removed', type: name, position: 0, old: null, new: null });
  }
  return changes;
}
