import { z } from 'zod';
import { appLanguageQuerySchema, type BilingualPair, languageStatusShape, languages } from './bilingual.ts';
import { idParamsSchema } from './fields.ts';
import { pageReplySchema } from './lists.ts';
import { type LookupKind, lookupKinds } from './units.ts';
import { unitMessages } from './units-messages.ts';

/** What the projects calls reply (content-operations §3, §7): lookups, projects, cards, links. */
const lookupSchema = z.object({ _id: z.string(), name_en: z.string(), name_ar: z.string() });
export type Lookup = z.infer<typeof lookupSchema>;
export const lookupListReplySchema = z.object({ response: z.array(lookupSchema) });
export const lookupsReplySchema = z.object(
  Object.fromEntries(lookupKinds.map((kind) => [kind, z.array(lookupSchema)])) as Record<
    LookupKind,
    z.ZodArray<typeof lookupSchema>
  >,
);
export type Lookups = z.infer<typeof lookupsReplySchema>;

const nullableNumber = z.number().nullable();

/** A project as the API returns it; file fields are URLs (/media/...), or null when none. */
export const unitSchema = z.object({
  _id: z.string(),
  empty: z.boolean(),
  project_name: z.string(),
  project_code: z.string(),
  description: z.string(),
  dev_name_en: z.string(),
  dev_name_ar: z.string(),
  /** The project's developer record (docs/decisions/530); null for a guest's name no developer has. */
  developer_id: z.string().nullable(),
  location_en: z.string(),
  location_ar: z.string(),
  delivery_en: z.string(),
  delivery_ar: z.string(),
  finishing_en: z.string(),
  finishing_ar: z.string(),
  map_location: z.string(),
  commission: nullableNumber,
  incentive: nullableNumber,
  developer_discount: z.string(),
  sales_name: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  whatsapp_link: z.string(),
  new_launches: z.boolean(),
  freebroker_discount: z.boolean(),
  view: z.boolean(),
  images: z.array(z.string()),
  thumbnails: z.array(z.string()),
  logo: z.string().nullable(),
  master_plan: z.string().nullable(),
  pdf: z.string().nullable(),
  file: z.string().nullable(),
  video_broker: z.string().nullable(),
  video_client: z.string().nullable(),
  features_en: z.array(z.string()),
  features_ar: z.array(z.string()),
  payment_plans: z.array(z.object({ down_payment: nullableNumber, years: nullableNumber })),
  types: z.array(
    z.object({
      name_en: z.string(),
      name_ar: z.string(),
      areas_and_prices: z.array(z.object({ price: nullableNumber, area: nullableNumber })),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Unit = z.infer<typeof unitSchema>;

/**
 * A project's texts held in English and Arabic (docs/decisions/285), by their fields in `unitSchema`:
 * the developer, location, delivery, finishing and each type's name. features_ar is not among them:
 * it is never typed, but the catalogue's counterpart of each English choice. project_name,
 * description, developer_discount and sales_name are held once, in one language.
 */
export const unitBilingual = [
  { en: 'dev_name_en', ar: 'dev_name_ar' },
  { en: 'location_en', ar: 'location_ar' },
  { en: 'delivery_en', ar: 'delivery_ar' },
  { en: 'finishing_en', ar: 'finishing_ar' },
  { en: 'name_en', ar: 'name_ar', each: 'types' },
] as const satisfies readonly BilingualPair[];

export const unitReplySchema = z.object({ response: unitSchema });

/** A card of the projects list (content-operations §2): first image as a thumbnail, name, description, availability file. */
export const unitCardSchema = z.object({
  _id: z.string(),
  project_name: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  file: z.string().nullable(),
  view: z.boolean(),
  /** The languages whose half of the project's texts is missing (`unitBilingual`, docs/decisions/285). */
  missing: z.array(z.enum(languages)),
});
export type UnitCard = z.infer<typeof unitCardSchema>;

export const unitListReplySchema = z.object({ units: z.array(unitCardSchema), pages: z.number().int() });
export type UnitListReply = z.infer<typeof unitListReplySchema>;
export const unitSearchSchema = z.object({ search: z.string().trim().max(200) });
export const unitSearchReplySchema = z.object({ units: z.array(unitCardSchema) });

export const unitIdParamsSchema = idParamsSchema(unitMessages.unitNotFound);
export const guestIdParamsSchema = idParamsSchema(unitMessages.guestLinkNotFound);
export const unitPageParamsSchema = z.object({ page: z.coerce.number().int().min(1).max(100_000) });

export const uploadReplySchema = z.object({ message: z.string(), path: z.string() });
/** POST /api/units/uploads/{field} (ours, docs/decisions/279): the id the create names in `uploads`. */
export const uploadAheadReplySchema = z.object({ upload: z.uuid() });
export const linkReplySchema = z.object({ link: z.string() });
/** GET /api/units/guest_links: an empty project waiting for its guest, with its link. */
export const guestLinkItemSchema = z.object({ _id: z.string(), link: z.string(), createdAt: z.string() });
export type GuestLinkItem = z.infer<typeof guestLinkItemSchema>;
export const guestLinkPageSchema = pageReplySchema(guestLinkItemSchema);
export const unitMessageReplySchema = z.object({ message: z.string() });

/**
 * A published project as the marketplace apps get it (docs/decisions/033): what a broker earns
 * and the brokers' own material (commission, incentive, broker video, brokers' group) only go to
 * brokers and franchises, never to clients.
 */
export const appUnitSchema = unitSchema.omit({ empty: true, view: true }).extend({
  commission: nullableNumber.optional(),
  incentive: nullableNumber.optional(),
  video_broker: z.string().nullable().optional(),
  whatsapp_link: z.string().optional(),
  ...languageStatusShape,
});
export type AppUnit = z.infer<typeof appUnitSchema>;
export const appUnitListReplySchema = z.object({ units: z.array(appUnitSchema), pages: z.number().int() });
export const appUnitReplySchema = z.object({ response: appUnitSchema });
export const appUnitsQuerySchema = appLanguageQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
