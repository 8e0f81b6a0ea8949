import type { Language } from '@simsar/contract/sign-in';
import { use } from 'react';
import { currentWords, textIn, useI18n, type Values } from './i18n.tsx';
import { registerBook } from './registry.ts';

/** A word of a book: a text with `{name}` places, or plural forms chosen by `count`. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type BookEntries = Record<string, string | PluralForms>;

/** A book's words in another language: every English key, each a text or plural forms as in English. */
export type Translation<E extends BookEntries> = {
  readonly [K in keyof E]: E[K] extends string ? string : PluralForms;
};

export type BookText<E extends BookEntries> = (key: keyof E & string, values?: Values) => string;

/**
 * A screen's words (docs/decisions/288): the English ones written beside the screen, in its own
 * chunk, and the Arabic ones in a file of their own, fetched only when Arabic is chosen. The
 * sign-in page therefore carries no screen's words. `words.ar.ts` is typed by the English keys: a
 * key missing there, or one English does not have, fails the typecheck.
 *
 * ```ts
 * export const useWords = defineBook({ 'title': 'Brokers' }, () => import('./words.ar.ts'));
 * const w = useWords(); w('title');
 * ```
 * Outside React (a toast), `wordsNow()` of the returned hook reads the language now in use.
 */
export function defineBook<const E extends BookEntries>(
  english: E,
  arabic: () => Promise<{ default: Translation<E> }>,
) {
  let loaded: Translation<E> | undefined;
  let pending: Promise<Translation<E>> | undefined;
  const load = () => {
    pending ??= arabic().then((module) => {
      loaded = module.default;
      // Marked as React marks a promise it has read: a screen's first `use` of it reads it at once.
      Object.assign(pending as Promise<Translation<E>>, { status: 'fulfilled', value: loaded });
      return loaded;
    });
    return pending;
  };
  registerBook(load);
  // Arabic already chosen: its words start on their way with the screen's code, not after its first render.
  if (currentWords().language === 'ar') void load().catch(() => undefined);

  const entriesIn = (language: Language): Translation<E> | E | undefined =>
    language === 'ar' ? loaded : english;
  const textOf =
    (language: Language, entries: Translation<E> | E): BookText<E> =>
    (key, values) =>
      textIn(language, entries[key] as string | PluralForms, values);

  function useWords(): BookText<E> {
    const { language } = useI18n();
    // The first Arabic render of a screen waits (Suspense) for its words rather than showing English.
    // Always through `use`, never skipped once the words are here: React replays a render that
    // suspended, and goes on mounting the hooks after `use` only when the replay calls it again; a
    // replay that skipped it broke the hooks that follow (React #467, recovered as #520).
    const entries = language === 'ar' ? use(load()) : english;
    return textOf(language, entries);
  }
  /** The words in the language now in use; English while the Arabic ones are still on their way. */
  useWords.now = (): BookText<E> => {
    const { language } = currentWords();
    const entries = entriesIn(language);
    return entries ? textOf(language, entries) : textOf('en', english);
  };
  useWords.english = english;
  return useWords;
}
