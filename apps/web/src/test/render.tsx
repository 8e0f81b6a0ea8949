import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';

/**
 * Renders a screen with the console's providers (test mode: no transitions, no portals), at `route`
 * (a path, or a history entry with its state).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: { route?: string | { pathname: string; search?: string; state?: unknown } } = {},
) {
  const queryClient = createQueryClient();
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A call the stubbed server never answers (a request still under way). */
export const neverAnswered = 'never answered';
type StubReply = { status?: number; json: unknown } | typeof neverAnswered;

/**
 * Replaces fetch with one that answers each call from the handler (path, method, JSON body), or
 * leaves it unanswered when the handler says `neverAnswered`.
 */
export function stubFetch(handler: (call: { path: string; method: string; body: unknown }) => StubReply) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = handler({ path: String(input), method: init?.method ?? 'GET', body });
    if (reply === neverAnswered) return new Promise<Response>(() => {});
    const { status = 200, json } = reply;
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
