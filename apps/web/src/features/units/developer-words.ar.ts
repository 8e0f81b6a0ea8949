import type { Translation } from '../../i18n/books.ts';
import type { DeveloperWords } from './developer-words.ts';

const ar: Translation<DeveloperWords> = {
  developers: 'المطوّرون',
  addDeveloper: 'إضافة مطوّر',
  editDeveloper: 'تعديل المطوّر',
  searchDevelopers: 'البحث في المطوّرين',
  searchPlaceholder: 'الاسم أو مسؤول التواصل أو الهاتف',
  nameEn: 'الاسم (بالإنجليزية)',
  nameAr: 'الاسم (بالعربية)',
  contactPerson: 'مسؤول التواصل',
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  protectionDays: 'أيام حماية التعريف بالعميل',
  protectionHint: 'فارغ: الافتراضي في إعدادات النظام (تبويب النظام)',
  protectionDefault: '{days} يومًا (افتراضي النظام)',
  protectionOwn: '{days} يومًا',
  commission: 'العمولة (%)',
  noCommission: 'غير محددة',
  projects: {
    zero: 'لا مشروعات',
    one: 'مشروع واحد',
    two: 'مشروعان',
    few: '{count} مشروعات',
    many: '{count} مشروعًا',
    other: '{count} مشروع',
  },
  edit: 'تعديل',
  delete: 'حذف',
  deleteAsk: 'حذف {name}؟',
  chooseDeveloper: 'اختر مطوّرًا',
  notFound: 'لا نتائج',
};
export default ar;
