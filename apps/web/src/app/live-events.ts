import { mentionsCounter } from '@simsar/contract/notes';
import { apiPaths } from '@simsar/contract/paths';
import { queueOfCounter } from '@simsar/contract/queue-kinds';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { brokerKeys } from '../features/brokers/api/broker-calls.ts';
import { dealKeys } from '../features/deals/api/queue-calls.ts';
import { homeKeys } from '../features/home/api/home-calls.ts';
import { noteKeys } from '../features/notes/api/note-calls.ts';
import { requestKeys } from '../features/requests/api/request-calls.ts';
import { userKeys } from '../features/users/api/user-calls.ts';

/**
 * Fetches what a change touched again, from after the change. A fetch in flight may have read
 * before it, and a plain refetch joins a first fetch (one with no data yet) rather than starting
 * anew: a list opened just as a request came in missed it until the next change. So whatever is in
 * flight is dropped first (its call runs on, its answer unused).
 */
export function refreshAfterChange(client: QueryClient, queryKey: QueryKey): Promise<void> {
  return client.cancelQueries({ queryKey }).then(() => client.invalidateQueries({ queryKey }));
}

/** The queries showing what `counter` counts: the bells and the lists of the queue whose row names it. */
function invalidateCounter(client: QueryClient, counter: string) {
  // The admin's own mentions (docs/decisions/482): their bell and "Mentioned you", and the notes.
  if (counter === mentionsCounter) {
    void refreshAfterChange(client, noteKeys.root);
    return;
  }
  void refreshAfterChange(client, homeKeys.summary);
  const row = queueOfCounter(counter);
  switch (row?.engine) {
    case 'brokers':
      void refreshAfterChange(client, brokerKeys.pending);
      void refreshAfterChange(client, userKeys.all);
      return;
    case 'submissions':
      void refreshAfterChange(client, dealKeys.all(row.kind));
      return;
    case 'requests':
      void refreshAfterChange(client, requestKeys.queue(row));
      return;
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
        for (const key of [
          homeKeys.summary,
          brokerKeys.pending,
          dealKeys.root,
          requestKeys.root,
          noteKeys.root,
        ]) {
          void refreshAfterChange(client, key);
        }
      opened = true;
    });
    source.addEventListener('change', (event) =>
      invalidateCounter(client, (event as MessageEvent<string>).data),
    );
    return () => source.close();
  }, [client]);
}
