import type { BookEntries } from '../i18n/books.ts';
import { queuesAr } from '../i18n/queues.ar.ts';

/** Each queue's words, title and tabs, from its Arabic (i18n/queues.ar.ts), by queue-words.ts's keys. */
function queueEntries(): BookEntries {
  const entries: BookEntries = {};
  for (const [kind, arabic] of Object.entries(queuesAr)) {
    entries[`words.${kind}`] = arabic.words;
    if (arabic.title) entries[`title.${kind}`] = arabic.title;
    for (const [page, title] of Object.entries(arabic.tabs ?? {})) entries[`tab.${kind}.${page}`] = title;
  }
  return entries;
}

/** The queues' words in Arabic, by the keys queue-words.ts makes from the contract's rows. */
const ar: BookEntries = {
  ...queueEntries(),

  'state.new': 'جديد',
  'state.pending': 'معلّق',
  'state.accept': 'مقبول',
  'state.rejected': 'مرفوض',

  'move.Accept': 'قبول',
  'move.Reject': 'رفض',
  'move.Non done': 'إعادة إلى الجديدة',
  'move.Done': 'تم الإنجاز',
  'move.Pending': 'تعليق',
  'move.Delete': 'حذف',
  'move.Keep first': 'إبقاء الأول',
  'move.Give to second': 'إعطاء الثاني',
  'move.Split': 'تقسيم',

  'status.new': 'جديد',
  'status.pending': 'معلّق',
  'status.accept': 'مقبول',
  'status.accepted': 'مقبول',
  'status.rejected': 'مرفوض',
  'status.non_done': 'غير منجز',
  'status.done': 'منجز',
  'status.active': 'نشط',
  'status.removed': 'محذوف',

  'count.request': {
    zero: '{count} طلب',
    one: 'طلب واحد',
    two: 'طلبان',
    few: '{count} طلبات',
    many: '{count} طلبًا',
    other: '{count} طلب',
  },
  'count.broker': {
    zero: '{count} وسيط',
    one: 'وسيط واحد',
    two: 'وسيطان',
    few: '{count} وسطاء',
    many: '{count} وسيطًا',
    other: '{count} وسيط',
  },
  'count.client': {
    zero: '{count} عميل',
    one: 'عميل واحد',
    two: 'عميلان',
    few: '{count} عملاء',
    many: '{count} عميلًا',
    other: '{count} عميل',
  },
  'count.franchise': {
    zero: '{count} فرع',
    one: 'فرع واحد',
    two: 'فرعان',
    few: '{count} فروع',
    many: '{count} فرعًا',
    other: '{count} فرع',
  },
  'count.form': {
    zero: '{count} نموذج',
    one: 'نموذج واحد',
    two: 'نموذجان',
    few: '{count} نماذج',
    many: '{count} نموذجًا',
    other: '{count} نموذج',
  },
  'count.deal': {
    zero: '{count} صفقة',
    one: 'صفقة واحدة',
    two: 'صفقتان',
    few: '{count} صفقات',
    many: '{count} صفقةً',
    other: '{count} صفقة',
  },
  'count.CIL': {
    zero: '{count} خطاب',
    one: 'خطاب واحد',
    two: 'خطابان',
    few: '{count} خطابات',
    many: '{count} خطابًا',
    other: '{count} خطاب',
  },
  searchTab: 'بحث في {tab}',
  submissionSearch: 'الوسيط أو العميل أو المشروع',
};
export default ar;
