import type { QueueKind } from '@simsar/contract/queue-kinds';

/**
 * Each queue's Arabic, all of it, by its one name (docs/decisions/380): what sentences call it, its
 * home card, its audit kind (when audited under its own name), and a listed queue's screen title and
 * tabs by page. The queues' words (ui/queue-words.ar.ts), the home cards (catalogue-ar.ts) and the
 * audit filter (features/audit) read it; a row without its entry fails the typecheck, a tab without
 * its title ui/queue-words.test.tsx. A queue's own fields carry their Arabic on the row.
 */
export type QueueArabic = {
  words: string;
  card: { title: string; description: string };
  audit?: string;
  title?: string;
  tabs?: Record<string, string>;
};

export const queuesAr: Record<QueueKind, QueueArabic> = {
  pending_brokers: {
    words: 'الوسطاء المنتظرون',
    card: { title: 'الوسطاء', description: 'الوسطاء المقبولون والمنتظرون' },
  },
  password_reset: {
    words: 'طلبات إعادة تعيين كلمة المرور',
    card: { title: 'إعادة تعيين كلمة المرور', description: 'طلبات إعادة تعيين كلمة المرور' },
    audit: 'طلب إعادة تعيين كلمة المرور',
  },
  form: {
    words: 'النماذج',
    card: { title: 'النماذج', description: 'نماذج أرسلها الوسطاء' },
    audit: 'نموذج',
    title: 'النماذج',
    tabs: { 'new': 'النماذج الجديدة', pending: 'النماذج المعلّقة', accept: 'النماذج المقبولة' },
  },
  cil: {
    words: 'خطابات تعريف العملاء',
    card: { title: 'خطابات تعريف العملاء', description: 'خطابات تعريف العملاء (CIL)' },
    audit: 'خطاب تعريف العميل (CIL)',
    title: 'خطابات تعريف العملاء (CIL)',
    tabs: { 'new': 'الخطابات الجديدة', pending: 'الخطابات المعلّقة', accept: 'الخطابات المقبولة' },
  },
  deal: {
    words: 'الصفقات',
    card: { title: 'الصفقات', description: 'صفقات أرسلها الوسطاء' },
    audit: 'صفقة',
    title: 'الصفقات',
    tabs: { 'new': 'الصفقات الجديدة', pending: 'الصفقات المعلّقة', accept: 'الصفقات المقبولة' },
  },
  request_franchises: {
    words: 'طلبات الانضمام',
    card: { title: 'طلبات الانضمام', description: 'طلبات الانضمام كفرع' },
    audit: 'طلب انضمام كفرع',
    title: 'طلبات الانضمام كفرع',
    tabs: { 'new': 'الطلبات الجديدة', accept: 'الطلبات المقبولة', reject: 'الطلبات المرفوضة' },
  },
  property_consultant: {
    words: 'مستشار عقاري',
    card: { title: 'طلب مستشار عقاري', description: 'عملاء يطلبون مستشارًا عقاريًا' },
    audit: 'طلب مستشار عقاري',
    title: 'طلبات مستشار عقاري',
    tabs: { 'non-done': 'الطلبات الجديدة', done: 'الطلبات المنجزة' },
  },
  contact_sales: {
    words: 'مبيعات المطوّر',
    card: { title: 'طلب مبيعات المطوّر', description: 'عملاء يطلبون التواصل مع المبيعات' },
    audit: 'طلب مبيعات المطوّر',
    title: 'طلبات مبيعات المطوّر',
    tabs: { 'non-done': 'الطلبات الجديدة', done: 'الطلبات المنجزة' },
  },
  request_media: {
    words: 'شراء الإعلانات',
    card: { title: 'طلب شراء إعلانات', description: 'طلبات شراء الإعلانات' },
    audit: 'طلب شراء إعلانات',
    title: 'طلبات شراء الإعلانات',
    tabs: { 'non-done': 'الطلبات الجديدة', done: 'الطلبات المنجزة' },
  },
  request_organic_leads: {
    words: 'العملاء المحتملون (أورجانيك)',
    card: { title: 'طلب عملاء محتملين (أورجانيك)', description: 'طلبات العملاء المحتملين (أورجانيك)' },
    audit: 'طلب عملاء محتملين (أورجانيك)',
    title: 'طلبات العملاء المحتملين (أورجانيك)',
    tabs: { 'non-done': 'الطلبات الجديدة', done: 'الطلبات المنجزة' },
  },
  disputes: {
    words: 'النزاعات',
    card: { title: 'النزاعات', description: 'عملاء عرّفهم وسيطان' },
    audit: 'نزاع تعريف',
    title: 'النزاعات',
    tabs: { open: 'النزاعات المفتوحة', settled: 'النزاعات المحسومة' },
  },
  feedback: {
    words: 'الآراء',
    card: { title: 'الآراء', description: 'تقييمات ورسائل من الأعضاء' },
    audit: 'الآراء',
    title: 'الآراء',
    tabs: { 'non-done': 'الآراء الجديدة', done: 'الآراء المنجزة' },
  },
};
