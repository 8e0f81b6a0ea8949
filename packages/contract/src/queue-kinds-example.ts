import { doneQueue } from './queue-kind-row.ts';
import type * as QueueKinds from './queue-kinds.ts';

/**
 * A done/undone request queue that does not exist: the tests add it to the rows (by `vi.mock` of
 * queue-kinds.ts, for their own file only) to show that a queue is added by its row alone.
 * `actual` is queue-kinds.ts as it is.
 */
export function withValuationQueue(actual: typeof QueueKinds): typeof QueueKinds {
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
    body: 'phone_message',
  });
  return { ...actual, queueKinds: [...actual.queueKinds, valuation] as unknown as typeof actual.queueKinds };
}
