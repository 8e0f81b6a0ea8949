import { apiPaths } from '@simsar/contract/paths';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { brokerKeys } from '../features/brokers/api/broker-calls.ts';
import { homeKeys } from '../features/home/api/get-summary.ts';

/** The item kinds each server counter (home.schema.ts) names, as the console's query keys hold them. */
const dealKinds: Record<string, string> = { forms: 'form', deals: 'deal', cil: 'cil' };

/** The queries showing what `counter` counts: the bells and that queue's lists. */
function invalidateCounter(client: QueryClient, counter: string) {
  void client.invalidateQueries({ queryKey: homeKeys.summary });
  if (counter === 'pending_brokers') {
    void client.invalidateQueries({ queryKey: brokerKeys.pending });
    void client.invalidateQueries({ queryKey: ['users'] });
  } else if (dealKinds[counter]) {
    void client.invalidateQueries({ queryKey: ['deals', dealKinds[counter]] });
  } else {
    void client.invalidateQueries({ queryKey: ['requests', counter] });
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
        for (const key of [homeKeys.summary, brokerKeys.pending, ['deals'], ['requests']]) {
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
