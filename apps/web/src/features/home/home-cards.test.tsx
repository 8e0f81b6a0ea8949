import { contentCardsOf, contentTypeRows } from '@simsar/contract/content-types';
import { cardGroups } from '@simsar/contract/home';
import { queueKinds } from '@simsar/contract/queue-kinds';
import { describe, expect, it } from 'vitest';
import { arCards } from '../../i18n/catalogue-ar.ts';
import { loadWords, translate } from '../../i18n/i18n.tsx';
import { buildHomeCards, cardWords } from './home-cards.ts';

describe('home cards', () => {
  it("shows each queue's card once, in its row's group, with its row's words, link and bell", () => {
    for (const row of queueKinds) {
      const found = cardGroups.flatMap((group) =>
        buildHomeCards(group, { isSuper: true, productName: 'Simsar' })
          .filter((card) => card.to === row.card.to)
          .map((card) => ({ group, ...card })),
      );
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ group: row.card.group, title: row.card.title });
      expect(found[0]?.bell ?? found[0]?.alert).toBe('alert' in row.bell ? row.bell.alert : row.bell.summary);
    }
  });

  it("shows each content type's card once on each of its row's tabs, opening its route", () => {
    for (const row of Object.values(contentTypeRows)) {
      for (const card of contentCardsOf(row)) {
        const to = `${card.route.replace('{product}', 'simsar')}/add`;
        const found = cardGroups.flatMap((group) =>
          buildHomeCards(group, { isSuper: true, productName: 'Simsar' })
            .filter((one) => one.to === to)
            .map((one) => ({ group, ...one })),
        );
        expect(found).toEqual([
          {
            key: expect.stringMatching(/^content\./),
            group: card.group,
            title: card.title.replace('{product}', 'Simsar'),
            description: card.description,
            to,
          },
        ]);
      }
    }
  });

  it("every home card of every tab has its Arabic words, and English keeps the contract rows' words", async () => {
    const arabic = await loadWords('ar');
    const english = await loadWords('en');
    const t = (words: typeof arabic) => (key: Parameters<typeof translate>[1]) => translate(words, key);
    for (const group of cardGroups) {
      for (const isSuper of [true, false]) {
        for (const card of buildHomeCards(group, { isSuper, productName: 'Simsar' })) {
          expect(arCards[card.key], card.key).toBeDefined();
          const inArabic = cardWords(card, arabic, { group, productName: 'Simsar', t: t(arabic) });
          expect(inArabic.title.trim(), card.key).not.toBe('');
          expect(inArabic.description.trim(), card.key).not.toBe('');
          expect(`${inArabic.title} ${inArabic.description}`, card.key).not.toMatch(/\{\w+\}/);
          expect(cardWords(card, english, { group, productName: 'Simsar', t: t(english) })).toEqual({
            title: card.title,
            description: card.description,
          });
        }
      }
    }
    for (const [key, card] of Object.entries(arCards)) {
      expect(card.title.trim(), key).not.toBe('');
      expect(card.description.trim(), key).not.toBe('');
    }
  });
});
