import { searchText } from '@simsar/contract/search-text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { containsPattern, mayBeInPhone, searchTerm, selectiveWord } from './search.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Arabic with every letter variant, tatweel and diacritic the normaliser folds, English in every
// case, both mixed, digits, LIKE's own characters and every kind of JavaScript whitespace.
const samples = [
  'أحمد',
  'احمد',
  'إسلام',
  'آمال',
  'ٱلله',
  'منى',
  'هدى',
  'فاطمة',
  'مُحَمَّد',
  'مـــحـمـد',
  'سعيد\u0670 قُرْآن ً ٌ ٍ َ ُ ِ ّ ْ ٓ ٔ ٕ ٖ ٗ ٘ ٙ ٚ ٛ ٜ ٝ ٞ ٟ',
  'Ahmed El-Masry',
  'HODA FAWZY',
  'MoNa ZaKy',
  'Élodie Ärger',
  'أحمد Hassan 0101234567',
  'Nile Realty – مدينة نصر',
  '  leading and trailing  ',
  'tab\tnew\nline\r\nvtab\u000bform\u000cfeed',
  'nbsp\u00a0ogham\u1680en\u2002hair\u200aline\u2028para\u2029narrow\u202fmath\u205fideo\u3000bom\ufeffend',
  'zero\u200bwidth stays',
  '100% _under_ back\\slash',
  '+201001234567',
  '٠١٢٣ digits',
  '',
];

describe('search_text() in SQL and searchText() in JavaScript (docs/decisions/110)', () => {
  it('fold every sample to the same text', async () => {
    const result = await t.db.execute(
      sql`select array(select search_text(s) from unnest(${sql.param(samples)}::text[]) with ordinality as u(s, n) order by n) as folded`,
    );
    const [row] = (result as unknown as { rows: { folded: string[] }[] }).rows;
    expect(row?.folded).toEqual(samples.map(searchText));
  });

  it('fold Arabic letter variants, diacritics, tatweel and case', () => {
    expect(searchText('أحمد')).toBe('احمد');
    expect(searchText('إسلام آمال ٱلله')).toBe('اسلام امال الله');
    expect(searchText('منى فاطمة')).toBe('مني فاطمه');
    expect(searchText('مُحَمَّد مـــحـمـد')).toBe('محمد محمد');
    expect(searchText('  HODA\t  Fawzy ')).toBe('hoda fawzy');
  });
});

describe('search terms', () => {
  it('look in phones only when the term can be part of one', () => {
    expect(['0101', '+20', '+', '4567'].map(mayBeInPhone)).toEqual([true, true, true, true]);
    expect(['hoda', 'hoda 1', '010 123', '1+2', 'أحمد'].map(mayBeInPhone)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['lotfy 1073', 'el-masry 4', 'hoda', 'el 4', 'احمد لطفي 90', '10730'].map(selectiveWord)).toEqual([
      '1073',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(searchTerm(' إسلام_% ')).toEqual({
      term: 'اسلام_%',
      pattern: containsPattern('اسلام_%'),
      phone: false,
    });
  });
});
