import { searchText } from '@simsar/contract/search-text';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A LIKE pattern matching `term` anywhere, with LIKE's own characters taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A text in search form in the database: `search_text()` (migration 0014_search_text), the SQL twin
 * of the contract's searchText(); docs/decisions/110. The searched columns have trigram indexes on
 * exactly this expression, so a LIKE on it is served by them.
 */
export function searchForm(value: SQLWrapper): SQL {
  return sql`search_text(${value})`;
}

/** What a search box's text is looked for as: the term in search form, and its LIKE pattern. */
export function searchTerm(text: string): { term: string; pattern: string; phone: boolean } {
  const term = searchText(text);
  return { term, pattern: containsPattern(term), phone: mayBeInPhone(term) };
}

/**
 * The word of a term (in search form) the trigram index is better asked for alone: a
 * trigram index answers LIKE by combining the posting lists of every trigram of the pattern, so
 * "lotfy 1073" pays for the common trigrams of "lotfy". A word with a digit is rare in names: the
 * longest such word of three characters or more (shorter ones have no trigram of their own).
 * Undefined otherwise: the whole term, whose trigrams together narrow common words best.
 */
export function selectiveWord(term: string): string | undefined {
  const words = term
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && /\p{N}/u.test(word) && word !== term);
  return words.sort((a, b) => b.length - a.length)[0];
}

/**
 * Whether the term can be part of a phone number (digits, an optional +): phones hold nothing
 * else, so a term with a letter or a space skips the phone condition.
 */
export function mayBeInPhone(term: string): boolean {
  return /^\+?[0-9]*$/.test(term) && term !== '';
}
