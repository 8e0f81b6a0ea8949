import type { Language } from '@simsar/contract/sign-in';
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LanguageProvider, loadWords } from '../i18n/i18n.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { allowConsoleError } from '../test/setup.ts';
import { SearchBox } from './search-box.tsx';

// jsdom does not know the <search> element the box is in.
beforeEach(() => allowConsoleError(/The tag <%s> is unrecognized/));

async function showResults(language: Language, term: string) {
  const initial = await loadWords(language);
  await act(async () => {
    renderWithProviders(
      <LanguageProvider initial={initial} productName="Simsar">
        <Suspense fallback={null}>
          <SearchBox onSearch={() => {}} onBlank={() => {}} results={term} />
        </Suspense>
      </LanguageProvider>,
    );
  });
  return screen.findByRole('status');
}

describe('the search box says what the list shows', () => {
  it('quotes the term with English marks in English', async () => {
    expect((await showResults('en', 'Mona Adel')).textContent).toContain('Results for “Mona Adel”');
  });

  it('quotes it with Arabic marks in Arabic, no English ones left', async () => {
    const status = await showResults('ar', 'منى عادل');
    expect(status.textContent).toContain('نتائج البحث عن «منى عادل»');
    expect(status.textContent).not.toMatch(/[“”]/);
  });
});
