import type { Translation } from '../../../i18n/books.ts';
import type { NoticeWords } from './words.ts';

const ar: Translation<NoticeWords> = {
  notices: 'الإعلانات',
  askDeleteNotice: 'هل تريد حذف هذا الإعلان؟',
  title: 'العنوان',
};
export default ar;
