import type { User } from '@simsar/contract/users';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { neverAnswered, renderWithProviders, stubFetch } from '../../test/render.tsx';
import { allowConsoleError } from '../../test/setup.ts';
import { aUser } from '../../test/users.ts';
import { PendingBrokers } from './pending-brokers.tsx';

const broker = (index: number, name = `Bulk batch ${index}`) =>
  aUser(index, {
    user_type: 'Broker',
    name,
    status: 'pending',
    area: 'New Cairo',
    work_at: 'Nile Realty',
    years_experience: 5,
  });

// Four stand for the hundred the server sends at most: the words count what came.
const matches = Array.from({ length: 4 }, (_, index) => broker(index + 1));

/** The whole pending list holds one other broker; a search's page holds `matches` of `total`. */
function serve(found: User[], total: number) {
  return stubFetch(({ path }) =>
    path.startsWith('/api/user/list/Broker')
      ? { json: { items: found, page: 1, pages: Math.ceil(total / 100), total } }
      : { json: { response: [broker(999, 'Waiting Karim')] } },
  );
}

async function searchFor(text: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Name or Phone number' }), {
    target: { value: text },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

// jsdom does not know the HTML <search> element of the search box (browsers do): React says so once.
beforeEach(() => allowConsoleError(/The tag <%s> is unrecognized/));

describe('the pending brokers searched (docs/decisions/566)', () => {
  it('asks the server for the pending matches and says when more match than are shown', async () => {
    const fetchMock = serve(matches, 240);
    renderWithProviders(<PendingBrokers isSuper onLeft={() => {}} />);
    expect(await screen.findByText('Waiting Karim')).toBeVisible();

    await searchFor('Bulk batch');
    expect(await screen.findByText('Bulk batch 4')).toBeVisible();
    expect(screen.queryByText('Waiting Karim')).toBeNull();
    expect(
      screen.getByText('The first 4 of 240 matches are shown: narrow the search to see the others'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Select all 4' })).toBeVisible();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain('/api/user/list/Broker?page=1&state=pending&search=Bulk+batch&size=100');

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Waiting Karim')).toBeVisible();
    expect(screen.queryByText(/matches are shown/)).toBeNull();
  });

  it('says nothing more when every match is shown', async () => {
    serve(matches.slice(0, 3), 3);
    renderWithProviders(<PendingBrokers isSuper onLeft={() => {}} />);
    await searchFor('Bulk batch');
    expect(await screen.findByText('Bulk batch 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Select all 3' })).toBeVisible();
    expect(screen.queryByText(/matches are shown/)).toBeNull();
  });

  it('takes a new search while the results shown are fetched again (a live change elsewhere)', async () => {
    // A busy marketplace: brokers register all day, and each registration has the results fetched
    // again. The search button waits only for a new search's first answer, never for those.
    let holding = false;
    const fetchMock = stubFetch(({ path }) => {
      if (!path.startsWith('/api/user/list/Broker')) return { json: { response: [] } };
      // The refetch never answers while the test holds it.
      if (holding) return neverAnswered;
      return { json: { items: matches, page: 1, pages: 1, total: 4 } };
    });
    const asked = () => fetchMock.mock.calls.map(([input]) => String(input));
    let client: QueryClient | undefined;
    function LiveChange() {
      client = useQueryClient();
      return null;
    }
    renderWithProviders(
      <>
        <PendingBrokers isSuper onLeft={() => {}} />
        <LiveChange />
      </>,
    );
    await searchFor('Bulk batch');
    expect(await screen.findByText('Bulk batch 4')).toBeVisible();
    holding = true;
    void client?.invalidateQueries();
    const searchedFor = (term: string) => asked().filter((path) => path.includes(`search=${term}&`)).length;
    await waitFor(() => expect(searchedFor('Bulk+batch')).toBe(2));
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    holding = false;
    await searchFor('Karim');
    await waitFor(() => expect(searchedFor('Karim')).toBe(1));
    expect(await screen.findByRole('status', { name: 'Search results' })).toHaveTextContent('Karim');
  });
});
