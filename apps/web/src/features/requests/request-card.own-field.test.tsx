import { siteVisitQueue } from '@simsar/contract/queue-kinds-example';
import type { RequestRow } from '@simsar/contract/requests';
import type { RequestCard } from '@simsar/contract/requests-schemas';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { allowConsoleError } from '../../test/setup.ts';
import { RequestQueueScreen } from './request-queue-screen.tsx';

// Site visit requests exist only in the contract's example, added to the rows for this file: a queue
// with a dated field of its own, whose words the console reads off the rows.
vi.mock('@simsar/contract/queue-kinds', async (importOriginal) => {
  const { withSiteVisitQueue } = await import('@simsar/contract/queue-kinds-example');
  return withSiteVisitQueue(await importOriginal());
});

const row = siteVisitQueue as unknown as RequestRow;

const card: RequestCard = {
  _id: '6c1b9b1f-5e5d-4c8f-8f1b-2e3d4c5b6a70',
  queue: 'site_visit' as RequestCard['queue'],
  status: 'non_done',
  createdAt: '2026-03-01T08:00:00.000Z',
  state_changed_at: null,
  waited_minutes: 30,
  overdue: false,
  user_id: {
    _id: 'u2',
    name: 'Hany Adel',
    phone: '01112345678',
    email: 'hany@example.com',
    user_type: 'Client',
  },
  phone: null,
  message: 'Saturday morning please',
  rate: null,
  unit_id: null,
  image: null,
  name: null,
  description: null,
  location: null,
  visit_date: '2027-03-06',
};

beforeEach(() => allowConsoleError(/The tag <%s> is unrecognized/));

describe('a request queue with a dated field of its own', () => {
  it('shows the field on its cards under its words, as a date', async () => {
    stubFetch(() => ({ json: { items: [card], page: 1, pages: 1, total: 1 } }));
    renderWithProviders(
      <RequestQueueScreen row={row} page="non-done" isSuper={false} adminId="admin-1" onChanged={() => {}} />,
    );
    const article = await screen.findByRole('article', { name: 'Hany Adel' });
    expect(screen.getByRole('tab', { name: /New request site visit/ })).toBeVisible();
    expect(within(article).getByText('Visit date')).toBeVisible();
    expect(within(article).getByText('6 Mar 2027')).toBeVisible();
  });
});
