/**
 * The amenity catalogue (content-operations §3, console-core §3): 31 parallel English/Arabic
 * entries. A project's features_en and features_ar are chosen from here, pair by pair.
 */
export const featureCatalogue = [
  { en: 'Balcony', ar: 'بلكونة' },
  { en: 'Private Garden', ar: 'حديقة خاصة' },
  { en: 'Security', ar: 'أمن وحراسة' },
  { en: 'Parking', ar: 'موقف سيارات' },
  { en: 'Pool', ar: 'حمام سباحة' },
  { en: 'Plaza', ar: 'ساحة مفتوحة' },
  { en: 'Lagoons', ar: 'بحيرات صناعية' },
  { en: 'Water features', ar: 'مسطحات مائية' },
  { en: 'Club house', ar: 'نادٍ اجتماعي' },
  { en: 'Gym', ar: 'صالة ألعاب رياضية' },
  { en: 'Spa', ar: 'سبا' },
  { en: 'Golf', ar: 'ملعب جولف' },
  { en: 'Service apartment', ar: 'شقق فندقية' },
  { en: 'Furniture package', ar: 'باقة أثاث' },
  { en: 'Boutique hotel', ar: 'فندق بوتيك' },
  { en: 'Housekeeping', ar: 'خدمة تنظيف وإشراف داخلي' },
  { en: 'Kids area', ar: 'منطقة ألعاب أطفال' },
  { en: 'Gated community', ar: 'مجتمع سكني مسوّر' },
  { en: 'Security 24/7', ar: 'أمن على مدار الساعة' },
  { en: 'Lounges', ar: 'صالات استراحة' },
  { en: 'Mosque', ar: 'مسجد' },
  { en: 'Sport club', ar: 'نادٍ رياضي' },
  { en: 'Gardens', ar: 'حدائق' },
  { en: 'Co-working spaces', ar: 'مساحات عمل مشتركة' },
  { en: 'Commercial area', ar: 'منطقة تجارية' },
  { en: 'Infinity pool', ar: 'حمام سباحة إنفينيتي' },
  { en: 'Landscape', ar: 'مساحات خضراء منسقة' },
  { en: 'Rental authorization', ar: 'تصريح بالتأجير' },
  { en: 'Mandatory rent', ar: 'إيجار إلزامي' },
  { en: 'Underground parking', ar: 'جراج تحت الأرض' },
  { en: 'Facility and property management', ar: 'إدارة المرافق والعقارات' },
] as const satisfies readonly { en: string; ar: string }[];

export type FeatureEn = (typeof featureCatalogue)[number]['en'];

const arabicOf = new Map<string, string>(featureCatalogue.map((feature) => [feature.en, feature.ar]));

/** The Arabic counterpart of an English feature, or undefined when it is not in the catalogue. */
export function featureArabic(en: string): string | undefined {
  return arabicOf.get(en);
}
