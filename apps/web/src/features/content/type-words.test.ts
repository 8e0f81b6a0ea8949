import { contentTypeRows } from '@simsar/contract/content-types';
import { describe, expect, it, vi } from 'vitest';
import { contentTypesAr } from '../../i18n/content-types.ar.ts';
import { contentViews } from './content-views.tsx';

// With the demonstration types added (the brochures are drawn from their field list), as the test
// build has them: the check below covers a drawn type, which the real rows do not have yet.
vi.mock('@simsar/contract/content-types', async (importOriginal) => {
  const { withNoticeType } = await import('@simsar/contract/content-types-example');
  return withNoticeType(await importOriginal());
});
vi.mock('../../i18n/content-types.ar.ts', async (importOriginal) => {
  const { withExampleContentTypesAr } = await import('../../i18n/content-types-example.ar.ts');
  return withExampleContentTypesAr(await importOriginal());
});

/** What each type the console draws from its field list leaves without Arabic. */
function missingArabic(arabic: typeof contentTypesAr): string[] {
  return Object.entries(contentTypeRows).flatMap(([type, row]) => {
    if (type in contentViews || !('fields' in row)) return [];
    const entry = arabic[type as keyof typeof arabic] as { list?: string; askDelete?: string } | undefined;
    return [...(entry?.list ? [] : [`${type}.list`]), ...(entry?.askDelete ? [] : [`${type}.askDelete`])];
  });
}

describe('the Arabic of the types drawn from their field list (i18n/content-types.ar.ts)', () => {
  it('names every drawn type’s list and its question before a delete', () => {
    expect(Object.keys(contentTypeRows)).toContain('brochure');
    expect('brochure' in contentViews).toBe(false);
    expect(missingArabic(contentTypesAr)).toEqual([]);
  });

  it('finds a question left without its Arabic', () => {
    const { brochure, ...others } = contentTypesAr as typeof contentTypesAr & {
      brochure: { askDelete: string };
    };
    const withoutQuestion = { ...brochure, askDelete: '' };
    expect(missingArabic({ ...others, brochure: withoutQuestion } as typeof contentTypesAr)).toEqual([
      'brochure.askDelete',
    ]);
  });

  it('takes each field’s label in Arabic from the field', async () => {
    const { default: ar } = await import('./type-words.ar.ts');
    expect(ar['brochure.field.pdf']).toBe('ملف PDF');
    expect(ar['brochure.field.published']).toBe('منشور');
  });
});
