import {
  type GlobalSearchReply,
  globalSearchGroupSize,
  globalSearchMinLength,
  latinDigits,
  nationalPhone,
  type SearchGroup,
  type SearchHit,
} from '@simsar/contract/global-search';
import { searchText } from '@simsar/contract/search-text';
import type { Executor } from './db.ts';
import { containsPattern } from './search.ts';
import type { SessionAdmin } from './session.ts';

/**
 * The console's one search as each area's finder receives it (docs/decisions/500): the text in
 * search form and its LIKE pattern, the phone pattern when the text is a phone in any spelling
 * (as stored: 01...), the text as typed for the exact codes, and how many hits a group shows.
 */
export type GlobalTerm = {
  /** The text in search form (Arabic letters and case folded, Arabic digits Latin). */
  term: string;
  /** LIKE pattern of `term`, for names, e-mails and project codes (in search form). */
  pattern: string;
  /** LIKE pattern of the phone in its national form; undefined when the text is not a phone. */
  phone: string | undefined;
  /** The text as typed, trimmed, Arabic digits Latin: an invitation or admin code is compared whole. */
  exact: string;
  limit: number;
};

/** One group's finder, declared by the area whose table it reads (`ApiArea.searched`). */
export type GlobalSearcher = {
  group: SearchGroup;
  find: (db: Executor, admin: SessionAdmin, term: GlobalTerm) => Promise<SearchHit[]>;
};

/**
 * The search box's text as the finders look for it; undefined when it is too short for a trigram
 * (the indexes could not serve it: every row would be read), as a phone or as a text.
 */
export function globalTermOf(text: string): GlobalTerm | undefined {
  const exact = latinDigits(text).trim();
  const term = searchText(exact);
  const national = nationalPhone(exact);
  const phone = national && national.length >= globalSearchMinLength ? containsPattern(national) : undefined;
  if (!phone && term.length < globalSearchMinLength) return undefined;
  return { term, pattern: containsPattern(term), phone, exact, limit: globalSearchGroupSize };
}

/** Every group's hits for the text, each from its finders in turn, at most `limit` a group. */
export async function searchEverything(
  db: Executor,
  admin: SessionAdmin,
  text: string,
  searchers: GlobalSearcher[],
): Promise<GlobalSearchReply> {
  const reply: GlobalSearchReply = { term: '', members: [], admins: [], projects: [], items: [] };
  const term = globalTermOf(text);
  if (!term) return { ...reply, term: searchText(latinDigits(text)) };
  reply.term = term.phone ? (nationalPhone(term.exact) ?? term.term) : term.term;
  for (const searcher of searchers) {
    const hits = reply[searcher.group];
    if (hits.length >= term.limit) continue;
    hits.push(...(await searcher.find(db, admin, term)).slice(0, term.limit - hits.length));
  }
  return reply;
}
