import { DirectionProvider } from '@mantine/core';
import type { Digits, Language } from '@simsar/contract/sign-in';
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
import type { CardKey } from './card-keys.ts';
import { type Catalogue, en, type MessageKey } from './catalogue-en.ts';
import { type DateStyle, dateText, localeFor } from './dates.ts';
import type { FiguredTranslation, MessageTranslation, TemplateTranslation } from './messages.ts';
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
  /** The contract's messages with figures in them, by their English shape (messages.ts). */
  figured?: FiguredTranslation;
  /** The contract's messages made from a template, by their English template (messages.ts). */
  templated?: TemplateTranslation;
}

const english: Words = { language: 'en', catalogue: en };

/** A language's words, Arabic fetched with its own file the first time. */
export async function loadWords(language: Language): Promise<Words> {
  if (language === 'en') return english;
  const [{ ar, arCards }, { default: arMessages, figured, templated }] = await Promise.all([
    import('./catalogue-ar.ts'),
    import('./messages.ar.ts'),
  ]);
  return { language: 'ar', catalogue: ar, cards: arCards, messages: arMessages, figured, templated };
}

export const languageStorageKey = 'language';

/** The language of this browser before sign-in: the last one chosen here, else the browser's own. */
export function browserLanguage(): Language {
  const stored = localStorage.getItem(languageStorageKey);
  if (stored === 'en' || stored === 'ar') return stored;
  return navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export const digitsStorageKey = 'digits';

/** The digits of this browser before sign-in: the last admin's here, else Latin. */
export function browserDigits(): Digits {
  return localStorage.getItem(digitsStorageKey) === 'arabic' ? 'arabic' : 'latin';
}

export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

/** The document's `lang` and `dir`, which Mantine's DirectionProvider follows. */
export function applyToDocument(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * The digits numbers are written in when the console is Arabic (docs/decisions/292): the admin's
 * choice, Latin by default. English is always Latin.
 */
let digits: Digits = 'latin';

/** The locale numbers and dates are written in: Arabic with the chosen digits. */
const localeOf = (language: Language) => localeFor(language, digits);

const arabicIndic = '٠١٢٣٤٥٦٧٨٩';

/**
 * A text the console wrote with Latin digits (an amount, a date, a count) in the chosen digits: in
 * Arabic with Arabic-Indic digits, each digit and the separators between digits (٬ thousands, ٫
 * decimals) as `Intl` writes them; otherwise as it is.
 */
export function inDigits(text: string): string {
  if (current.language !== 'ar' || digits !== 'arabic') return text;
  return text
    .replace(/(?<=\d),(?=\d)/g, '٬')
    .replace(/(?<=\d)\.(?=\d)/g, '٫')
    .replace(/\d/g, (digit) => arabicIndic[Number(digit)] ?? digit);
}

export type Values = Record<string, string | number>;

function fill(text: string, language: Language, values?: Values) {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(localeOf(language)).format(value) : value;
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
  const form = new Intl.PluralRules(localeOf(language)).select(count);
  return fill(entry[form] ?? entry.other ?? '', language, values);
}

export function translate(words: Words, key: MessageKey, values?: Values): string {
  return textIn(words.language, words.catalogue[key], values);
}

/** The words now in use, for code outside React (the toasts). */
let current: Words = english;

/** A contract message (a form's or the server's) in the chosen language, when it has a text there. */
export function translateMessage(text: string): string {
  return messageIn(current, text);
}

/** A contract message in a language's words; as it is when they have no text for it. */
export function messageIn(words: Words, text: string): string {
  const fixed = (words.messages as Partial<Record<string, string>> | undefined)?.[text];
  if (fixed) return fixed;
  // "Answer 2 of question 3 is required": its shape's words, its figures put back in their places.
  const figures = text.match(/\d+/g);
  const shaped = figures ? words.figured?.[text.replace(/\d+/g, '#')] : undefined;
  if (shaped) return shaped.replace(/\{(\d)\}/g, (place, at: string) => figures?.[Number(at) - 1] ?? place);
  return templatedIn(words, text) ?? text;
}

/** A template's English as a pattern: `{n}` is a number, any other place some text. */
const patternOf = (template: string) =>
  new RegExp(
    `^${template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{(\w+)\}/g, (_, name: string) => (name === 'n' ? `(?<${name}>\\d+)` : `(?<${name}>.+)`))}$`,
  );

/** First strong isolate and pop: a name put into a sentence reads in its own direction. */
const isolated = (value: string) => `\u2068${value}\u2069`;

/** "Price of Villa 2 is required" in a language's words by its template, the values in their places. */
function templatedIn(words: Words, text: string): string | undefined {
  for (const [template, translated] of Object.entries(words.templated ?? {})) {
    const values = patternOf(template).exec(text)?.groups;
    if (values) {
      return translated.replace(/\{(\w+)\}/g, (place, name: string) => {
        const value = values[name];
        if (value === undefined) return place;
        return name === 'n' ? value : isolated(value);
      });
    }
  }
  return undefined;
}

export function currentWords(): Words {
  return current;
}

/** A date as `formatDate` shows it, in the language now in use, for code outside React (a view's name of an item). */
export function formatDateNow(date: Date | string, style: DateStyle): string {
  return dateText(date, style, current.language, digits);
}

interface I18n {
  language: Language;
  dir: 'ltr' | 'rtl';
  words: Words;
  t: (key: MessageKey, values?: Values) => string;
  /** A date as the console shows every date (dates.ts): a day, or a time to the minute or second. */
  formatDate: (date: Date | string, style: DateStyle) => string;
  /** Parts of a date (a calendar's month, weekdays) in the chosen language and digits. */
  formatDateParts: (date: Date, options: Intl.DateTimeFormatOptions) => string;
  /** A number in the chosen language and digits, with its separators. */
  formatNumber: (value: number) => string;
  /** Switches at once once the language's words are here; the promise settles then. */
  setLanguage: (language: Language) => Promise<void>;
  /** The digits the Arabic console writes numbers in. */
  digits: Digits;
  setDigits: (digits: Digits) => void;
}

function i18nOf(
  words: Words,
  chosenDigits: Digits,
  setLanguage: I18n['setLanguage'],
  setDigits: I18n['setDigits'],
): I18n {
  return {
    language: words.language,
    dir: directionOf(words.language),
    words,
    t: (key, values) => translate(words, key, values),
    formatDate: (date, style) => dateText(date, style, words.language, chosenDigits),
    formatDateParts: (date, options) => date.toLocaleString(localeFor(words.language, chosenDigits), options),
    formatNumber: (value) => new Intl.NumberFormat(localeOf(words.language)).format(value),
    setLanguage,
    digits: chosenDigits,
    setDigits,
  };
}

// Outside the provider (a component's unit test), English, which cannot be switched.
const I18nContext = createContext<I18n>(
  i18nOf(
    english,
    'latin',
    async () => {},
    () => {},
  ),
);

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
  const [chosenDigits, setChosenDigits] = useState(browserDigits);
  current = words;
  digits = chosenDigits;
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
  const setDigits = useCallback((next: Digits) => {
    localStorage.setItem(digitsStorageKey, next);
    setChosenDigits(next);
  }, []);
  const value = useMemo(
    () => i18nOf(words, chosenDigits, setLanguage, setDigits),
    [words, chosenDigits, setLanguage, setDigits],
  );
  return (
    <I18nContext value={value}>
      <DirectionProvider initialDirection={directionOf(initial.language)}>{children}</DirectionProvider>
    </I18nContext>
  );
}
