import type { UserSearchInput, UserType } from '@simsar/contract/users';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { containsPattern, searchTerm, selectiveWord } from '../../core/search.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { toUser, userColumns } from './users.data.service.ts';
import { newestFirst } from './users.lists.service.ts';
import { assignedTo } from './users.ownership.service.ts';
import { users } from './users.schema.ts';
import { selectUsers } from './users.service.ts';

/** Search results are one list, newest first, at most this long (docs/decisions/013). */
export const searchLimit = 100;

// The full search's order, matching no index: the planner then finds the matches through the
// trigram index and sorts them rather than walking the list index (created_at is never null, so the
// order is the same as newestFirst's).
const newestMatchesFirst = [sql`${users.createdAt} desc nulls first`, sql`${users.id} desc nulls first`];

/** How a search finds its matches (searchUsers); tests make them small to take every step. */
export type SearchSteps = {
  /** How many results at most (searchLimit). */
  limit: number;
  /** How many of the list's newest users the first walk looks at. */
  shortWalk: number;
  /** A search with at most this many matches in the list is answered from the trigram index alone. */
  fewMatches: number;
  /** How many of the list's newest users the second walk looks at before sorting every match. */
  longWalk: number;
};
const searchSteps: SearchSteps = { limit: searchLimit, shortWalk: 2000, fewMatches: 1000, longWalk: 20_000 };

/**
 * Name or phone containing the text in search form (Arabic letter variants and case folded,
 * docs/design/110), newest first, at most searchLimit; the same rows in the same order whichever
 * step answers. Every step is index-served and bounded:
 * 1. The list's newest shortWalk users, newest first, until searchLimit match: a common term
 *    stops after a few hundred rows.
 * 2. The probe: up to fewMatches + 1 matches through the trigram indexes alone, in one statement
 *    (search_user_ids(), migration 0019), their newest read with them. When that is all of them,
 *    they are the answer.
 * 3. The list's newest longWalk users, newest first, until searchLimit match.
 * 4. Every match through the trigram indexes, sorted (many matches, few of them recent).
 * A term of two words or more (a full name: "Hamdy Abou-Shanab") is looked for by the probe first:
 * a full name is nearly always rare, and then the first walk would only add its cost (1 ms at
 * 1,000,000 members). A full name common enough for the walk to answer pays the probe first.
 * The trigram index is asked for the term's most selective word and the whole term checked after;
 * the phone condition only when the term can be part of a phone (digits, a leading +).
 */
export async function searchUsers(
  db: Executor,
  admin: SessionAdmin,
  type: UserType,
  input: UserSearchInput,
  steps: SearchSteps = searchSteps,
) {
  const { term, pattern, phone } = searchTerm(input.search);
  const word = selectiveWord(term);
  const status = input.removed ? 'removed' : 'active';
  const name = word
    ? sql`(${users.nameSearch} like ${containsPattern(word)} and strpos(${users.nameSearch}, ${term}) > 0)`
    : like(users.nameSearch, pattern);
  const matches = phone ? sql`(${name} or ${users.phone} like ${pattern})` : name;
  const listed = and(eq(users.userType, type), eq(users.status, status), assignedTo(admin));
  const newestMatches = async (walk: number) => {
    // Named columns (no password hash): what the outer selection and the match read.
    const newest = db
      .select({ ...userColumns.row, nameSearch: users.nameSearch })
      .from(users)
      .where(listed)
      .orderBy(...newestFirst)
      .limit(walk)
      .as('users');
    const rows = await db
      .select(userColumns)
      .from(newest)
      .where(matches)
      .orderBy(...newestFirst)
      .limit(steps.limit);
    return rows.length === steps.limit ? rows.map(toUser) : undefined;
  };
  const probe = async () => {
    const found = sql`select search_user_ids(${type}, ${status}, ${admin.isSuper ? null : admin.id},
      ${word ? containsPattern(word) : pattern}, ${word ? term : null}, ${phone ? pattern : null},
      ${steps.fewMatches + 1})`;
    // count(*) over (): every match the probe found, counted before the limit.
    const rows = await db
      .select({ ...userColumns, found: sql<number>`(count(*) over ())::int` })
      .from(users)
      .where(sql`${users.id} in (${found})`)
      .orderBy(...newestFirst)
      .limit(steps.limit);
    return (rows[0]?.found ?? 0) <= steps.fewMatches ? rows.map(toUser) : undefined;
  };

  const fullName = isFullName(term);
  if (fullName) {
    const few = await probe();
    if (few) return few;
  }
  const common = await newestMatches(steps.shortWalk);
  if (common) return common;
  if (!fullName) {
    const few = await probe();
    if (few) return few;
  }

  const recent = await newestMatches(steps.longWalk);
  if (recent) return recent;

  return selectUsers(db, and(listed, matches), steps.limit, newestMatchesFirst);
}

/**
 * Two words or more (apart by spaces) with two letters or more each: a full name, nearly always rare
 * among members. A hyphenated family name alone ("Abdel-Rahman", often common) is one word.
 */
export function isFullName(term: string): boolean {
  return term.split(' ').filter((word) => (word.match(/\p{L}/gu)?.length ?? 0) >= 2).length >= 2;
}
