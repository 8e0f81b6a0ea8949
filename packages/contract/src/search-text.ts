/**
 * Arabic-aware search text (docs/decisions/110): alef variants (أ إ آ ٱ) become ا, ى
 * becomes ي, ة becomes ه, tatweel and diacritics (harakat, superscript alef) are removed, English
 * is lower-cased, whitespace runs become one space, trimmed. The server's SQL function
 * `search_text(text)` (migration 0014_search_text) does exactly the same in the database;
 * apps/server/src/core/search.test.ts holds the two to it.
 */
export function searchText(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether two names are the same person's name once both are in search form. */
export function sameName(a: string, b: string): boolean {
  return searchText(a) === searchText(b);
}

const arabicIndic = /[\u0660-\u0669]/g;
const easternArabicIndic = /[\u06F0-\u06F9]/g;

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as Latin ones; everything else kept. */
export function latinDigits(text: string): string {
  return text
    .replace(arabicIndic, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(easternArabicIndic, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/**
 * A phone as staff type it, in the stored national form (`01012345678`): Arabic digits made
 * Latin, spaces, dashes, dots and brackets dropped, the country code (+20, 0020, 20 before a
 * mobile's 1) replaced by the trunk 0. Undefined when the text is not a phone (a letter in it).
 */
export function nationalPhone(text: string): string | undefined {
  const bare = latinDigits(text).replace(/[\s\-.()\u200e\u200f]/g, '');
  if (!/^(\+|00)?[0-9]+$/.test(bare)) return undefined;
  const international = /^(?:\+|00)?20(1[0-9]*)$/.exec(bare);
  if (international?.[1] && (bare.startsWith('+') || bare.startsWith('00') || bare.length === 12)) {
    return `0${international[1]}`;
  }
  return bare.replace(/^\+/, '');
}
