import { defineBook } from '../../i18n/books.ts';

/** The Clients screen's words (docs/decisions/288). */
const english = {
  title: 'Clients',
  accept: 'Clients',
  removed: 'Removed clients',
  notification: 'Notification for clients',
};
export type ClientWords = typeof english;

export const useClientWords = defineBook(english, () => import('./words.ar.ts'));
