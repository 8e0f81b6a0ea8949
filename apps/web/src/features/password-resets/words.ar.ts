import type { Translation } from '../../i18n/books.ts';
import type { PasswordResetsWords } from './words.ts';

const ar: Translation<PasswordResetsWords> = {
  title: 'إعادة تعيين كلمة المرور',
  phone: 'رقم الهاتف',
  sendTo: 'أرسل إلى',
  whatsApp: 'واتساب',
  createdAt: 'تاريخ الطلب',
  createdFor: '{date} ({name})',
  done: 'تم',
  notDone: 'لم يتم',
  openRequests: {
    zero: '{count} طلب مفتوح',
    one: 'طلب مفتوح واحد',
    two: 'طلبان مفتوحان',
    few: '{count} طلبات مفتوحة',
    many: '{count} طلبًا مفتوحًا',
    other: '{count} طلب مفتوح',
  },
  account: 'الحساب',
  accountOfPhone: 'حساب رقم الهاتف هذا',
  name: 'الاسم',
  type: 'النوع',
  email: 'البريد الإلكتروني',
  joined: 'تاريخ الانضمام',
  unknownPhone: 'رقم هاتف غير معروف: لا يوجد عضو بهذا الرقم.',
  nameDiffers: 'الاسم مختلف عن اسم الحساب',
  whatsAppsDiffer: 'أرقام الواتساب مختلفة',
  whatsAppsDifferText:
    'الطلبات فيها أرقام واتساب مختلفة: أرسل كلمة المرور الجديدة فقط إلى الرقم المسجّل به الحساب، {phone}.',
  newPasswordIs: 'كلمة المرور الجديدة: {password}',
  newPassword: 'كلمة مرور جديدة',
  newPasswordAsk:
    'تعيين كلمة مرور جديدة لـ {name} ({type}، {email})؟ سيتم تسجيل خروجه من التطبيقات في كل مكان، وعليه تغيير كلمة المرور المؤقتة هذه عند تسجيل الدخول التالي.',
  deleteRequest: 'حذف الطلب',
  deleteAsk: {
    zero: 'حذف طلبات {name}؟',
    one: 'حذف طلب {name}؟',
    two: 'حذف طلبَي {name}؟',
    few: 'حذف طلبات {name} الـ {count}؟',
    many: 'حذف طلبات {name} الـ {count}؟',
    other: 'حذف طلبات {name} الـ {count}؟',
  },
  delete: 'حذف',
};
export default ar;
