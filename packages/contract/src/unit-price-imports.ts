import { z } from 'zod';
import { priceChangeSchema, priceDayField, priceVersionSchema } from './unit-prices.ts';

/**
 * A developer's price sheet (XLSX or CSV) imported into a project's price list (docs/decisions/551):
 * its columns mapped once per developer (remembered), the changes previewed old -> new, published
 * as a new version from a chosen day; the rows that cannot be read come back as a file with the
 * reason in a last column.
 */
export const priceImportPaths = {
  /** Multipart `file`: the sheet read; its headers and the developer's remembered mapping. */
  upload: '/api/units/:id/price_sheet',
  /** `{mapping}`: what the sheet would change, and the rows it cannot read. */
  preview: '/api/units/price_imports/:id/preview',
  /** `{mapping, effective_from}`: the new version; the mapping remembered for the developer. */
  publish: '/api/units/price_imports/:id/publish',
  /** `?format=csv|xlsx`: the unreadable rows as they came, with their reason last. */
  rejected: '/api/units/price_imports/:id/rejected',
} as const;

/** What a sheet's columns are mapped to; down payment and years may be left out. */
export const priceSheetFields = ['unit_type', 'area', 'price', 'down_payment', 'years'] as const;
export type PriceSheetField = (typeof priceSheetFields)[number];

export const priceImportMessages = {
  chooseSheet: 'Choose a price sheet (XLSX or CSV)', // ours
  sheetType: 'A price sheet must be an XLSX or CSV file', // ours
  sheetEmpty: 'The sheet has no rows under its header row', // ours
  sheetTooLong: 'A price sheet may have at most 2,000 rows', // ours
  sheetUnreadable: 'The sheet could not be read', // ours
  importNotFound: 'Price sheet import not found', // ours
  importPublished: 'This price sheet was already published', // ours
  columnRequired: 'Choose the column of the unit type, the area and the price', // ours
  columnUnknown: 'Choose a column of the sheet', // ours
  nothingRead: 'No row of the sheet could be read', // ours
  dateBeforeLatest: 'The new prices cannot start before the current ones', // ours
  dateInFuture: 'The new prices cannot start after today', // ours
  published: 'Price list published', // ours
  // The reasons a row comes back with, in its last column.
  typeMissing: 'The unit type is empty', // ours
  typeUnknown: 'The unit type is not one of the project types', // ours
  areaInvalid: 'The area is not a positive number', // ours
  priceInvalid: 'The price is not a whole number of EGP', // ours
  downPaymentInvalid: 'The down payment is not a percentage from 0 to 100', // ours
  yearsInvalid: 'The years are not a whole number from 0 to 30', // ours
  tooManyRows: 'The type already has 3 areas and prices', // ours
  tooManyPlans: 'The project already has 4 payment plans', // ours
} as const;

const columnName = z.string().trim().min(1, priceImportMessages.columnUnknown).max(200);
export const priceSheetMappingSchema = z.object({
  unit_type: columnName,
  area: columnName,
  price: columnName,
  down_payment: columnName.nullable().optional(),
  years: columnName.nullable().optional(),
});
export type PriceSheetMapping = z.infer<typeof priceSheetMappingSchema>;

export const priceImportIdParamsSchema = z.object({ id: z.uuid(priceImportMessages.importNotFound) });

export const priceUploadReplySchema = z.object({
  import_id: z.string(),
  headers: z.array(z.string()),
  rows: z.number().int(),
  /** The developer's remembered mapping when its columns are all in this sheet, else null. */
  mapping: priceSheetMappingSchema.nullable(),
});
export type PriceUploadReply = z.infer<typeof priceUploadReplySchema>;

export const pricePreviewBodySchema = z.object({ mapping: priceSheetMappingSchema });
export const rejectedRowSchema = z.object({ row: z.number().int(), reason: z.string() });
export const pricePreviewReplySchema = z.object({
  read: z.number().int(),
  rejected: z.array(rejectedRowSchema),
  changes: z.array(priceChangeSchema),
  /** The earliest day the new version may start from (the current one's), and the latest (today). */
  earliest: z.string().nullable(),
  today: z.string(),
});
export type PricePreviewReply = z.infer<typeof pricePreviewReplySchema>;

export const pricePublishBodySchema = z.object({
  mapping: priceSheetMappingSchema,
  effective_from: priceDayField,
});
export const pricePublishReplySchema = z.object({
  message: z.string(),
  version: priceVersionSchema,
  rejected: z.number().int(),
});
export const rejectedFileQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
