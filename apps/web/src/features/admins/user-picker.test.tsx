import { userPageReplySchema } from '@simsar/contract/admins';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { aUser } from '../../test/users.ts';
import { apiRequest } from '../../ui/api-client.ts';
import { pagePath, usePageList } from '../../ui/use-page-list.ts';
import { UserPicker } from './user-picker.tsx';

const member = (index: number) => aUser(index, index === 7 ? { name: 'Salma Fouad' } : {});

const users = Array.from({ length: 300 }, (_, index) => member(index + 1));

/** The server's side of GET /api/admin/unassigned?page=&search=: 20 a page, by name or phone. */
function serveUsers() {
  return stubFetch(({ path }) => {
    const url = new URL(path, 'http://console.test');
    const page = Number(url.searchParams.get('page'));
    const needle = (url.searchParams.get('search') ?? '').toLowerCase();
    const found = users.filter(
      (user) => user.name.toLowerCase().includes(needle) || user.phone.includes(needle),
    );
    const items = found.slice((page - 1) * 20, page * 20);
    return { json: { items, page, pages: Math.max(1, Math.ceil(found.length / 20)), total: found.length } };
  });
}

function Harness() {
  const list = usePageList(
    (search) => ['picker', search ?? ''],
    (page, search) =>
      apiRequest(pagePath('/api/admin/unassigned', page, search), { reply: userPageReplySchema }),
  );
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  return <UserPicker list={list} chosen={chosen} onChange={setChosen} />;
}

describe('UserPicker (team and assign lists)', { timeout: 30_000 }, () => {
  it('shows a page of 20 of hundreds, then 20 more with Get more', async () => {
    serveUsers();
    renderWithProviders(<Harness />);
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Get more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    expect(screen.getByText('300 users, 0 chosen')).toBeVisible();
  });

  it('searches by name or phone on the server, case-insensitively, and chooses all shown', async () => {
    const fetchMock = serveUsers();
    renderWithProviders(<Harness />);
    await screen.findAllByRole('article');
    const box = screen.getByRole('textbox', { name: 'Name or Phone number' });
    // Pasted, not typed: one change per search keeps the test quick on a busy machine.
    const search = async (text: string) => {
      await userEvent.clear(box);
      await userEvent.click(box);
      await userEvent.paste(text);
    };
    await search('SALMA');
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
        'Salma Fouad',
      ]),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/unassigned?page=1&search=SALMA', expect.anything());
    await search('0100000029');
    // Phones 0100000029x: ten users, 290 to 299.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Choose all shown' }));
    expect(screen.getByText('10 users, 10 chosen')).toBeVisible();
    await search('nobody');
    expect(await screen.findByText('Not found')).toBeVisible();
  });
});
