import { describe, expect, it, vi } from 'vitest';
import { arCards } from '../i18n/catalogue-ar.ts';
import arabic from './queue-words.ar.ts';
import { queueWordsEnglish } from './queue-words.ts';

// The contract's example queues (valuation; site visit requests, with a visit date of their own)
// added to the rows, and their Arabic (i18n/queues-example.ar.ts) to the one book keyed by kind:
// nothing else is written for them.
vi.mock('@simsar/contract/queue-kinds', async (importOriginal) => {
  const { withSiteVisitQueue, withValuationQueue } = await import('@simsar/contract/queue-kinds-example');
  return withSiteVisitQueue(withValuationQueue(await importOriginal()));
});
vi.mock('../i18n/queues.ar.ts', async (importOriginal) => {
  const { withExampleQueuesAr } = await import('../i18n/queues-example.ar.ts');
  return withExampleQueuesAr(await importOriginal());
});

describe('a queue added by its row and its Arabic alone', () => {
  it('has every word of its row in Arabic: its name, its title and each tab', () => {
    const added = Object.keys(queueWordsEnglish).filter((key) => key.includes('site_visit'));
    expect(added.sort()).toEqual([
      'tab.site_visit.done',
      'tab.site_visit.non-done',
      'title.site_visit',
      'words.site_visit',
    ]);
    expect(queueWordsEnglish['tab.site_visit.non-done']).toBe('New request site visit');
    expect(arabic['tab.site_visit.non-done']).toBe('الطلبات الجديدة');
    expect(arabic['title.site_visit']).toBe('طلبات زيارة الموقع');
    expect(
      Object.keys(arabic)
        .filter((key) => key.includes('site_visit'))
        .sort(),
    ).toEqual(added.sort());
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(queueWordsEnglish).sort());
  });

  it('has its home card in Arabic', () => {
    expect((arCards as Record<string, unknown>)['queue.site_visit']).toEqual({
      title: 'طلب زيارة موقع',
      description: 'عملاء يطلبون زيارة مشروع',
    });
  });
});
