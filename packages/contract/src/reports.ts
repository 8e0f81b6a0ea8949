import { z } from 'zod';
import { dayField } from './fields.ts';
import type { ClockedQueue } from './queue-lists.ts';
import type { UserType } from './users.ts';

/**
 * The reports (docs/decisions/510): each chart is one row here, its one name, its title in both
 * languages and its columns; the server's query, the reply's schema, the console's chart and table
 * and the XLSX download all follow from the row. A column's `kind` says how it is shown: `label` is
 * the chart's category (a month, a week, a name), `count` a whole number, `money` EGP as an exact
 * decimal string, `hours` working hours with one decimal, `share` a fraction 0..1.
 */
export type ReportColumnKind = 'label' | 'text' | 'count' | 'money' | 'hours' | 'share';
/** `drawn: false`: a column of the table and the file only, not a bar (a share's own counts). */
export type ReportColumn = { key: string; kind: ReportColumnKind; en: string; ar: string; drawn?: false };

function column<const K extends string>(key: K, kind: ReportColumnKind, en: string, ar: string) {
  return { key, kind, en, ar } as const;
}
const tableOnly = <C extends ReportColumn>(one: C) => ({ ...one, drawn: false }) as const;

/** The top-business charts' columns: one name, how many accepted deals, their value. */
const topColumns = (en: string, ar: string) =>
  [
    column('name', 'label', en, ar),
    column('deals', 'count', 'Deals accepted', 'الصفقات المقبولة'),
    column('value', 'money', 'Deal value (EGP)', 'قيمة الصفقات (ج.م)'),
  ] as const;

/** The response charts' columns beside their label (a queue, or an admin and queue). */
const responseColumns = [
  column('items', 'count', 'Items filed', 'العناصر المقدمة'),
  column('moved', 'count', 'Moved', 'تم التعامل'),
  column('median_hours', 'hours', 'Median (hours)', 'الوسيط (ساعات)'),
  column('p90_hours', 'hours', '90th percentile (hours)', 'المئين 90 (ساعات)'),
  column('within_target', 'share', 'Within target', 'ضمن المستهدف'),
  // The share's own counts: moved within the target, of those decided (moved, or waiting past it).
  tableOnly(column('in_target', 'count', 'Moved within target', 'تم التعامل ضمن المستهدف')),
  tableOnly(column('decided', 'count', 'Decided', 'تم حسمها')),
] as const;

export const reportRows = [
  {
    chart: 'pipeline',
    group: 'pipeline',
    en: 'Pipeline by month',
    ar: 'المسار شهريًا',
    draw: 'bars',
    columns: [
      column('month', 'label', 'Month', 'الشهر'),
      column('forms', 'count', 'Forms filed', 'النماذج المقدمة'),
      column('deals', 'count', 'Deals accepted', 'الصفقات المقبولة'),
      column('cil_accepted', 'count', 'CIL accepted', 'خطابات التعريف المقبولة'),
      column('cil_rejected', 'count', 'CIL rejected', 'خطابات التعريف المرفوضة'),
      column('deal_value', 'money', 'Deal value accepted (EGP)', 'قيمة الصفقات المقبولة (ج.م)'),
    ],
  },
  {
    chart: 'commission',
    group: 'commission',
    en: 'Commission by month',
    ar: 'العمولة شهريًا',
    draw: 'bars',
    columns: [
      column('month', 'label', 'Month', 'الشهر'),
      column('expected', 'money', 'Expected (EGP)', 'المتوقعة (ج.م)'),
      column('added', 'money', "Added to brokers' earnings (EGP)", 'المضافة لأرباح الوسطاء (ج.م)'),
    ],
  },
  {
    chart: 'top_brokers',
    group: 'business',
    en: 'Top brokers',
    ar: 'أفضل الوسطاء',
    draw: 'bars',
    columns: topColumns('Broker', 'الوسيط'),
  },
  {
    chart: 'top_franchises',
    group: 'business',
    en: 'Top franchises',
    ar: 'أفضل الفروع',
    draw: 'bars',
    columns: topColumns('Franchise', 'الفرع'),
  },
  {
    chart: 'top_projects',
    group: 'business',
    en: 'Top projects',
    ar: 'أفضل المشروعات',
    draw: 'bars',
    columns: topColumns('Project', 'المشروع'),
  },
  {
    chart: 'top_developers',
    group: 'business',
    en: 'Top developers',
    ar: 'أفضل المطورين',
    draw: 'bars',
    columns: topColumns('Developer', 'المطور'),
  },
  {
    chart: 'response_queues',
    group: 'response',
    en: 'Response times by queue',
    ar: 'أوقات الاستجابة حسب القائمة',
    draw: 'bars',
    columns: [column('queue', 'label', 'Queue', 'القائمة'), ...responseColumns],
  },
  {
    chart: 'response_admins',
    group: 'response',
    en: 'Response times by admin',
    ar: 'أوقات الاستجابة حسب المشرف',
    draw: 'bars',
    // Each admin by the first moves they made, each judged by its own queue's target.
    columns: [column('admin', 'label', 'Admin', 'المشرف'), ...responseColumns.slice(1)],
  },
  {
    chart: 'members_joined',
    group: 'members',
    en: 'Members joined by week',
    ar: 'الأعضاء المنضمون أسبوعيًا',
    draw: 'bars',
    columns: [
      column('week', 'label', 'Week of', 'أسبوع'),
      column('brokers', 'count', 'Brokers', 'الوسطاء'),
      column('clients', 'count', 'Clients', 'العملاء'),
      column('franchises', 'count', 'Franchises', 'الفروع'),
    ],
  },
  {
    chart: 'members_now',
    group: 'members',
    en: 'Members now',
    ar: 'الأعضاء الآن',
    draw: 'bars',
    columns: [
      column('type', 'label', 'Type', 'النوع'),
      column('accepted', 'count', 'Accepted', 'مقبول'),
      column('pending', 'count', 'Pending', 'قيد الانتظار'),
      column('banned', 'count', 'Banned', 'محظور'),
      column('removed', 'count', 'Removed', 'محذوف'),
    ],
  },
] as const satisfies readonly {
  chart: string;
  group: 'pipeline' | 'commission' | 'business' | 'response' | 'members';
  en: string;
  ar: string;
  draw: 'bars';
  columns: readonly ReportColumn[];
}[];

