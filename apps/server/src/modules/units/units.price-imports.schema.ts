import type { PriceSheetMapping } from '@simsar/contract/unit-price-imports';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../../core/admins.schema.ts';
import { developers } from '../../core/developers.schema.ts';
import { units } from './units.schema.ts';

/**
 * A developer's price sheet read for a project (docs/decisions/551): its header row and rows as
 * text, kept between the preview and the publish, and for the file of the rows it could not read.
 * The sheet's file itself is not kept.
 */
export const unitPriceImports = pgTable(
  'unit_price_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    headers: text('headers').array().notNull(),
    rows: jsonb('rows').$type<{ line: number; cells: string[] }[]>().notNull(),
    /** The columns last previewed or published with, which the file of unread rows follows. */
    mapping: jsonb('mapping').$type<PriceSheetMapping>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('unit_price_imports_unit_idx').on(table.unitId, table.createdAt.desc())],
);

/** Each developer's sheet columns, remembered at a publish: the next sheet of theirs is mapped alike. */
export const developerSheetMappings = pgTable('developer_sheet_mappings', {
  developerId: uuid('developer_id')
    .primaryKey()
    .references(() => developers.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<PriceSheetMapping>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
