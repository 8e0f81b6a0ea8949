import { DirectionProvider } from '@mantine/core';
import type { Language } from '@simsar/contract/auth';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { CardKey } from '../features/home/home-cards.ts';
import { type Catalogue, en, type MessageKey } from './catalogue-en.ts';
import type { MessageTranslation } from './messages.ts';
import { loadBooks } from './registry.ts';

/**
 * The console's words in the admin's language (docs/decisions/287): a thin typed layer of our own
 * over `Intl` (plural rules, numbers, dates), not an i18n library, to keep the sign-in page's
 * JavaScript under its budget. English is in the first load; Arabic comes with its own file
 * (dynamic import) only when it is chosen.
 */

/** A language's words: the catalogue, the home cards' (by their key) and the contract's messages. */
export interface Words {
  language: Language;
  catalogue: Catalogue;
  /** The home cards' titles and descriptions; English reads them off the contract's rows. */
  cards?: Record<CardKey, { title: string; description: string }>;
  /** The contract's messages in this language, by their English text (messages.ts). */
  messages?: MessageTranslation;
}

const english: Words = { language: 'en', catalogue: en };

/** A language's words, Arabic fetched with its own file the first time. */
export async function loadWords(language: Language): Promise<Words> {
  if (language === 'en') return english;
  const [{ ar, arCards }, { default: arMessages }] = await Promise.all([
    import('./catalogue-ar.ts'),
    import('./messages.ar.ts'),
  ]);
  return { language: 'ar', catalogue: ar, cards: arCards, messages: arMessages };
}

export const languageStorageKey = 'language';

/** The language of this browser before sign-in: the last one chosen here, else the browser's own. */
export function browserLanguage(): Language {
  const stored = localStorage.getItem(languageStorageKey);
  if (stored === 'en' || stored === 'ar') return stored;
  return navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

/** The document's `lang` and `dir`, which Mantine's DirectionProvider follows. */
export function applyToDocument(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Numbers in Latin digits in both languages for now (Arabic-Indic digits: a setting still to come). */
const locales: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' };

export type Values = Record<string, string | number>;

function fill(text: string, language: Language, values?: Values) {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(locales[language]).format(value) : value;
  });
}

/** One entry (a text or its plural forms) in a language, its places filled in. */
export function textIn(
  language: Language,
  entry: string | Partial<Record<Intl.LDMLPluralRule, string>>,
  values?: Values,
): string {
  if (typeof entry === 'string') return fill(entry, language, values);
  const count = Number(values?.count ?? 0);
  const form = new Intl.PluralRules(locales[language]).select(count);
  return fill(entry[form] ?? entry.other ?? '', language, values);
}

export function translate(words: Words, key: MessageKey, values?: Values): string {
  return textIn(words.language, words.catalogue[key], values);
}

/** The words now in use, for code outside React (the toasts). */
let current: Words = english;

/** A contract message (a form's or the server's) in the chosen language, when it has a text there. */
export function translateMessage(text: string): string {
  return (current.messages as Partial<Record<string, string>> | undefined)?.[text] || text;
}

export function currentWords(): Words {
  return current;
}

interface I18n {
  language: Language;
  dir: 'ltr' | 'rtl';
  words: Words;
  t: (key: MessageKey, values?: Values) => string;
  /** Dates and times in the chosen language. */
  formatDate: (date: Date | string, options: Intl.DateTimeFormatOptions) => string;
  /** Switches at once once the language's words are here; the promise settles then. */
  setLanguage: (language: Language) => Promise<void>;
}

function i18nOf(words: Words, setLanguage: I18n['setLanguage']): I18n {
  return {
    language: words.language,
    dir: directionOf(words.language),
    words,
    t: (key, values) => translate(words, key, values),
    formatDate: (date, options) => new Date(date).toLocaleString(locales[words.language], options),
    setLanguage,
  };
}

// Outside the provider (a component's unit test), English, which cannot be switched.
const I18nContext = createContext<I18n>(i18nOf(english, async () => {}));

export function useI18n(): I18n {
  return use(I18nContext);
}

export const useT = () => useI18n().t;

/**
 * The chosen language's words for everything under it, Mantine's direction with them, and the
 * document's `lang`/`dir`. `initial` is loaded before the first paint (main.tsx), so an Arabic page
 * is never painted in English first.
 */
export function LanguageProvider({
  initial,
  productName,
  children,
}: {
  initial: Words;
  productName: string;
  children: ReactNode;
}) {
  const [words, setWords] = useState(initial);
  current = words;
  // In the commit that shows the words: no frame with Arabic words laid out left to right.
  useLayoutEffect(() => {
    applyToDocument(words.language);
    document.title = translate(words, 'shell.title', { product: productName });
  }, [words, productName]);
  // The last language asked for wins: Arabic's words arriving after a switch back to English are dropped.
  const wanted = useRef(initial.language);
  const setLanguage = useCallback(async (language: Language) => {
    wanted.current = language;
    localStorage.setItem(languageStorageKey, language);
    // The open screens' books with the language's catalogue: the switch shows all of them at once.
    const [next] = await Promise.all([loadWords(language), language === 'ar' ? loadBooks() : undefined]);
    if (wanted.current !== language) return;
    current = next;
    setWords(next);
  }, []);
  const value = useMemo(() => i18nOf(words, setLanguage), [words, setLanguage]);
  return (
    <I18nContext value={value}>
      <DirectionProvider initialDirection={directionOf(initial.language)}>{children}</DirectionProvider>
    </I18nContext>
  );
}
