-- Custom SQL (drizzle-kit cannot generate it): search_text(text), the database's copy of the
-- contract's searchText() (packages/contract/src/search-text.ts, docs/decisions/110). The two must
-- agree character for character: apps/server/src/core/search.test.ts runs samples through both.
--   tatweel (U+0640), harakat (U+064B-U+065F) and superscript alef (U+0670) removed,
--   alef variants (U+0623 U+0625 U+0622 U+0671) -> U+0627, U+0649 -> U+064A, U+0629 -> U+0647,
--   lower(), every run of JavaScript whitespace (\s) -> one space, trimmed.
-- Plain SQL, not STRICT, so the planner inlines it: an expression index on search_text(column)
-- serves a query written with the same expression. (One regexp_replace for the deletions and a
-- short translate() is faster than one translate() with the 23 deleted characters.)
CREATE OR REPLACE FUNCTION search_text(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT btrim(
    regexp_replace(
      lower(translate(
        regexp_replace(value, '[\u064B-\u065F\u0670\u0640]', '', 'g'),
        E'\u0623\u0625\u0622\u0671\u0649\u0629',
        E'\u0627\u0627\u0627\u0627\u064A\u0647'
      )),
      '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+',
      ' ',
      'g'
    ),
    ' '
  )
$$;
