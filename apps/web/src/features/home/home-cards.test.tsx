import { contentCardsOf, contentTypeRows } from '@simsar/contract/content-types';
import { cardGroups } from '@simsar/contract/home';
import { queueKinds } from '@simsar/contract/queue-kinds';
import { describe, expect, it } from 'vitest';
import { buildHomeCards } from './home-cards.ts';

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
});
