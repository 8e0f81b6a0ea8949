import type { Translation } from '../i18n/books.ts';
import type { UiWords } from './words.ts';

const ar: Translation<UiWords> = {
  waiting: 'ينتظر منذ {time}',
  waited: 'انتظر {time}',
  overdue: 'متأخر',
  minutes: {
    zero: 'لحظات',
    one: 'دقيقة',
    two: 'دقيقتين',
    few: '{count} دقائق',
    many: '{count} دقيقة',
    other: '{count} دقيقة',
  },
  hours: {
    zero: '{count} ساعة',
    one: 'ساعة',
    two: 'ساعتين',
    few: '{count} ساعات',
    many: '{count} ساعة',
    other: '{count} ساعة',
  },
  days: {
    zero: '{count} يوم',
    one: 'يوم',
    two: 'يومين',
    few: '{count} أيام',
    many: '{count} يومًا',
    other: '{count} يوم',
  },
};
export default ar;
