import type { Translation } from '../../i18n/books.ts';
import type { SearchWords } from './words.ts';

const ar: Translation<SearchWords> = {
  open: 'البحث في كل شيء',
  shortcut: 'بحث',
  keys: 'Ctrl+K',
  placeholder: 'الاسم أو البريد الإلكتروني أو الهاتف أو الكود',
  hits: 'نتائج البحث',
  'group.members': 'الأعضاء',
  'group.admins': 'المشرفون',
  'group.projects': 'المشروعات',
  'group.items': 'عناصر الطوابير',
  admin: 'مشرف',
  project: 'مشروع',
  'status.active': 'نشط',
  'status.removed': 'محذوف',
  'status.pending': 'قيد الانتظار',
  tooShort: 'اكتب 3 أحرف على الأقل، أو رقم هاتف',
  nothing: 'لا نتائج لـ «{term}»',
  searching: 'جارٍ البحث…',
  howTo: '↑ ↓ للاختيار، Enter للفتح، Esc للإغلاق',
};
export default ar;
