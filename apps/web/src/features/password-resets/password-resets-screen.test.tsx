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
  ...fields,
});

describe('Reset password screen (issue 13)', () => {
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
});
