import { defineBook } from '../../i18n/books.ts';

/** The Franchises screen's words (docs/decisions/288). */
const english = {
  title: 'Franchises',
  accept: 'Franchises',
  removed: 'Removed franchises',
  notification: 'Notification for franchises',
};
export type FranchiseWords = typeof english;

export const useFranchiseWords = defineBook(english, () => import('./words.ar.ts'));
