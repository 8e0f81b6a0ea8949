import { doneQueue } from './queue-kind-row.ts';
import type * as QueueKinds from './queue-kinds.ts';
import { ownDay, phoneMessageSchema } from './request-bodies.ts';

/**
 * Request queues that do not exist: the tests add them to the rows (by `vi.mock` of queue-kinds.ts,
 * for their own file only) to show that a queue is added by its row alone, with its Arabic
 * (apps/web queue-words.ar.ts) the only other thing written. `actual` is queue-kinds.ts as it is.
 */
export function withValuationQueue(actual: typeof QueueKinds): typeof QueueKinds {
  return { ...actual, queueKinds: [...actual.queueKinds, valuation] as unknown as typeof actual.queueKinds };
}

const valuation = doneQueue({
  kind: 'request_valuation',
  label: 'Valuation request',
  words: 'valuation',
  api: '/api/request_valuation',
  route: '/request-valuation',
  summary: 'valuation',
  counted: ['non_done'],
  card: { group: 'Clients', title: 'Request valuation', description: 'Clients asking for a valuation' },
  act: 'admin',
  removable: true,
  filedBy: 'Client',
  body: phoneMessageSchema,
});

/** Site visit requests: a client asks to visit a project on a day, a field of the queue's own. */
export const siteVisitQueue = doneQueue({
  kind: 'site_visit',
  label: 'Site visit request',
  words: 'site visit',
  api: '/api/site_visit',
  route: '/site-visit',
  summary: 'site_visit',
  counted: ['non_done'],
  card: { group: 'Clients', title: 'Request site visit', description: 'Clients asking to visit a project' },
  act: 'admin',
  removable: false,
  filedBy: 'Client',
  body: phoneMessageSchema,
  own: { visit_date: ownDay({ en: 'Visit date', ar: 'تاريخ الزيارة' }, 'Enter the day of the visit') },
});

/** The rows as they are, with site visit requests added (after the valuation queue, when both are). */
export function withSiteVisitQueue(actual: typeof QueueKinds): typeof QueueKinds {
  return {
    ...actual,
    queueKinds: [...actual.queueKinds, siteVisitQueue] as unknown as typeof actual.queueKinds,
  };
}
