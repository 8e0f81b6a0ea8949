import { defineBook } from '../../i18n/books.ts';

/** A project's price list with its history, on the project page (docs/decisions/550). */
const english = {
  pricesFrom: 'Prices from {date}',
  noPriceList: 'No price list yet',
  pricesNotLoaded: 'The price list could not be loaded',
  changesFrom: 'Changes from the prices of {date}',
  firstPriceList: 'The first price list of this project',
  'change.price': '{type}, row {row}: price',
  'change.area': '{type}, row {row}: area',
  'change.down_payment': 'Payment plan {row}: down payment',
  'change.years': 'Payment plan {row}: years',
  'change.type_added': '{type}: added',
  'change.type_removed': '{type}: removed',
  none: 'none',
  // Importing a developer's price sheet (docs/decisions/551).
  importSheet: 'Import price sheet',
  sheetFile: 'Price sheet',
  sheetHint: 'XLSX or CSV, its first row the column names',
  sheetRows: { one: '{count} row in the sheet', other: '{count} rows in the sheet' },
  mappingRemembered: "The developer's columns from its last sheet are chosen",
  'column.unit_type': 'Unit type column',
  'column.area': 'Area column',
  'column.price': 'Price column',
  'column.down_payment': 'Down payment column',
  'column.years': 'Years column',
  preview: 'Preview',
  rowsRead: { one: '{count} row read', other: '{count} rows read' },
  newPrices: 'The changes',
  noChanges: 'No price changes',
  rowsRejected: { one: '{count} row could not be read', other: '{count} rows could not be read' },
  rowReason: 'Row {row}: {reason}',
  downloadRejected: 'Download them ({format})',
  startsOn: 'New prices from',
  publish: 'Publish',
};
export type PriceWords = typeof english;

export const usePriceWords = defineBook(english, () => import('./price-words.ar.ts'));
