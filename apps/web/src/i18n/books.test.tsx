import { act, render, screen } from '@testing-library/react';
import { Suspense, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
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

  it('a screen opened in a transition keeps the hooks after its words when React replays its render (React #467)', async () => {
    const arabicWords = await loadWords('ar');
    // Words that take a moment to come, as a file fetched over the network does.
    const useWords = defineBook(
      { title: 'Brokers' },
      () => new Promise((resolve) => setTimeout(() => resolve({ default: { title: 'الوسطاء' } }), 300)),
    );
    function Screen() {
      const [before] = useState('·');
      const w = useWords();
      const [after] = useState(3);
      return (
        <p>
          {w('title')} {before} {after}
        </p>
      );
    }
    let open: () => void = () => undefined;
    function Page() {
      const [opened, setOpened] = useState(false);
      open = () => setOpened(true);
      return opened ? <Screen /> : <p>home</p>;
    }
    const recovered: unknown[] = [];
    const container = document.createElement('div');
    const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
    // As in the browser, not in act(): React keeps the page shown while the next one waits for its
    // words (a router's navigation is a transition), then replays the render where it suspended.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      root.render(
        <LanguageProvider initial={arabicWords} productName="Simsar">
          <Suspense fallback="loading">
            <Page />
          </Suspense>
        </LanguageProvider>,
      );
      await vi.waitFor(() => expect(container.textContent).toBe('home'));
      startTransition(() => open());
      await vi.waitFor(() => expect(container.textContent).toBe('الوسطاء · 3'));
      expect(recovered).toEqual([]);
      root.unmount();
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });
});
