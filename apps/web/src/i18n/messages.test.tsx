import { quizMessages } from '@simsar/contract/content-quizzes';
import {
  areaRequired,
  downPaymentRequired,
  priceRequired,
  yearsRequired,
} from '@simsar/contract/units-messages';
import { describe, expect, it } from 'vitest';
import { loadWords, messageIn } from './i18n.tsx';

/** The contract's messages with figures in them, in Arabic by their shape (messages.ts). */
describe('messages with figures', () => {
  it('says every quiz message that takes a figure in Arabic, the figures in their places', async () => {
    const words = await loadWords('ar');
    expect(words.figured).toBeDefined();
    const figured = Object.values(quizMessages)
      .filter((message) => typeof message === 'function')
      .map((message) => (message as (...figures: number[]) => string)(3, 12));
    expect(figured.length).toBeGreaterThan(0);
    for (const english of [...figured, 'At most 300 characters']) {
      const arabic = messageIn(words, english);
      expect(arabic, english).not.toMatch(/[A-Za-z]{2,}/);
      for (const figure of english.match(/\d+/g) ?? []) expect(arabic, english).toContain(figure);
    }
    expect(messageIn(words, quizMessages.choiceRequired(2, 7))).toBe('الإجابة 2 للسؤال 7 مطلوبة');
  });
});

describe('messages made from a template', () => {
  it("says a project form's numbered messages in Arabic, a type's name isolated in its place", async () => {
    const words = await loadWords('ar');
    expect(messageIn(words, downPaymentRequired(2))).toBe('مقدّم خطة السداد 2 مطلوب');
    expect(messageIn(words, yearsRequired(1))).toBe('عدد سنوات خطة السداد 1 مطلوب');
    expect(messageIn(words, priceRequired('Twin House', 3))).toBe('سعر \u2068Twin House\u2069 رقم 3 مطلوب');
    expect(messageIn(words, areaRequired('Villa 2', 12))).toBe('مساحة \u2068Villa 2\u2069 رقم 12 مطلوبة');
    // English stays the spec's, word for word.
    expect(messageIn(await loadWords('en'), priceRequired('Villa', 2))).toBe('Price of Villa 2 is required');
  });
});
