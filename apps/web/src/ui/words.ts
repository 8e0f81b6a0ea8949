import { defineBook } from '../i18n/books.ts';

/** The shared queue pieces' words (service-clock.tsx), docs/decisions/288. */
const english = {
  waiting: 'Waiting {time}',
  waited: 'Waited {time}',
  overdue: 'Overdue',
  minutes: { other: '{count} min' },
  hours: { other: '{count} h' },
  days: { other: '{count} d' },
};
export type UiWords = typeof english;

export const useUiWords = defineBook(english, () => import('./words.ar.ts'));
