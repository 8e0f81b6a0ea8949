import { z } from 'zod';

/**
 * The two languages of what members see (docs/decisions/285): each bilingual text is held twice, an
 * English half and an Arabic half, side by side in the same item (`name_en` / `name_ar`).
 */
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
export const languageNames = { en: 'English', ar: 'Arabic' } as const satisfies Record<Language, string>;

/**
 * One bilingual text of a type: its English and Arabic fields, by their names in the item as the
 * API replies it. With `each`, the pair is on every element of that list field (a project's types).
 */
export type BilingualPair = { readonly en: string; readonly ar: string; readonly each?: string };

/** The item fields a list of pairs reads: each pair's two, or the list that holds them. */
export type BilingualFields<Pairs extends readonly BilingualPair[]> = Pairs[number] extends infer Pair
  ? Pair extends { each: infer List extends string }
    ? List
    : Pair extends { en: infer En extends string; ar: infer Ar extends string }
      ? En | Ar
      : never
  : never;

/** A text half is there when it holds more than white space (a list half: when it is not empty). */
function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

/**
 * The languages whose half is missing in `item`: a half is missing when it is empty and its other
 * half is not (a text left out in both languages, a discount's optional text, is missing in
 * neither). English first.
 */
export function missingLanguages(item: object, pairs: readonly BilingualPair[]): Language[] {
  const missing = new Set<Language>();
  const record = item as Record<string, unknown>;
  for (const pair of pairs) {
    const holders: unknown[] = pair.each
      ? Array.isArray(record[pair.each])
        ? (record[pair.each] as unknown[])
        : []
      : [record];
    for (const holder of holders) {
      if (!holder || typeof holder !== 'object') continue;
      const en = filled((holder as Record<string, unknown>)[pair.en]);
      const ar = filled((holder as Record<string, unknown>)[pair.ar]);
      if (en && !ar) missing.add('ar');
      if (ar && !en) missing.add('en');
    }
  }
  return languages.filter((language) => missing.has(language));
}

/** The language shown instead of `asked` when its half is missing; null when nothing is. */
export function fallbackOf(missing: readonly Language[], asked: Language): Language | null {
  if (!missing.includes(asked)) return null;
  return asked === 'en' ? 'ar' : 'en';
}

/**
 * What the apps' replies add to each item (docs/decisions/285): both halves stay in the item as
 * before; `missing` names the halves that are not there and `fallback` the language the app shows
 * instead of the one asked for (null when the asked one is whole).
 */
export const languageStatusShape = {
  missing: z.array(z.enum(languages)),
  fallback: z.enum(languages).nullable(),
};
export type LanguageStatus = { missing: Language[]; fallback: Language | null };

export function languageStatus(
  item: object,
  pairs: readonly BilingualPair[],
  asked: Language,
): LanguageStatus {
  const missing = missingLanguages(item, pairs);
  return { missing, fallback: fallbackOf(missing, asked) };
}

export const languageMessage = 'Language must be en or ar'; // ours

/** `?lang=` of the apps' content reads: en or ar; without it, the Accept-Language header decides. */
export const appLanguageQuerySchema = z.object({
  lang: z.enum(languages, { error: languageMessage }).optional(),
});

/**
 * The member's language from an Accept-Language header: the first of ar and en by preference
 * (`ar-EG` is ar; q=0 refuses a language), else `defaultLanguage`.
 */
export function languageOfHeader(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const found = ranked.find((entry) => (languages as readonly string[]).includes(entry.base ?? ''));
  return (found?.base as Language | undefined) ?? defaultLanguage;
}

/** The language of an apps' read: `?lang=` when given, else the Accept-Language header's. */
export function askedLanguage(lang: Language | undefined, acceptLanguage: string | undefined): Language {
  return lang ?? languageOfHeader(acceptLanguage);
}
