import type { Translation } from '../../../i18n/books.ts';
import type { BrochureWords } from './words.ts';

const ar: Translation<BrochureWords> = {
  brochures: 'الكتيبات',
  askDeleteBrochure: 'هل تريد حذف هذا الكتيب؟',
  title_en: 'العنوان بالإنجليزية',
  title_ar: 'العنوان بالعربية',
  pdf: 'ملف PDF',
  published: 'منشور',
};
export default ar;

/** The brochures' screen title and tabs, for the content book (the test build's words.with-examples.ar.ts). */
export const brochureScreenAr = {
  'brochure.title': 'الكتيبات',
  'brochure.add': 'إضافة كتيب',
  'brochure.view': 'الكتيبات',
};
