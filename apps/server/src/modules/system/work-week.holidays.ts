import type { Holiday } from '@simsar/contract/work-week';

/**
 * Egypt's official public holidays of 2026 and 2027, the list a new installation starts from
 * (docs/decisions/491). The fixed-date ones are those of the labour law and the cabinet's yearly
 * decrees; the Islamic ones are the expected dates (astronomical calculation), which the Dar
 * al-Ifta confirms by the moon's sighting a day or so before: staff correct them, and add the days
 * the cabinet moves or adds, in System.
 */
export const egyptHolidays: readonly Holiday[] = [
  { date: '2026-01-07', name: 'Coptic Christmas', name_ar: 'عيد الميلاد المجيد' },
  { date: '2026-01-25', name: 'January 25 Revolution and Police Day', name_ar: 'ثورة 25 يناير وعيد الشرطة' },
  { date: '2026-03-20', name: 'Eid al-Fitr', name_ar: 'عيد الفطر' },
  { date: '2026-03-21', name: 'Eid al-Fitr (second day)', name_ar: 'عيد الفطر (اليوم الثاني)' },
  { date: '2026-03-22', name: 'Eid al-Fitr (third day)', name_ar: 'عيد الفطر (اليوم الثالث)' },
  { date: '2026-04-13', name: 'Sham El-Nessim', name_ar: 'شم النسيم' },
  { date: '2026-04-25', name: 'Sinai Liberation Day', name_ar: 'عيد تحرير سيناء' },
  { date: '2026-05-01', name: 'Labour Day', name_ar: 'عيد العمال' },
  { date: '2026-05-26', name: 'Arafat Day', name_ar: 'وقفة عرفات' },
  { date: '2026-05-27', name: 'Eid al-Adha', name_ar: 'عيد الأضحى' },
  { date: '2026-05-28', name: 'Eid al-Adha (second day)', name_ar: 'عيد الأضحى (اليوم الثاني)' },
  { date: '2026-05-29', name: 'Eid al-Adha (third day)', name_ar: 'عيد الأضحى (اليوم الثالث)' },
  { date: '2026-06-16', name: 'Islamic New Year', name_ar: 'رأس السنة الهجرية' },
  { date: '2026-06-30', name: 'June 30 Revolution', name_ar: 'ثورة 30 يونيو' },
  { date: '2026-07-23', name: 'July 23 Revolution', name_ar: 'ثورة 23 يوليو' },
  { date: '2026-08-25', name: "Prophet's Birthday", name_ar: 'المولد النبوي الشريف' },
  { date: '2026-10-06', name: 'Armed Forces Day', name_ar: 'عيد القوات المسلحة' },
  { date: '2027-01-07', name: 'Coptic Christmas', name_ar: 'عيد الميلاد المجيد' },
  { date: '2027-01-25', name: 'January 25 Revolution and Police Day', name_ar: 'ثورة 25 يناير وعيد الشرطة' },
  { date: '2027-03-09', name: 'Eid al-Fitr', name_ar: 'عيد الفطر' },
  { date: '2027-03-10', name: 'Eid al-Fitr (second day)', name_ar: 'عيد الفطر (اليوم الثاني)' },
  { date: '2027-03-11', name: 'Eid al-Fitr (third day)', name_ar: 'عيد الفطر (اليوم الثالث)' },
  { date: '2027-04-25', name: 'Sinai Liberation Day', name_ar: 'عيد تحرير سيناء' },
  { date: '2027-05-01', name: 'Labour Day', name_ar: 'عيد العمال' },
  { date: '2027-05-03', name: 'Sham El-Nessim', name_ar: 'شم النسيم' },
  { date: '2027-05-15', name: 'Arafat Day', name_ar: 'وقفة عرفات' },
  { date: '2027-05-16', name: 'Eid al-Adha', name_ar: 'عيد الأضحى' },
  { date: '2027-05-17', name: 'Eid al-Adha (second day)', name_ar: 'عيد الأضحى (اليوم الثاني)' },
  { date: '2027-05-18', name: 'Eid al-Adha (third day)', name_ar: 'عيد الأضحى (اليوم الثالث)' },
  { date: '2027-06-06', name: 'Islamic New Year', name_ar: 'رأس السنة الهجرية' },
  { date: '2027-06-30', name: 'June 30 Revolution', name_ar: 'ثورة 30 يونيو' },
  { date: '2027-07-23', name: 'July 23 Revolution', name_ar: 'ثورة 23 يوليو' },
  { date: '2027-08-14', name: "Prophet's Birthday", name_ar: 'المولد النبوي الشريف' },
  { date: '2027-10-06', name: 'Armed Forces Day', name_ar: 'عيد القوات المسلحة' },
];
