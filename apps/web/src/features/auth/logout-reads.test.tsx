import { messageReplySchema } from '@simsar/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { apiRequest } from '../../ui/api-client.ts';
import { useLogout } from './api/logout-calls.ts';

/** A screen reading one list, with the sidebar's Logout. */
function Screen() {
  const list = useQuery({
    queryKey: ['list'],
    queryFn: () => apiRequest('/api/list', { reply: messageReplySchema }),
  });
  const logout = useLogout();
  return (
    <>
      <p>{list.isSuccess ? list.data.message : list.isError ? `error: ${list.error.message}` : 'loading'}</p>
      <button type="button" onClick={() => logout.mutate()}>
        Logout
      </button>
    </>
  );
}

/**
 * The server as the browser meets it: the list's first read hangs until abandoned (its signal),
 * later reads answer; Logout answers `logoutStatus`.
 */
function serve(logoutStatus: number) {
  let reads = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (String(input) === '/api/admin/logout') {
      return logoutStatus === 200 ? json({}) : json({ message: 'The server failed' }, logoutStatus);
    }
    reads += 1;
    if (reads > 1) return json({ message: `read ${reads}` });
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

// docs/decisions/565: a read under way when Logout is pressed is abandoned before the logout call
// goes out, so it cannot reach the server after the session ended.
describe('Logout and the reads under way', () => {
  it('abandons the read before the logout call is sent', async () => {
    const fetchMock = serve(200);
    renderWithProviders(<Screen />, { route: '/inbox' });
    expect(await screen.findByText('loading')).toBeVisible();
    const read = fetchMock.mock.calls[0]?.[1]?.signal;
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/admin/logout', expect.anything()));
    expect(read?.aborted).toBe(true);
  });

  it('reads the list again when the logout call fails, the admin still signed in', async () => {
    serve(500);
    renderWithProviders(<Screen />, { route: '/inbox' });
    expect(await screen.findByText('loading')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('read 2')).toBeVisible();
  });
});
