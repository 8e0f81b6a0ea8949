import type { Translation } from '../../i18n/books.ts';
import type { PriceWords } from './price-words.ts';

const ar: Translation<PriceWords> = {
  pricesFrom: 'الأسعار من {date}',
  noPriceList: 'لا توجد قائمة أسعار بعد',
  pricesNotLoaded: 'تعذّر تحميل قائمة الأسعار',
  changesFrom: 'التغييرات عن أسعار {date}',
  firstPriceList: 'أول قائمة أسعار لهذا المشروع',
  'change.price': '{type}، الصف {row}: السعر',
  'change.area': '{type}، الصف {row}: المساحة',
  'change.down_payment': 'خطة السداد {row}: المقدم',
  'change.years': 'خطة السداد {row}: السنوات',
  'change.type_added': '{type}: أضيف',
  'change.type_removed': '{type}: حُذف',
  none: 'لا شيء',
};
export default ar;
