import type { Translation } from '../../i18n/books.ts';
import type { MailWords } from './words.ts';

const ar: Translation<MailWords> = {
  title: 'إشعارات البريد الإلكتروني',
  sentTo: 'تُرسل إلى {email}. اختر لكل منها: فورًا، أو في ملخص يومي واحد، أو لا شيء.',
  notSending:
    'لا يرسل هذا الخادم أي بريد إلكتروني (لم يُضبط خادم بريد: {setting}). تُحفظ اختياراتك إلى أن يُضبط.',
  'event.assignment': 'عضو أُسند إليك',
  'event.mention': 'إشارة إليك في ملاحظة',
  'event.overdue': 'عنصر لأحد أعضائك تجاوز هدفه',
  'event.password_reset': 'كلمة مرور عيّنها لك مشرف عام',
  'event.two_factor': 'تفعيل التحقق بخطوتين لحسابك أو إيقافه',
  'delivery.now': 'فورًا',
  'delivery.digest': 'ملخص يومي',
  'delivery.off': 'إيقاف',
  overdueSummary: 'ملخص يومي بالمتأخر، حسب القائمة وحسب المشرف',
  loading: 'جارٍ تحميل اختيارات البريد الإلكتروني…',
};

export default ar;