export type ReportRow = (typeof reportRows)[number];
export type ReportChart = ReportRow['chart'];
export type ReportGroup = ReportRow['group'];
export const reportCharts = reportRows.map((row) => row.chart) as [ReportChart, ...ReportChart[]];
export const reportGroups = ['pipeline', 'commission', 'business', 'response', 'members'] as const;

export function reportRowOf(chart: ReportChart): ReportRow {
  return reportRows.find((row) => row.chart === chart) as ReportRow;
}

/**
 * Each chart's two paths, fixed (no parameter): GET /api/reports/{chart}, its rows as JSON, and
 * /api/reports/{chart}.xlsx, the same rows as XLSX.
 */
export const reportPaths = Object.fromEntries(
  reportCharts.map((chart) => [chart, { json: `/api/reports/${chart}`, xlsx: `/api/reports/${chart}.xlsx` }]),
) as Record<ReportChart, { json: string; xlsx: string }>;

export const reportMessages = {
  fromInvalid: 'Enter the first day as YYYY-MM-DD',
  toInvalid: 'Enter the last day as YYYY-MM-DD',
  rangeInvalid: 'The last day must not be before the first',
  rangeTooLong: 'Choose at most three years',
  adminInvalid: 'Choose an admin from the list',
  adminSuperOnly: 'Only a super admin may pick another admin',
  textTooLong: 'At most 100 characters',
} as const;

/** The longest range a report covers: three years of days. */
export const reportMostDays = 3 * 366;

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const filterText = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(100, reportMessages.textTooLong).optional(),
);

/**
 * Every report's filters (the address holds them on the console): the first and last day (local
 * days of the brokerage's time zone, both counted), an admin (a super admin's choice; an ordinary
 * admin always sees their own members' items), a project (its code, as filed) and a developer (the
 * developer's name as filed).
 */
export const reportQuerySchema = z
  .object({
    from: dayField(reportMessages.fromInvalid),
    to: dayField(reportMessages.toInvalid),
    admin: z.preprocess(emptyToUndefined, z.uuid(reportMessages.adminInvalid).optional()),
    project: filterText,
    developer: filterText,
  })
  .refine((query) => query.from <= query.to, { message: reportMessages.rangeInvalid, path: ['to'] })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < reportMostDays, {
    message: reportMessages.rangeTooLong,
    path: ['to'],
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

const cellSchemaOf = (kind: ReportColumnKind) =>
  kind === 'count'
    ? z.number().int().min(0)
    : kind === 'hours' || kind === 'share'
      ? z.number().min(0).nullable()
      : z.string();

/** A chart's reply: exactly its rows, each holding its columns. */
export function reportReplySchemaOf(chart: ReportChart) {
  const row = reportRowOf(chart);
  return z.object({
    rows: z.array(z.object(Object.fromEntries(row.columns.map((col) => [col.key, cellSchemaOf(col.kind)])))),
  });
}
export type ReportCell = string | number | null;
export type ReportReply = { rows: Record<string, ReportCell>[] };

/**
 * The words a report's cells carry as names (a queue's one name, a member type): a report's reply
 * holds the name, the console's table and chart and the XLSX show these words, in the asking
 * admin's language. Typed by the queues' and types' lists: a queue added without its words fails
 * the typecheck.
 */
export const reportQueueWords: Record<ClockedQueue, { en: string; ar: string }> = {
  form: { en: 'Forms', ar: 'النماذج' },
  cil: { en: 'CIL', ar: 'خطابات تعريف العملاء' },
  deal: { en: 'Deals', ar: 'الصفقات' },
  disputes: { en: 'Disputes', ar: 'النزاعات' },
  request_franchises: { en: 'Franchise requests', ar: 'طلبات الانضمام كفرع' },
  property_consultant: { en: 'Property consultant', ar: 'مستشار عقاري' },
  contact_sales: { en: 'Contact sales', ar: 'التواصل مع المبيعات' },
  request_media: { en: 'Media buying', ar: 'شراء الإعلانات' },
  request_organic_leads: { en: 'Organic leads', ar: 'العملاء المحتملون' },
  feedback: { en: 'Feedback', ar: 'الآراء' },
};

export const reportTypeWords: Record<UserType, { en: string; ar: string }> = {
  Broker: { en: 'Brokers', ar: 'الوسطاء' },
  Client: { en: 'Clients', ar: 'العملاء' },
  Franchise: { en: 'Franchises', ar: 'الفروع' },
};

/** A cell's words in a language: a queue's or type's name translated, any other text as it is. */
export function reportNameIn(language: 'en' | 'ar', value: string): string {
  const words =
    (reportQueueWords as Record<string, { en: string; ar: string }>)[value] ??
    (reportTypeWords as Record<string, { en: string; ar: string }>)[value];
  return words ? words[language] : value;
}
