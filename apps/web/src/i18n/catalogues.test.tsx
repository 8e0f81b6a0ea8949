import { messages } from '@simsar/contract/messages';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from './catalogue-ar.ts';
import { en } from './catalogue-en.ts';
import { currentWords, LanguageProvider, loadWords, translate, translateMessage } from './i18n.tsx';
import arMessages from './messages.ar.ts';

/** Every text of a catalogue value: a text, or each of its plural forms. */
const textsOf = (value: string | Record<string, string>) =>
  typeof value === 'string' ? [value] : Object.values(value);

describe('the catalogues (decision 287)', () => {
  it('Arabic has every English key and no other, and no empty text', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of [...Object.entries(en), ...Object.entries(ar)]) {
      for (const text of textsOf(value)) expect(text.trim(), key).not.toBe('');
    }
    // Arabic's plural forms: each form Arabic's plural rules choose.
    const overdue = ar['home.overdue'] as Record<string, string>;
    for (const form of new Intl.PluralRules('ar').resolvedOptions().pluralCategories)
      expect(overdue[form], form).toBeTruthy();
  });

  it('every contract message has Arabic words, and the toasts read them once Arabic is chosen', async () => {
    const texts = Object.entries(arMessages);
    expect(texts.length).toBeGreaterThan(200);
    for (const [english, arabic] of texts) expect(arabic.trim(), english).not.toBe('');
    expect(translateMessage(messages.wrongCredentials)).toBe(messages.wrongCredentials);
    render(
      <LanguageProvider initial={await loadWords('ar')} productName="Simsar">
        <p>ready</p>
      </LanguageProvider>,
    );
    expect(currentWords().language).toBe('ar');
    expect(translateMessage(messages.wrongCredentials)).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    // A text the contract does not hold (a server's own words) stays as it came.
    expect(translateMessage('Something new')).toBe('Something new');
  });

  it('puts in values and picks the plural form of the language', async () => {
    const arabic = await loadWords('ar');
    const english = await loadWords('en');
    expect(translate(english, 'home.overdue', { count: 1 })).toBe('1 overdue');
    expect(translate(english, 'home.overdue', { count: 1200 })).toBe('1,200 overdue');
    expect(translate(english, 'login.title', { product: 'Simsar' })).toBe('Simsar Dashboard');
    expect(translate(arabic, 'home.overdue', { count: 2 })).toBe('متأخران');
    expect(translate(arabic, 'home.overdue', { count: 5 })).toBe('5 متأخرة');
    expect(translate(arabic, 'home.overdue', { count: 11 })).toBe('11 متأخرًا');
  });
});
