import type { Translation } from '../../i18n/books.ts';
import type { PasswordWords } from './words.ts';

const ar: Translation<PasswordWords> = {
  title: 'تغيير كلمة المرور',
  intro: 'تنتهي جلساتك الأخرى عند تغيير كلمة المرور؛ وتستمر هذه الجلسة.',
  oldPassword: 'كلمة المرور الحالية',
  newPassword: 'كلمة المرور الجديدة',
  confirmPassword: 'تأكيد كلمة المرور',
  submit: 'تغيير كلمة المرور',
};
export default ar;
