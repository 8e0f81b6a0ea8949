import { ModalsProvider } from '@mantine/modals';
import { requestRowOf } from '@simsar/contract/requests';
import type { RequestCard } from '@simsar/contract/requests-schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { allowConsoleError } from '../../test/setup.ts';
import { RequestQueueScreen } from './request-queue-screen.tsx';

const card: RequestCard = {
  _id: '5b0a8a0e-4d4c-4b7e-9e0a-1f2d3c4b5a69',
  queue: 'feedback',
  status: 'non_done',
  createdAt: '2026-03-01T08:00:00.000Z',
  state_changed_at: null,
  waited_minutes: 26 * 60,
  overdue: true,
  user_id: {
    _id: 'u1',
    name: 'Laila Samir',
    phone: '01012345678',
    email: 'laila@example.com',
    user_type: 'Client',
  },
  phone: null,
  message: '<script>alert(1)</script>',
  rate: 4,
  unit_id: null,
  image: null,
  name: null,
  description: null,
  location: null,
};

function serve(items: RequestCard[], waiting = items.length) {
  return stubFetch(({ path }) => ({
    json:
      path.includes('/non-done') || path.startsWith('/api/franchise/?')
        ? { items, page: 1, pages: 1, total: waiting }
        : { items, page: 1, pages: 1, total: items.length },
  }));
}

// jsdom does not know the HTML <search> element of the search box (browsers do): React says so once.
beforeEach(() => allowConsoleError(/The tag <%s> is unrecognized/));

describe('a request queue screen', () => {
  it('shows the tabs with a bell, the card with its clock, rate, phone links, and markup as text', async () => {
    serve([card], 3);
    renderWithProviders(
      <RequestQueueScreen
        row={requestRowOf('feedback')}
        page="non-done"
        isSuper={false}
        adminId="admin-1"
        onChanged={() => {}}
      />,
    );
    const article = await screen.findByRole('article', { name: 'Laila Samir' });
    expect(screen.getByRole('tab', { name: /New request feedback/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Done request feedback' })).toBeVisible();
    expect(await screen.findByRole('img', { name: '3 waiting' })).toBeVisible();
    const inCard = within(article);
    expect(inCard.getByText('<script>alert(1)</script>')).toBeVisible();
    expect(inCard.getByText('Overdue')).toBeVisible();
    expect(inCard.getByText('Waiting 26 working hours')).toBeVisible();
    expect(inCard.getByText('Client')).toBeVisible();
    expect(inCard.getByRole('link', { name: 'Call 01012345678' })).toHaveAttribute('href', 'tel:01012345678');
    expect(inCard.getByRole('link', { name: 'WhatsApp 01012345678' })).toHaveAttribute(
      'href',
      'https://wa.me/201012345678',
    );
    expect(inCard.getByRole('button', { name: 'Done' })).toBeVisible();
  });

  it("shows the tab as a table when the admin chose it: its columns, the row's moves, sorted by the day filed on the server", async () => {
    localStorage.setItem('simsar.list-view.admin-1.feedback.non-done', JSON.stringify({ view: 'table' }));
    const fetched = serve([card], 1);
    renderWithProviders(
      <RequestQueueScreen
        row={requestRowOf('feedback')}
        page="non-done"
        isSuper={false}
        adminId="admin-1"
        onChanged={() => {}}
      />,
    );
    const row = await screen.findByRole('row', { name: 'Laila Samir' });
    expect(screen.getByText('1 item')).toBeVisible();
    for (const column of ['Member', 'Phone', 'Message', 'Waited', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(column) })).toBeVisible();
    }
    expect(within(row).getByText('<script>alert(1)</script>')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Done' })).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Filed' }));
    await vi.waitFor(() =>
      expect(fetched.mock.calls.map(([path]) => String(path))).toContainEqual(
        expect.stringMatching(/non-done\?.*sort=filed&dir=asc/),
      ),
    );
    localStorage.clear();
  });

  it("says 'Not found' for an empty list", async () => {
    stubFetch(() => ({ json: { items: [], page: 1, pages: 1, total: 0 } }));
    renderWithProviders(
      <RequestQueueScreen
        row={requestRowOf('feedback')}
        page="done"
        isSuper={false}
        adminId="admin-1"
        onChanged={() => {}}
      />,
    );
    expect(await screen.findByText('Not found')).toBeVisible();
  });

  it('gives an ordinary admin no media-buying buttons', async () => {
    serve([{ ...card, queue: 'request_media', rate: null, message: 'Campaign', phone: '01112223334' }]);
    renderWithProviders(
      <RequestQueueScreen
        row={requestRowOf('request_media')}
        page="non-done"
        isSuper={false}
        adminId="admin-1"
        onChanged={() => {}}
      />,
    );
    await screen.findByRole('article', { name: 'Laila Samir' });
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select all that match' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Call 01112223334' })).toBeVisible();
  });

  it('marks all that match done in one confirmation and names the request that failed', async () => {
    const second = { ...card, _id: '6c1b9b1f-5e5d-4c8f-8f1b-2e3d4c5b6a70', user_id: null, name: 'Omar' };
    const calls: { path: string; body: unknown }[] = [];
    stubFetch(({ path, method, body }) => {
      if (method === 'POST') calls.push({ path, body });
      if (path === '/api/bulk/feedback.non-done') return { json: { ids: [card._id, second._id] } };
      if (path === '/api/bulk/feedback.non-done/done') {
        return {
          json: {
            done: [card._id],
            failed: [{ id: second._id, message: 'This request is already done', code: 'CONFLICT' }],
          },
        };
      }
      return { json: { items: [card, second], page: 1, pages: 1, total: 2 } };
    });
    renderWithProviders(
      <ModalsProvider>
        <RequestQueueScreen
          row={requestRowOf('feedback')}
          page="non-done"
          isSuper={false}
          adminId="admin-1"
          onChanged={() => {}}
        />
      </ModalsProvider>,
    );
    await screen.findByRole('article', { name: 'Laila Samir' });
    fireEvent.click(screen.getByRole('button', { name: 'Select all that match' }));
    expect(await screen.findByText('2 requests selected')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Done selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Done: 2 requests?')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const result = await screen.findByRole('status', { name: 'Done: 1 request, 1 failed' });
    expect(within(result).getByRole('listitem')).toHaveTextContent('Omar: This request is already done');
    expect(calls).toEqual([
      { path: '/api/bulk/feedback.non-done', body: { all: {} } },
      { path: '/api/bulk/feedback.non-done/done', body: { ids: [card._id, second._id] } },
    ]);
  });
});
