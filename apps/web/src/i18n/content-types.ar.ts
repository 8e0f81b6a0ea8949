import type { ContentTypeKey, contentTypeRows } from '@simsar/contract/content-types';

type Rows = typeof contentTypeRows;

/**
 * A content type's Arabic, all of it, by its key in the contract's rows (as queues.ar.ts is a
 * queue's): its screen's title and tabs, its home card where the row has one, and, for a type the
 * console draws from its field list alone (features/content/content-views.tsx, `contentViewOf`), its
 * list's name and the question before a delete. Its fields' labels are on the fields (contract
 * content-fields.ts: the server titles the export's columns with them too). A row without its entry,
 * or a card without its words, fails the typecheck; a drawn type missing its list's name or its
 * question, features/content/type-words.test.ts.
 */
export type ContentTypeArabic = {
  title: string;
  add: string;
  view: string;
  card?: { title: string; description: string };
  list?: string;
  askDelete?: string;
};

export type ContentTypesArabic = {
  [K in ContentTypeKey]: ContentTypeArabic &
    (Rows[K] extends { card: object } ? { card: { title: string; description: string } } : unknown);
};

export const contentTypesAr: ContentTypesArabic = {
  team: {
    title: 'فريق المساعدة',
    add: 'إضافة عضو لفريق المساعدة',
    view: 'فريق المساعدة',
    card: { title: 'فريق المساعدة', description: 'أعضاء الفريق الذين تعرضهم التطبيقات للمساعدة' },
  },
  quiz: {
    title: 'الاختبارات',
    add: 'إضافة اختبار',
    view: 'الاختبارات',
    card: { title: 'الاختبارات', description: 'اختبارات للوسطاء' },
  },
  training: {
    title: 'التدريب',
    add: 'إضافة تدريب',
    view: 'التدريبات',
    card: { title: 'التدريب', description: 'فيديوهات تدريب للوسطاء' },
  },
  franchiseTraining: { title: 'تدريب الفروع', add: 'إضافة تدريب للفروع', view: 'تدريبات الفروع' },
  guideline: {
    title: 'إرشادات {audience}',
    add: 'إضافة إرشاد',
    view: 'الإرشادات',
    card: { title: 'الإرشادات', description: 'إرشادات {audience}' },
  },
  slider: {
    title: 'السلايدر في تطبيق {audience}',
    add: 'إضافة سلايدر',
    view: 'السلايدر',
    card: { title: 'السلايدر', description: 'السلايدر في تطبيق {audience}' },
  },
  discount: {
    title: 'خصومات {product}',
    add: 'إضافة خصم {product}',
    view: 'خصومات {product}',
    card: { title: 'خصومات {product}', description: 'خصومات مقدَّمة للعملاء' },
  },
};
