import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { defineBook, type Translation } from './books.ts';
import { LanguageProvider, loadWords } from './i18n.tsx';

/** Every feature's book: its English words (the hook's `english`) and its Arabic file. */
const englishBooks = import.meta.glob<Record<string, { english?: Record<string, unknown> }>>(
  '../**/words.ts',
  { eager: true },
);
const arabicBooks = import.meta.glob<{ default: Record<string, unknown> }>('../**/words.ar.ts', {
  eager: true,
});

const textsOf = (value: unknown) =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, string>);

describe('the books of words (decision 288)', () => {
  it('each book has an Arabic file with its English keys, and no empty text', () => {
    const books = Object.entries(englishBooks);
    expect(books.length).toBeGreaterThan(0);
    for (const [file, module] of books) {
      const english = Object.values(module).find((value) => value?.english)?.english;
      expect(english, file).toBeDefined();
      const arabic = arabicBooks[file.replace(/words\.ts$/, 'words.ar.ts')]?.default;
      expect(arabic, file).toBeDefined();
      expect(Object.keys(arabic ?? {}).sort(), file).toEqual(Object.keys(english ?? {}).sort());
      for (const [key, value] of [...Object.entries(english ?? {}), ...Object.entries(arabic ?? {})])
        for (const text of textsOf(value)) expect(text.trim(), `${file} ${key}`).not.toBe('');
    }
  });

  it('a screen shows its Arabic words once Arabic is chosen, places and plurals filled in', async () => {
    const english = { title: 'Brokers', count: { one: '{count} broker', other: '{count} brokers' } };
    const arabic: Translation<typeof english> = {
      title: 'الوسطاء',
      count: {
        zero: '{count} وسيط',
        one: 'وسيط واحد',
        two: 'وسيطان',
        few: '{count} وسطاء',
        many: '{count} وسيطًا',
        other: '{count} وسيط',
      },
    };
    const useWords = defineBook(english, async () => ({ default: arabic }));
    function Screen() {
      const w = useWords();
      return (
        <p>
          {w('title')} · {w('count', { count: 3 })}
        </p>
      );
    }
    const tree = (words: Awaited<ReturnType<typeof loadWords>>) => (
      <LanguageProvider initial={words} productName="Simsar">
        <Suspense fallback="loading">
          <Screen />
        </Suspense>
      </LanguageProvider>
    );
    const arabicWords = await loadWords('ar');
    const view = render(tree(await loadWords('en')));
    expect(screen.getByText('Brokers · 3 brokers')).toBeTruthy();
    view.unmount();
    // The screen waits for its Arabic book (Suspense), then shows it: never its English words.
    await act(async () => {
      render(tree(arabicWords));
    });
    expect(await screen.findByText('الوسطاء · 3 وسطاء')).toBeTruthy();
    expect(screen.queryByText(/Brokers/)).toBeNull();
  });
});
