import { phonePattern } from '@simsar/contract/fields';
import {
  type GlobalSearchReply,
  globalSearchGroupSize,
  globalSearchMinLength,
  type SearchGroup,
  type SearchHit,
} from '@simsar/contract/global-search';
import { latinDigits, nationalPhone, searchText } from '@simsar/contract/search-text';
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
  /** The phone when it is a whole mobile number (contract `phonePattern`, 11 digits), as stored. */
  wholePhone: string | undefined;
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
  const wholePhone = national && national.length === 11 && phonePattern.test(national) ? national : undefined;
  return { term, pattern: containsPattern(term), phone, wholePhone, exact, limit: globalSearchGroupSize };
}

/**
 * Every group's hits for the text, at most `limit` a group. The finders run side by side (each its
 * own statement on its own connection of the pool): the search waits for the slowest, not for the
 * sum of them.
 */
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
  const found = await Promise.all(searchers.map((searcher) => searcher.find(db, admin, term)));
  for (const [index, searcher] of searchers.entries()) {
    const hits = reply[searcher.group];
    hits.push(...(found[index] ?? []).slice(0, term.limit - hits.length));
  }
  return reply;
}
