import { defineBook } from '../i18n/books.ts';

/** The shared queue pieces' words (service-clock.tsx), docs/decisions/288. */
const english = {
  waiting: 'Waiting {time}',
  waited: 'Waited {time}',
  overdue: 'Overdue',
  underHour: 'less than a working hour',
  hours: { one: '{count} working hour', other: '{count} working hours' },
};
export type UiWords = typeof english;

export const useUiWords = defineBook(english, () => import('./words.ar.ts'));
