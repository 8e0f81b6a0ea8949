import { quizMessages } from '@simsar/contract/content-quizzes';
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
