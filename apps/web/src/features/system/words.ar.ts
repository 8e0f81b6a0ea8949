import type { Translation } from '../../i18n/books.ts';
import type { SystemWords } from './words.ts';

const ar: Translation<SystemWords> = {
  title: 'النظام',
  intro: 'إعدادات عامة تستخدمها التطبيقات.',
  loading: 'جارٍ تحميل الإعدادات',
  notLoaded: 'لم يتم تحميل الإعدادات',
  tryAgain: 'حاول مرة أخرى',
  taxes: 'الضرائب',
  appTaxes: 'ضرائب التطبيق',
  activeUsers: 'الأعضاء النشطون',
  salesAmount: 'قيمة المبيعات',
  discount: 'خصم {product}',
  lastSaved: 'آخر حفظ {when}',
  save: 'حفظ',
  targets: 'أهداف الخدمة (بالساعات)',
  targetsHelp: 'العنصر المنتظر بعد تجاوز هدف قائمته يُعلَّم كمتأخر.',
  rule: 'قاعدة التوزيع',
  ruleHelp: 'أي مشرف عادي يتسلّم عضوًا لم يُسنَد إلى مشرف. العناصر المفتوحة هي ما ينتظر في قوائم المشرف.',
  requireTwoFactor: 'إلزام كل المشرفين بالتحقق بخطوتين',
  requireTwoFactorHelp: 'المشرف الذي لم يفعّله لا يستطيع إلا تفعيله (من تبويب تغيير كلمة المرور) حتى يفعّله.',
};
export default ar;
