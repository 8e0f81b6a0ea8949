import type { Translation } from '../../i18n/books.ts';
import type { ListTableWords } from './words.ts';

const ar: Translation<ListTableWords> = {
  view: 'العرض',
  cards: 'بطاقات',
  table: 'جدول',
  columns: 'الأعمدة',
  sortBy: 'ترتيب حسب {column}',
  pageOf: 'صفحة {page} من {pages}',
  rowsPerPage: 'صفوف في الصفحة',
  pages: 'الصفحات',
  filters: 'عوامل التصفية',
  clearFilters: 'مسح عوامل التصفية',
  any: 'الكل',
  from: 'من',
  admin: 'المشرف',
  filedFrom: 'مقدَّم من',
  filedTo: 'مقدَّم حتى',
  to: 'إلى',
};
export default ar;
