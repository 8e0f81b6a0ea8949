import { apiPaths } from '@simsar/contract/paths';
import { requestQueueConfigs } from '@simsar/contract/requests';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { brokerKeys } from '../features/brokers/api/broker-calls.ts';
import { dealKeys } from '../features/deals/api/queue-calls.ts';
import { type QueueKind, queues } from '../features/deals/queues.ts';
import { homeKeys } from '../features/home/api/get-summary.ts';
import { requestKeys } from '../features/requests/api/request-calls.ts';
import { userKeys } from '../features/users/api/user-calls.ts';

/** The submission queue a server counter (home.schema.ts) counts, read off the queues' rows. */
function queueKindOf(counter: string): QueueKind | undefined {
  return (Object.keys(queues) as QueueKind[]).find((kind) => queues[kind].summary === counter);
}

/** The queries showing what `counter` counts: the bells and that queue's lists. */
function invalidateCounter(client: QueryClient, counter: string) {
  void client.invalidateQueries({ queryKey: homeKeys.summary });
  const kind = queueKindOf(counter);
  const requestQueue = Object.values(requestQueueConfigs).find((config) => config.summaryKey === counter);
  if (counter === 'pending_brokers') {
    void client.invalidateQueries({ queryKey: brokerKeys.pending });
    void client.invalidateQueries({ queryKey: userKeys.all });
  } else if (kind) {
    void client.invalidateQueries({ queryKey: dealKeys.all(kind) });
  } else if (requestQueue) {
    void client.invalidateQueries({ queryKey: requestKeys.queue(requestQueue) });
  }
}

/**
 * The console's one live stream (docs/decisions/220): each `change` event refetches the bells and the
 * lists of the counter it names. EventSource reconnects by itself; every (re)opening refetches all of
 * them, since events may have been missed while the stream was down.
 */
export function useLiveEvents() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(apiPaths.events);
    let opened = false;
    source.addEventListener('open', () => {
      // The first opening follows the screens' own first fetch: only a reconnection refetches.
      if (opened)
        for (const key of [homeKeys.summary, brokerKeys.pending, dealKeys.root, requestKeys.root]) {
          void client.invalidateQueries({ queryKey: key });
        }
      opened = true;
    });
    source.addEventListener('change', (event) =>
      invalidateCounter(client, (event as MessageEvent<string>).data),
    );
    return () => source.close();
  }, [client]);
}
