import type { MemberPage } from '@simsar/contract/member-page';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { MemberPageScreen } from './member-page.tsx';

const broker = {
  _id: '11111111-1111-4111-8111-111111111111',
  user_type: 'Broker',
  name: 'Hany Broker',
  email: 'hany@example.com',
  phone: '01012345678',
  status: 'active',
  ban: true,
  isBanned: true,
  ban_reason: 'Fake deals',
  removed: false,
  area: null,
  work_at: null,
  years_experience: null,
  national_id: null,
  my_invitation_code: 'HANY22',
  number_of_invitaion: 1,
  invited_by: '22222222-2222-4222-8222-222222222222',
  admin_id: 'a1',
  admin_name: 'Mona',
  earnings: 1500,
  createdAt: '2026-01-02T10:00:00.000Z',
} as const;

const reply: MemberPage = {
  user: broker,
  invited_by: {
    _id: '22222222-2222-4222-8222-222222222222',
    name: 'Sara First',
    user_type: 'Broker',
    status: 'active',
  },
  invited: [
    {
      _id: '33333333-3333-4333-8333-333333333333',
      name: 'Omar Joined',
      user_type: 'Broker',
      status: 'pending',
    },
  ],
  invited_total: 1,
  items: [
    {
      kind: 'cil',
      role: 'client',
      _id: '44444444-4444-4444-8444-444444444444',
      status: 'new',
      createdAt: '2026-03-02T10:00:00.000Z',
    },
    {
      kind: 'form',
      role: 'filer',
      _id: '55555555-5555-4555-8555-555555555555',
      status: 'rejected',
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  ],
  items_total: 60,
};

describe("a member's page", () => {
  it('shows the member, the ban reason, who invited them, whom they invited and what they filed, each opening', async () => {
    stubFetch(({ path }) =>
      path === `/api/user/member/${broker._id}`
        ? { json: reply }
        : { status: 404, json: { message: 'Not found', code: 'NOT_FOUND' } },
    );
    renderWithProviders(<MemberPageScreen id={broker._id} isSuper earnings={<p>Ledger here</p>} />);
    expect(
      await screen.findByRole('heading', { name: 'Hany Broker' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hany Broker' })).toHaveTextContent('Reason: Fake deals');
    expect(
      within(screen.getByRole('region', { name: 'Invited by' })).getByRole('link', { name: 'Sara First' }),
    ).toHaveAttribute('href', '/members/22222222-2222-4222-8222-222222222222');
    expect(
      within(screen.getByRole('region', { name: 'Invited members' })).getByRole('link', {
        name: 'Omar Joined',
      }),
    ).toBeInTheDocument();
    const filed = screen.getByRole('region', { name: 'What they filed' });
    expect(filed).toHaveTextContent('60 items in every queue · The newest 2 are listed');
    const rows = within(filed).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/CIL.*Names them as the client.*new/);
    expect(rows[1]).not.toHaveTextContent('Names them as the client');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/cil/new/44444444-4444-4444-8444-444444444444',
    );
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/form/accept/55555555-5555-4555-8555-555555555555',
    );
    expect(
      within(screen.getByRole('region', { name: 'Earnings' })).getByText('Ledger here'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Every change to this member in the audit log' }),
    ).toBeInTheDocument();
  });

  it("says so in words when the member is not the admin's or does not exist", async () => {
    stubFetch(() => ({ status: 404, json: { message: 'User not found', code: 'NOT_FOUND' } }));
    renderWithProviders(<MemberPageScreen id={broker._id} isSuper={false} />);
    expect(
      await screen.findByText('The member could not be shown', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The page says it, and so does the toast every failed call shows.
    expect(screen.getAllByText('User not found').length).toBeGreaterThanOrEqual(1);
  });
});
