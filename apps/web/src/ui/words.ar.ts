import type { Translation } from '../i18n/books.ts';
import type { UiWords } from './words.ts';

const ar: Translation<UiWords> = {
  waiting: 'ينتظر منذ {time}',
  waited: 'انتظر {time}',
  overdue: 'متأخر',
  underHour: 'أقل من ساعة عمل',
  hours: {
    zero: '{count} ساعة عمل',
    one: 'ساعة عمل',
    two: 'ساعتي عمل',
    few: '{count} ساعات عمل',
    many: '{count} ساعة عمل',
    other: '{count} ساعة عمل',
  },
};
export default ar;
