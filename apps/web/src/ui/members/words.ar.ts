import type { Translation } from '../../i18n/books.ts';
import type { MemberWords } from './words.ts';

const ar: Translation<MemberWords> = {
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  joinDate: 'تاريخ الانضمام',
  admin: 'المشرف',
  notAssigned: 'بدون مشرف',
  banned: 'محظور',
  banReason: 'السبب: {reason}',
  history: 'السجل',
  loadingAdmins: 'جارٍ تحميل المشرفين…',
  chooseAdmin: 'اختر مشرفًا',
  ban: 'حظر',
  reason: 'السبب',
  bulkReasonHint: 'يظهر على كل بطاقة وفي السجل ويُرسل إلى تطبيق كل عضو',
};
export default ar;
