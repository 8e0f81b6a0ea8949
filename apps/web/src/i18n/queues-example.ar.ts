import type { QueueArabic } from './queues.ar.ts';

/**
 * The Arabic of the contract's example queues (@simsar/contract/queue-kinds-example): what a new
 * queue writes beside its row, all of it. The tests that add the rows add these entries to queuesAr.
 */
export const exampleQueuesAr = {
  request_valuation: {
    words: 'التقييم',
    card: { title: 'طلب تقييم', description: 'عملاء يطلبون تقييمًا' },
    audit: 'طلب تقييم',
    title: 'طلبات التقييم',
    tabs: { 'non-done': 'الطلبات الجديدة', done: 'الطلبات المنجزة' },
  },
  site_visit: {
    words: 'زيارة موقع',
    card: { title: 'طلب زيارة موقع', description: 'عملاء يطلبون زيارة مشروع' },
    audit: 'طلب زيارة موقع',
    title: 'طلبات زيارة الموقع',
    tabs: { 'non-done': 'الطلبات الجديدة', done: 'الطلبات المنجزة' },
  },
} satisfies Record<string, QueueArabic>;

/** queues.ar.ts as it is, with the example queues' Arabic added (for a test's `vi.mock`). */
export function withExampleQueuesAr(
  actual: typeof import('./queues.ar.ts'),
): typeof import('./queues.ar.ts') {
  return { ...actual, queuesAr: { ...actual.queuesAr, ...exampleQueuesAr } as typeof actual.queuesAr };
}
