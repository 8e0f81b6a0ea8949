import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The developers (docs/decisions/530), in core rather than in modules/developers: the projects
 * point at one, and the developers area counts the projects that do; with the table here no two
 * modules import each other. One developer per name, its case folded (the migration merged the
 * projects' typed names the same way, apps/server/drizzle-data/developers.sql).
 */
export const developers = pgTable(
  'developers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    contactPerson: text('contact_person'),
    phone: text('phone'),
    email: text('email'),
    /** Null: System's default (contract `defaultProtectionDays`). */
    protectionDays: integer('protection_days'),
    /** The developer's commission terms, a percent. */
    commission: numeric('commission', { precision: 4, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('developers_name_en_key').on(sql`lower(${table.nameEn})`),
    index('developers_created_at_idx').on(table.createdAt),
    index('developers_search_idx').using(
      'gin',
      sql`search_text(${table.nameEn} || chr(1) || ${table.nameAr}) gin_trgm_ops`,
    ),
    check('developers_protection_days_range', sql`${table.protectionDays} between 1 and 3650`),
    check('developers_commission_range', sql`${table.commission} between 0 and 20`),
  ],
);
