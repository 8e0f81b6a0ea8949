import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { BanImpactPanel } from './ban-impact.tsx';

const id = '00000000-0000-4000-8000-000000000007';
afterEach(() => vi.unstubAllGlobals());

describe('BanImpactPanel (docs/decisions/283)', () => {
  it('lists the queues with open items by title, the invitees named and the earnings', async () => {
    const fetchMock = stubFetch(() => ({
      json: {
        queues: [
          { kind: 'form', waiting: 2 },
          { kind: 'deal', waiting: 0 },
          { kind: 'property_consultant', waiting: 1 },
        ],
        invited: {
          count: 7,
          first: [
            { _id: 'a', name: 'Mona Zaki' },
            { _id: 'b', name: 'Ali Hassan' },
          ],
        },
        earnings: 1250.5,
      },
    }));
    renderWithProviders(<BanImpactPanel userIds={[id]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Reading what the ban touches…');
    expect(await screen.findByText('Open items')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Forms: 2',
      'Request property consultant: 1',
    ]);
    // The count and the amount are their own left-to-right pieces in the sentence (<bdi dir="ltr">).
    const touched = screen.getByRole('region', { name: 'What the ban touches' });
    expect(touched).toHaveTextContent('Invited members: 7 (Mona Zaki, Ali Hassan, …)');
    expect(touched).toHaveTextContent('Earnings: 1,250.50 EGP');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/user/ban_impact/${id}`);
  });

  it('says there is nothing open, and shows a failed read in words', async () => {
    stubFetch(() => ({
      json: { queues: [{ kind: 'form', waiting: 0 }], invited: { count: 0, first: [] }, earnings: 0 },
    }));
    const { unmount } = renderWithProviders(<BanImpactPanel userIds={[id]} />);
    expect(await screen.findByText('No open items')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What the ban touches' })).toHaveTextContent(
      'Invited members: 0',
    );
    unmount();

    stubFetch(() => ({ status: 404, json: { message: 'User not found', code: 'NOT_FOUND' } }));
    renderWithProviders(<BanImpactPanel userIds={[id]} />);
    // Said in the panel (the console's failed-call toast says it too).
    const title = await screen.findByText('What the ban touches could not be read');
    expect(title.closest('[role="alert"]')).toHaveTextContent('User not found');
  });

  it('adds up what a bulk ban touches across the chosen members', async () => {
    const replies: Record<string, unknown> = {
      a: {
        queues: [
          { kind: 'form', waiting: 2 },
          { kind: 'deal', waiting: 0 },
        ],
        invited: { count: 1, first: [{ _id: 'x', name: 'Mona Zaki' }] },
        earnings: 1000,
      },
      b: {
        queues: [
          { kind: 'form', waiting: 1 },
          { kind: 'deal', waiting: 3 },
        ],
        invited: { count: 0, first: [] },
        earnings: 250.5,
      },
    };
    const fetchMock = stubFetch(({ path }) => ({ json: replies[path.split('/').pop() ?? ''] }));
    renderWithProviders(<BanImpactPanel userIds={['a', 'b']} />);
    expect(await screen.findByText('Open items')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Forms: 3', 'Deals: 3']);
    const touched = screen.getByRole('region', { name: 'What the ban touches' });
    expect(touched).toHaveTextContent('Invited members: 1 (Mona Zaki)');
    expect(touched).toHaveTextContent('Earnings: 1,250.50 EGP');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
