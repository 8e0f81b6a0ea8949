import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserLanguage, LanguageProvider, languageStorageKey, loadWords, useI18n } from './i18n.tsx';

function Probe() {
  const { t, setLanguage } = useI18n();
  return (
    <>
      <p>{t('shell.logout')}</p>
      <button type="button" onClick={() => void setLanguage('ar')}>
        ar
      </button>
      <button type="button" onClick={() => void setLanguage('en')}>
        en
      </button>
    </>
  );
}

afterEach(() => localStorage.clear());

describe('the language provider (decision 287)', () => {
  it("switches the words, the document's lang and dir and this browser's choice; the last switch wins", async () => {
    await act(async () => {
      render(
        <LanguageProvider initial={await loadWords('en')} productName="Simsar">
          <Probe />
        </LanguageProvider>,
      );
    });
    expect(screen.getByText('Logout')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.title).toBe('Simsar Dashboard');

    await act(async () => screen.getByRole('button', { name: 'ar' }).click());
    expect(await screen.findByText('تسجيل الخروج')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.title).toBe('لوحة تحكم Simsar');
    expect(localStorage.getItem(languageStorageKey)).toBe('ar');
    expect(browserLanguage()).toBe('ar');

    // Arabic then English at once: English stays.
    await act(async () => {
      screen.getByRole('button', { name: 'ar' }).click();
      screen.getByRole('button', { name: 'en' }).click();
    });
    expect(await screen.findByText('Logout')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it("starts from the browser's language when nothing is stored here", () => {
    const language = Object.getOwnPropertyDescriptor(Navigator.prototype, 'language');
    Object.defineProperty(navigator, 'language', { value: 'ar-EG', configurable: true });
    expect(browserLanguage()).toBe('ar');
    Object.defineProperty(navigator, 'language', { value: 'en-US', configurable: true });
    expect(browserLanguage()).toBe('en');
    localStorage.setItem(languageStorageKey, 'ar');
    expect(browserLanguage()).toBe('ar');
    if (language) Object.defineProperty(navigator, 'language', language);
  });
});
