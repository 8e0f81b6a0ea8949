import { z } from 'zod';

/**
 * A console list as a file (GET /api/export/{list}?format=csv|xlsx&search=...&<the list's filter>):
 * the rows the list's screen holds for the caller, filtered and searched as it is, every one of
 * them, streamed.
 */
export const exportPaths = { list: '/api/export/:list' } as const;

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * Every export column's title in English and Arabic (docs/decisions/331): the file is written in the
 * language of the admin who asks for it. The server's columns are typed by these keys, so a column
 * without Arabic fails the typecheck.
 */
export const exportHeaders = {
  Accepted: 'تاريخ القبول',
  Action: 'الإجراء',
  Added: 'تاريخ الإضافة',
  Attempts: 'المحاولات',
  'Average score (%)': 'متوسط الدرجة (%)',
  Address: 'العنوان',
  Admin: 'المشرف',
  'Admin code': 'رمز المشرف',
  After: 'بعد',
  'Ban reason': 'سبب الحظر',
  Banned: 'محظور',
  Before: 'قبل',
  Broker: 'الوسيط',
  'Broker phone': 'هاتف الوسيط',
  Client: 'العميل',
  'Client id': 'رقم هوية العميل',
  'Client phone': 'هاتف العميل',
  'Commission (%)': 'العمولة (%)',
  Contact: 'للتواصل',
  'Contact person': 'مسؤول التواصل',
  Created: 'تاريخ الإنشاء',
  Date: 'التاريخ',
  'Deal value (EGP)': 'قيمة الصفقة (EGP)',
  Delivery: 'التسليم',
  Description: 'الوصف',
  Destination: 'الوجهة',
  Developer: 'المطوّر',
  'Developer (Arabic)': 'المطوّر (بالعربية)',
  'Earnings (EGP)': 'الأرباح (EGP)',
  'Expected (EGP)': 'المتوقع (EGP)',
  Email: 'البريد الإلكتروني',
  Filed: 'تاريخ التقديم',
  'Filed by': 'مقدّم الطلب',
  'Final value (EGP)': 'القيمة النهائية (EGP)',
  Finishing: 'التشطيب',
  'Incentive (%)': 'الحافز (%)',
  'Invitation code': 'رمز الدعوة',
  'Invoice amount (EGP)': 'مبلغ الفاتورة (EGP)',
  'Invoice number': 'رقم الفاتورة',
  Invited: 'عدد المدعوين',
  Item: 'العنصر',
  'Join date': 'تاريخ الانضمام',
  Kind: 'النوع',
  Location: 'الموقع',
  Member: 'العضو',
  'Member type': 'نوع العضو',
  Members: 'الأعضاء',
  Message: 'الرسالة',
  Moved: 'آخر نقل',
  'Protected until': 'محمي حتى',
  'Protection days': 'أيام الحماية',
  'Received (EGP)': 'المحصَّل (EGP)',
  State: 'الحالة',
  Projects: 'المشروعات',
  Questions: 'الأسئلة',
  Name: 'الاسم',
  Overdue: 'متأخر',
  Phone: 'الهاتف',
  Project: 'المشروع',
  'Project code': 'رمز المشروع',
  Rating: 'التقييم',
  'Sales name': 'اسم المبيعات',
  'Sales phone': 'هاتف المبيعات',
  'Same client with': 'نفس العميل مع',
  Sent: 'تاريخ الإرسال',
  'Shown in the apps': 'ظاهر في التطبيقات',
  Status: 'الحالة',
  'Super admin': 'مشرف عام',
  'Time (minutes)': 'الوقت (دقائق)',
  Type: 'النوع',
  Video: 'الفيديو',
  'Waited (minutes)': 'الانتظار (دقائق)',
  What: 'الموضوع',
  When: 'الوقت',
  'Work at': 'مكان العمل',
  'Years of experience': 'سنوات الخبرة',
} as const;
export type ExportHeader = keyof typeof exportHeaders;

/** A yes/no cell (a member banned, an item overdue) in each language. */
export const exportYesNo = { en: { yes: 'Yes', no: 'No' }, ar: { yes: 'نعم', no: 'لا' } } as const;

export const exportMessages = {
  formatInvalid: 'Choose CSV or XLSX',
  notExported: 'This list cannot be exported',
} as const;

export const exportParamsSchema = z.object({ list: z.string().regex(/^[a-z0-9_.-]{1,64}$/i) });

/** `format` and `search`; the rest of the query is the list's own filter, checked by the list. */
export const exportQuerySchema = z.looseObject({
  format: z.enum(exportFormats, exportMessages.formatInvalid),
  search: z.string().trim().max(100).optional(),
});

/**
 * The address of a list's export: the list's name, the format, and its search and filter as the
 * screen holds them (empty values left out).
 */
export function exportUrlOf(
  list: string,
  format: ExportFormat,
  query: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `${exportPaths.list.replace(':list', encodeURIComponent(list))}?${params}`;
}
