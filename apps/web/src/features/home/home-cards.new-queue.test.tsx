import { describe, expect, it, vi } from 'vitest';
import { buildHomeCards } from './home-cards.ts';

// A queue added by its row alone (queue-kinds.ts) gets its card and bell in its row's group.
vi.mock('@simsar/contract/queue-kinds', async (importOriginal) => {
  const { withValuationQueue } = await import('@simsar/contract/queue-kinds-example');
  return withValuationQueue(await importOriginal());
});

describe('a queue added by one row', () => {
  it('has its card, last in its group, with its bell', () => {
    const cards = buildHomeCards('Clients', { isSuper: false, productName: 'Simsar' });
    expect(cards.at(-1)).toEqual({
      key: 'queue.request_valuation',
      title: 'Request valuation',
      description: 'Clients asking for a valuation',
      to: '/request-valuation/non-done',
      bell: 'valuation',
    });
  });
});
