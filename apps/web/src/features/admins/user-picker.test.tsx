import type { User } from '@simsar/contract/users';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { UserPicker } from './user-picker.tsx';

function member(index: number): User {
  return {
    _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    user_type: 'Client',
    name: index === 7 ? 'Salma Fouad' : `Client ${index}`,
    email: `client${index}@simsar.test`,
    phone: `0100${String(index).padStart(7, '0')}`,
    status: 'active',
    ban: false,
    isBanned: false,
    removed: false,
    area: null,
    work_at: null,
    years_experience: null,
    my_invitation_code: null,
    number_of_invitaion: 0,
    invited_by: null,
    admin_id: null,
    earnings: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}

const users = Array.from({ length: 300 }, (_, index) => member(index + 1));

function Harness() {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  return <UserPicker users={users} chosen={chosen} onChange={setChosen} />;
}

describe('UserPicker (team and assign lists)', () => {
  it('shows 40 of hundreds, then 40 more with Get more', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getAllByRole('article')).toHaveLength(40);
    await userEvent.click(screen.getByRole('button', { name: 'Get more' }));
    expect(screen.getAllByRole('article')).toHaveLength(80);
    expect(screen.getByText('300 users, 0 chosen')).toBeVisible();
  });

  it('searches by name or phone in the page, case-insensitively, and chooses all shown', async () => {
    renderWithProviders(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Name or Phone number' });
    // Pasted, not typed: one change per search keeps the test quick on a busy machine.
    const search = async (text: string) => {
      await userEvent.clear(box);
      await userEvent.click(box);
      await userEvent.paste(text);
    };
    await search('SALMA');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Salma Fouad',
    ]);
    await search('0100000029');
    // Phones 0100000029x: ten users, 290 to 299.
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Choose all shown' }));
    expect(screen.getByText('10 users, 10 chosen')).toBeVisible();
    await search('nobody');
    expect(screen.getByText('Not found')).toBeVisible();
  });
});
