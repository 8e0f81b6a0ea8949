import type { Translation } from '../../i18n/books.ts';
import type { MemberPageWords } from './words.ts';

const ar: Translation<MemberPageWords> = {
  loading: 'جارٍ تحميل العضو',
  notLoaded: 'تعذّر عرض العضو',
  back: 'رجوع',
  invitedBy: 'دعاه',
  invitedByNone: 'انضم دون دعوة',
  invited: 'الأعضاء المدعوون',
  invitedCount: {
    zero: 'لم ينضم أحد بكوده',
    one: 'انضم عضو واحد بكوده',
    two: 'انضم عضوان بكوده',
    few: 'انضم {count} أعضاء بكوده',
    many: 'انضم {count} عضوًا بكوده',
    other: 'انضم {count} عضو بكوده',
  },
  invitedNone: 'لم ينضم أحد بكوده بعد',
  items: 'ما أرسله',
  itemsCount: {
    zero: 'لا عناصر',
    one: 'عنصر واحد في كل الطوابير',
    two: 'عنصران في كل الطوابير',
    few: '{count} عناصر في كل الطوابير',
    many: '{count} عنصرًا في كل الطوابير',
    other: '{count} عنصر في كل الطوابير',
  },
  itemsNone: 'لم يرسل شيئًا بعد',
  newestShown: 'تُعرض أحدث {shown}',
  queue: 'الطابور',
  state: 'الحالة',
  filed: 'أُرسل',
  open: 'فتح',
  asClient: 'يذكره عميلًا',
  earnings: 'الأرباح',
  history: 'السجل',
  historyAudit: 'كل تغيير على هذا العضو في سجل التغييرات',
  notes: 'الملاحظات',
  nationalId: 'الرقم القومي',
  nationalIdMasked: 'لا يظهر للمشرفين العاديين إلا آخر أربعة أرقام منه',
};
export default ar;
