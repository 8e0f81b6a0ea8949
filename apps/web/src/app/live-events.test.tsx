import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { refreshAfterChange } from './live-events.ts';

describe('a change the live stream tells of (decision 220)', () => {
  it('reaches a list still on its first fetch: it is fetched again from after the change', async () => {
    const client = new QueryClient();
    // The list's first call reads before a request is filed and answers after the change is told.
    let answerFirst: (names: string[]) => void = () => undefined;
    const calls: string[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['requests', 'new'],
      queryFn: () => {
        calls.push('fetch');
        return calls.length === 1
          ? new Promise<string[]>((resolve) => {
              answerFirst = resolve;
            })
          : Promise.resolve(['Mona', 'Karim (just filed)']);
      },
    });
    const stop = observer.subscribe(() => undefined);
    expect(calls).toEqual(['fetch']);

    const refreshed = refreshAfterChange(client, ['requests']);
    answerFirst(['Mona']);
    await refreshed;
    await vi.waitFor(() =>
      expect(client.getQueryData(['requests', 'new'])).toEqual(['Mona', 'Karim (just filed)']),
    );
    expect(calls).toEqual(['fetch', 'fetch']);
    stop();
    client.clear();
  });
});
