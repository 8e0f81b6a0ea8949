import { describe, expect, it, vi } from 'vitest';
import { buildHomeCards } from './home-cards.ts';

// A queue added by its row alone (queue-kinds.ts) gets its card and bell in its row's group.
vi.mock('@simsar/contract/queue-kinds', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@simsar/contract/queue-kinds')>();
  const valuation = actual.doneQueue({
    kind: 'request_valuation',
    words: 'valuation',
    api: '/api/request_valuation',
    route: '/request-valuation',
    summary: 'valuation',
    card: { group: 'Clients', title: 'Request valuation', description: 'Clients asking for a valuation' },
    act: 'admin',
    removable: true,
    filedBy: 'Client',
    body: 'phone_message',
  });
  return { ...actual, queueKinds: [...actual.queueKinds, valuation] };
});

describe('a queue added by one row', () => {
  it('has its card, last in its group, with its bell', () => {
    const cards = buildHomeCards('Clients', { isSuper: false, productName: 'Simsar' });
    expect(cards.at(-1)).toEqual({
      title: 'Request valuation',
      description: 'Clients asking for a valuation',
      to: '/request-valuation/non-done',
      bell: 'valuation',
    });
  });
});
