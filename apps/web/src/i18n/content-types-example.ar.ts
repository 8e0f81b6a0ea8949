import type { ContentTypeArabic } from './content-types.ar.ts';

/**
 * The Arabic of the contract's example content types (@simsar/contract/content-types-example): what a
 * new type writes beside its row, all of it but its fields' labels, which are on the fields. The
 * brochures are drawn from their field list, so their entry names their list and the question
 * before a delete; the notices have a view of
 * their own (features/content/content-views-example.tsx), so only their screen and card.
 */
export const exampleContentTypesAr = {
  notice: {
    title: 'الإعلانات',
    add: 'إضافة إعلان',
    view: 'الإعلانات',
    card: { title: 'الإعلانات', description: 'إعلانات تعرضها التطبيقات' },
  },
  brochure: {
    title: 'الكتيبات',
    add: 'إضافة كتيب',
    view: 'الكتيبات',
    card: { title: 'الكتيبات', description: 'كتيبات المشروعات للعملاء' },
    list: 'الكتيبات',
    askDelete: 'هل تريد حذف هذا الكتيب؟',
  },
} satisfies Record<string, ContentTypeArabic>;

/** content-types.ar.ts as it is, with the example types' Arabic added (for a test's `vi.mock`). */
export function withExampleContentTypesAr(
  actual: typeof import('./content-types.ar.ts'),
): typeof import('./content-types.ar.ts') {
  const contentTypesAr = { ...actual.contentTypesAr, ...exampleContentTypesAr };
  return { ...actual, contentTypesAr: contentTypesAr as typeof actual.contentTypesAr };
}
