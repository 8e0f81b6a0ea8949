import type { Translation } from '../../i18n/books.ts';
import type { RequestsWords } from './words.ts';

const ar: Translation<RequestsWords> = {
  request: 'طلب',
  member: 'العضو',
  filed: 'تاريخ الإرسال',
  aRequest: 'طلب',
  photoOf: 'صورة {name}',
  phone: 'رقم الهاتف',
  email: 'البريد الإلكتروني',
  type: 'النوع',
  contact: 'جهة الاتصال',
  rate: 'التقييم',
  rateOf: 'التقييم {rate} من 5',
  project: 'المشروع',
  location: 'الموقع',
  about: 'الوصف',
  openLocation: 'فتح الموقع',
  message: 'الرسالة',
  sent: 'أُرسل في {date}',
  moveAsk: '{move} هذا الطلب؟',
  moveAskNamed: '{move} طلب {name}؟',
  remove: 'حذف',
  splitAsk: 'تقسيم العميل بين الوسيطين. ما نصيب الوسيط الأول؟',
  firstShare: 'نصيب الوسيط الأول (%)',
  secondShare: 'للوسيط الثاني {share}%',
  removeAsk: 'حذف هذا الطلب؟ لا يمكن استرجاعه.',
  removeAskNamed: 'حذف طلب {name}؟ لا يمكن استرجاعه.',
};
export default ar;
