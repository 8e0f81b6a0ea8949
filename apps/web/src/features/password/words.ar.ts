import type { Translation } from '../../i18n/books.ts';
import type { PasswordWords } from './words.ts';

const ar: Translation<PasswordWords> = {
  title: 'تغيير كلمة المرور',
  intro: 'تنتهي جلساتك الأخرى عند تغيير كلمة المرور؛ وتستمر هذه الجلسة.',
  oldPassword: 'كلمة المرور الحالية',
  newPassword: 'كلمة المرور الجديدة',
  confirmPassword: 'تأكيد كلمة المرور',
  submit: 'تغيير كلمة المرور',
  twoFactor: 'التحقق بخطوتين',
  on: 'مفعّل',
  off: 'غير مفعّل',
  twoFactorRequired: 'التحقق بخطوتين مطلوب لكل المشرفين: فعّله للمتابعة.',
  keepCodes: 'احفظ رموز الاسترداد هذه في مكان آمن. كل رمز يُدخلك مرة واحدة إذا فقدت هاتفك؛ ولن تظهر مرة أخرى.',
  recoveryCodes: 'رموز الاسترداد',
  twoFactorIntro:
    'سجّل الدخول برمز من تطبيق المصادقة بالإضافة إلى كلمة المرور. تنتهي جلساتك الأخرى عند تفعيله.',
  yourPassword: 'كلمة المرور',
  turnOn: 'تفعيل التحقق بخطوتين',
  scan: 'امسح رمز QR هذا بتطبيق المصادقة، أو اكتب المفتاح.',
  qrCode: 'رمز QR لتطبيق المصادقة',
  key: 'المفتاح:',
  codeFromApp: 'الرمز من التطبيق',
  confirm: 'تأكيد',
};
export default ar;
