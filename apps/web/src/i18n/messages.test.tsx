import { quizMessages } from '@simsar/contract/content-quizzes';
import { type ContractMessage, contractMessageObjects } from '@simsar/contract/contract-messages';
import { systemSettingRules } from '@simsar/contract/system';
import {
  areaRequired,
  downPaymentRequired,
  priceRequired,
  yearsRequired,
} from '@simsar/contract/units-messages';
import { describe, expect, expectTypeOf, it } from 'vitest';
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

/**
 * Every message object of the contract is in its one list (`contractMessageObjects`), from which
 * `ContractMessage`, and so the Arabic the typecheck asks for, is read. The modules' `...Messages`
 * exports are found here by their name rather than listed by hand: a new object left out of the
 * list fails this test. Left out: content-types-example.ts, the content type that does not exist
 * (only tests add it).
 */
const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/contract/src/*.ts', '!**/*.test.ts', '!**/content-types-example.ts'],
  { eager: true },
);

/** Sample values for the contract's messages that take some, by `object.name`. */
const samplesOf: Record<string, unknown[][]> = {
  'settingMessages.range': Object.values(systemSettingRules).map((rule) => [rule]),
};

/** Every message of the list, a message that takes values said with sample values (`samplesOf`). */
function contractMessages(): { name: string; english: string }[] {
  const found: { name: string; english: string }[] = [];
  for (const [objectName, object] of Object.entries(contractMessageObjects)) {
    for (const [key, message] of Object.entries(object)) {
      const name = `${objectName}.${key}`;
      if (typeof message === 'string') found.push({ name, english: message });
      else if (typeof message === 'function') {
        const samples =
          samplesOf[name] ?? (objectName === 'quizMessages' ? [[3, 12]] : [['no sample for it']]);
        for (const values of samples)
          found.push({ name, english: (message as (...values: unknown[]) => string)(...values) });
      }
    }
  }
  return found;
}

describe('the list of contract messages', () => {
  it('makes ContractMessage a union of texts, not string', () => {
    // One object typed `string` (not `as const`) would make the union `string`: the Arabic would
    // then be asked for no message at all. These lines fail the typecheck when that happens.
    expectTypeOf<string>().not.toExtend<ContractMessage>();
    expectTypeOf<'Login Successful!'>().toExtend<ContractMessage>();
    expectTypeOf<ContractMessage>().toExtend<string>();
  });

  it('holds every messages object of the contract', () => {
    const listed = new Set<unknown>(Object.values(contractMessageObjects));
    const unlisted: string[] = [];
    for (const [path, module] of Object.entries(contractModules)) {
      for (const [name, object] of Object.entries(module)) {
        if (/^(m|.+M)essages$/.test(name) && typeof object === 'object' && !listed.has(object))
          unlisted.push(`${path.split('/').at(-1)}: ${name}`);
      }
    }
    expect(unlisted).toEqual([]);
  });
});

describe('every contract message', () => {
  it('has its Arabic', async () => {
    const words = await loadWords('ar');
    const found = contractMessages();
    expect(found.length).toBeGreaterThan(250);
    const untranslated = found.filter(({ english }) => {
      const arabic = messageIn(words, english);
      // In Arabic: Latin words only beside Arabic ones (a format, EGP, CSV); one already Arabic counts.
      return !/[\u0600-\u06FF]/.test(arabic);
    });
    expect(untranslated).toEqual([]);
  });
});
