import type { ResetRequest } from '@simsar/contract/password-resets';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { PasswordResetsScreen } from './password-resets-screen.tsx';

const request = (fields: Partial<ResetRequest>): ResetRequest => ({
  _id: crypto.randomUUID(),
  name: 'Omar',
  phone: '01001234567',
  whatsApp: '01001234567',
  createdAt: '2026-11-22T10:00:00.000Z',
  done: false,
  known: true,
  account: {
    _id: 'member-omar',
    name: 'Omar',
    user_type: 'Client',
    email: 'omar@example.com',
    createdAt: '2026-01-05T09:00:00.000Z',
  },
  nameMatches: true,
  ...fields,
});

describe('Reset password screen', () => {
  it('shows every open request of an account on one card and flags differing WhatsApp numbers', async () => {
    stubFetch(() => ({
      json: {
        response: [
          request({ name: 'Omar Taken', whatsApp: '01099999999', createdAt: '2026-11-22T11:00:00.000Z' }),
          request({ name: 'Omar' }),
          request({ name: 'Laila', phone: '01112223334', whatsApp: '01112223334' }),
        ],
      },
    }));
    renderWithProviders(<PasswordResetsScreen />);
    const omar = await screen.findByRole('article', { name: 'Omar Taken' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(omar).getByText('2 open requests')).toBeVisible();
    expect(within(omar).getByRole('note', { name: 'WhatsApp numbers differ' })).toHaveTextContent(
      'The requests give different WhatsApp numbers: send the new password only to the number the account registered with, 01001234567.',
    );
    expect(within(omar).getByText('01099999999')).toBeVisible();
    expect(within(omar).getByText('Send to')).toBeVisible();
    const laila = screen.getByRole('article', { name: 'Laila' });
    expect(within(laila).queryByRole('note', { name: 'WhatsApp numbers differ' })).toBeNull();
  });

  it("names the account, flags a name that is not the account's and offers only Delete for an unknown phone", async () => {
    stubFetch(() => ({
      json: {
        response: [
          request({ name: 'Mona Zaki', nameMatches: false }),
          request({
            name: 'Stranger',
            phone: '01112223334',
            whatsApp: '01112223334',
            known: false,
            account: null,
            nameMatches: false,
          }),
        ],
      },
    }));
    renderWithProviders(<PasswordResetsScreen />);
    const mona = await screen.findByRole('article', { name: 'Mona Zaki' });
    const account = within(mona).getByRole('group', { name: 'Account' });
    expect(within(account).getByText('Omar')).toBeVisible();
    expect(within(account).getByText('omar@example.com')).toBeVisible();
    expect(within(mona).getByText("The name differs from the account's name")).toBeVisible();
    expect(within(mona).getByRole('button', { name: 'New password' })).toBeEnabled();
    const stranger = screen.getByRole('article', { name: 'Stranger' });
    expect(within(stranger).getByText('Unknown phone: no member has this number.')).toBeVisible();
    expect(within(stranger).queryByRole('button', { name: 'New password' })).toBeNull();
    expect(within(stranger).queryByText("The name differs from the account's name")).toBeNull();
    expect(within(stranger).getByRole('button', { name: 'Delete' })).toBeVisible();
  });
});
