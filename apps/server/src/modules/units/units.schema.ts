import type { PriceList } from '@simsar/contract/unit-prices';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from '../../core/admins.schema.ts';
import { developers } from '../../core/developers.schema.ts';

type SearchedColumns = Record<'projectName' | 'devNameEn' | 'devNameAr' | 'locationEn', AnyPgColumn>;

/**
 * What the projects search looks in, as one text in search form (docs/decisions/110): the name, the
 * developer in English and Arabic and the location, joined by U+0001 (which no text holds and no
 * search term can), so a term matches within one of them. The index and the query use this same
 * expression.
 */
export function unitSearchText(table: SearchedColumns): SQL {
  return sql`search_text(${table.projectName} || chr(1) || ${table.devNameEn} || chr(1) || ${table.devNameAr} || chr(1) || ${table.locationEn})`;
}

/**
 * Projects (content-operations §3). A row made by "Generate Guest Link" starts empty
 * (filled_at null) until the holder of the link fills it in. Files are storage keys.
 * Child rows follow a Change link (the id moves) through ON UPDATE CASCADE.
 */
export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectName: text('project_name').notNull().default(''),
    description: text('description').notNull().default(''),
    devNameEn: text('dev_name_en').notNull().default(''),
    devNameAr: text('dev_name_ar').notNull().default(''),
    /**
     * The project's developer (docs/decisions/530); dev_name_en and dev_name_ar keep its names as
     * the apps, the search and the guest form read them, rewritten when the developer is renamed.
     * Null only for a project a guest filled with a name no developer has yet.
     */
    developerId: uuid('developer_id').references(() => developers.id, { onDelete: 'restrict' }),
    locationEn: text('location_en').notNull().default(''),
    locationAr: text('location_ar').notNull().default(''),
    deliveryEn: text('delivery_en').notNull().default(''),
    deliveryAr: text('delivery_ar').notNull().default(''),
    finishingEn: text('finishing_en').notNull().default(''),
    finishingAr: text('finishing_ar').notNull().default(''),
    mapLocation: text('map_location').notNull().default(''),
    commission: numeric('commission', { precision: 4, scale: 2, mode: 'number' }),
    incentive: numeric('incentive', { precision: 4, scale: 2, mode: 'number' }),
    developerDiscount: text('developer_discount').notNull().default(''),
    salesName: text('sales_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    whatsappLink: text('whatsapp_link').notNull().default(''),
    newLaunches: boolean('new_launches').notNull().default(false),
    freebrokerDiscount: boolean('freebroker_discount').notNull().default(false),
    /** Reviewed in the console; with filled_at set, the apps show the project (docs/decisions/033). */
    view: boolean('view').notNull().default(false),
    /** Reachable at /guest/{id} without a session (docs/decisions/031). */
    guestLink: boolean('guest_link').notNull().default(false),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    thumbnails: text('thumbnails').array().notNull().default(sql`'{}'::text[]`),
    logo: text('logo'),
    masterPlan: text('master_plan'),
    pdf: text('pdf'),
    file: text('file'),
    videoBroker: text('video_broker'),
    videoClient: text('video_client'),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('units_created_at_idx').on(table.createdAt),
    index('units_developer_id_idx').on(table.developerId),
    index('units_search_idx').using('gin', sql`${unitSearchText(table)} gin_trgm_ops`),
    check('units_images_max', sql`cardinality(${table.images}) <= 6`),
    check('units_commission_range', sql`${table.commission} between 0 and 20`),
    check('units_incentive_range', sql`${table.incentive} between 0 and 20`),
  ],
);

const unitRef = () =>
  uuid('unit_id')
    .notNull()
    .references(() => units.id, { onDelete: 'cascade', onUpdate: 'cascade' });

export const unitPaymentPlans = pgTable(
  'unit_payment_plans',
  {
    unitId: unitRef(),
    position: integer('position').notNull(),
    downPayment: numeric('down_payment', { precision: 5, scale: 2, mode: 'number' }),
    years: integer('years'),
  },
  (table) => [primaryKey({ columns: [table.unitId, table.position] })],
);

export const unitTypes = pgTable(
  'unit_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: unitRef(),
    position: integer('position').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
  },
  (table) => [index('unit_types_unit_id_idx').on(table.unitId, table.position)],
);

/** Price in whole EGP (bigint: exact), area in m². */
export const unitTypePrices = pgTable(
  'unit_type_prices',
  {
    typeId: uuid('type_id')
      .notNull()
      .references(() => unitTypes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    price: bigint('price', { mode: 'number' }),
    area: numeric('area', { precision: 12, scale: 2, mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.typeId, table.position] })],
);

/**
 * A project's price lists, one row a version (docs/decisions/550): its types, areas, prices and
 * payment plans as they were, in force from `effective_from` (a Cairo day) until the next version's.
 * Rows are never changed; the project's own tables hold the current version's copy.
 */
export const unitPriceVersions = pgTable(
  'unit_price_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: unitRef(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    prices: jsonb('prices').$type<PriceList>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('unit_price_versions_unit_idx').on(table.unitId, table.createdAt.desc())],
);

export const lookupKind = pgEnum('lookup_kind', ['location', 'type', 'finishing', 'delivery']);

/** The lists the project form chooses from (content-operations §3 Lookups), seeded with an Egyptian starting set. */
export const unitLookups = pgTable(
  'unit_lookups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: lookupKind('kind').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('unit_lookups_kind_idx').on(table.kind, table.position)],
);

/**
 * The Add project form's files sent ahead, one call each (docs/decisions/279): a create names them
 * in `uploads` and takes them (the row goes in its transaction), so a retry resends only what
 * failed. A row is good for 12 hours; its file, pointed at by no project, goes with the orphan
 * sweep a day after it was stored (docs/decisions/211).
 */
export const unitUploads = pgTable(
  'unit_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** `images` or one of the six file fields. */
    field: text('field').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('unit_uploads_created_at_idx').on(table.createdAt)],
);
