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
};
export type PriceWords = typeof english;

export const usePriceWords = defineBook(english, () => import('./price-words.ar.ts'));
