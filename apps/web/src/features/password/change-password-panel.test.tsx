import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { ChangePasswordPanel } from './change-password-panel.tsx';

async function fillForm(values: { old?: string; next?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (values.old) await user.type(screen.getByLabelText(/^Old password/), values.old);
  if (values.next) await user.type(screen.getByLabelText(/^New password/), values.next);
  if (values.confirm) await user.type(screen.getByLabelText(/^Confirm password/), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Change password tab', () => {
  it('names each missing field and calls nothing', async () => {
    const fetchMock = stubFetch(() => ({ json: {} }));
    renderWithProviders(<ChangePasswordPanel />);
    await fillForm({});
    expect(await screen.findByText('Old password is required')).toBeVisible();
    expect(screen.getByText('New password is required')).toBeVisible();
    expect(screen.getByText('Confirm password is required')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the alert "password is not match" when the confirmation differs', async () => {
    const fetchMock = stubFetch(() => ({ json: {} }));
    renderWithProviders(<ChangePasswordPanel />);
    await fillForm({ old: 'old-secret-1', next: 'new-secret-1', confirm: 'new-secret-2' });
    expect(await screen.findByRole('alert')).toHaveTextContent('password is not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses the old password as the new one and calls nothing', async () => {
    const fetchMock = stubFetch(() => ({ json: {} }));
    renderWithProviders(<ChangePasswordPanel />);
    await fillForm({ old: 'same-secret-1', next: 'same-secret-1', confirm: 'same-secret-1' });
    expect(await screen.findByText('The new password must differ from the old one')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the old password is wrong", async () => {
    stubFetch(() => ({
      status: 400,
      json: { message: 'Old password is incorrect', code: 'VALIDATION' },
    }));
    renderWithProviders(<ChangePasswordPanel />);
    await fillForm({ old: 'wrong-secret', next: 'new-secret-1', confirm: 'new-secret-1' });
    expect(await screen.findByText('Old password is incorrect')).toBeVisible();
  });

  it('sends the old and new password, confirms and clears the form', async () => {
    const fetchMock = stubFetch(() => ({ json: { message: 'Password changed' } }));
    renderWithProviders(<ChangePasswordPanel />);
    await fillForm({ old: 'old-secret-1', next: 'new-secret-1', confirm: 'new-secret-1' });
    expect(await screen.findByText('Password changed')).toBeVisible();
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/admin/change_password');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      old_password: 'old-secret-1',
      password: 'new-secret-1',
    });
    expect(screen.getByLabelText(/^Old password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveValue('');
  });
});
