import { describe, expect, it } from 'vitest';
import arabic from './queue-words.ar.ts';
import { queueWordsEnglish } from './queue-words.ts';

const isPlural = (value: unknown) => typeof value === 'object' && value !== null;

describe("the queues' words in Arabic", () => {
  it('has an Arabic text for every word the rows give, of the same shape, and none the rows do not', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(queueWordsEnglish).sort());
    for (const [key, english] of Object.entries(queueWordsEnglish)) {
      const text = arabic[key];
      expect(isPlural(text), key).toBe(isPlural(english));
      if (typeof text === 'string') expect(text.trim(), key).not.toBe('');
      else expect(text?.other.trim(), key).not.toBe('');
      // Arabic words only, but for the kept acronym (CIL) and the places ({count}, {tab}).
      const written = typeof text === 'string' ? [text] : Object.values(text ?? {});
      for (const one of written) expect(one.replace(/\{\w+\}|CIL/g, ''), key).not.toMatch(/[A-Za-z]/);
    }
  });

  it('keeps the English of the rows word for word', () => {
    expect(queueWordsEnglish['tab.feedback.non-done']).toBe('New request feedback');
    expect(queueWordsEnglish['title.cil']).toBe('CIL');
    expect(queueWordsEnglish['tab.deal.pending']).toBe('Pending deals');
    expect(queueWordsEnglish['status.non_done']).toBe('non done');
  });
});
