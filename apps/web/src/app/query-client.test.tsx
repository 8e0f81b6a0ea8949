import { notifications } from '@mantine/notifications';
import { messageReplySchema } from '@simsar/contract/auth';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, offlineActionMessage, offlineReadMessage } from '../ui/api-client.ts';
import { loadToastStack } from '../ui/toasts.tsx';
import { createQueryClient } from './query-client.ts';

/** The browser offline: navigator says so, TanStack Query knows it, and fetch cannot connect. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
  const fetchMock = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Offline, a call fails at once with words that say so, and an action is not
// kept to be sent by itself when the connection is back.
describe('Calls made offline', () => {
  it('fail an action at once with the offline message, and never send it later', async () => {
    const fetchMock = goOffline();
    const client = createQueryClient();
    const action = client.getMutationCache().build(client, {
      mutationFn: () => apiRequest('/api/x', { method: 'POST', reply: messageReplySchema }),
    });
    await expect(action.execute(undefined)).rejects.toThrow(offlineActionMessage);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(action.state.status).toBe('error');
  });

  it('fail a read at once with its own offline message', async () => {
    goOffline();
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        queryKey: ['x'],
        queryFn: () => apiRequest('/api/x', { reply: messageReplySchema }),
      }),
    ).rejects.toThrow(offlineReadMessage);
  });
});

describe('A call that succeeds', () => {
  it('is said once, in the words its mutation gives with the reply and what was sent', async () => {
    // The toasts' code loads on first use: the tests above have their failure toasts shown first.
    await loadToastStack();
    const show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Deleted' })),
    );
    const client = createQueryClient();
    const action = client.getMutationCache().build(client, {
      mutationFn: (id: string) => apiRequest(`/api/x/${id}`, { method: 'DELETE', reply: messageReplySchema }),
      meta: { successToast: (reply: { message: string }, id: string) => `${reply.message}: ${id}` },
    });
    await action.execute('a1');
    // Its toast shows once the toasts' code is here.
    await loadToastStack();
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'teal', message: 'Deleted: a1' }));
  });
});
