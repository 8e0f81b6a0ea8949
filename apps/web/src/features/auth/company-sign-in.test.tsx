import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

// The sign-in page's part of company sign-in (docs/decisions/460, 464).
const provider = (name: string | null) =>
  stubFetch(({ path }) => ({ json: path.endsWith('/api/admin/oidc') ? { name } : { admin: null } }));

describe('Sign-in with the company provider', () => {
  it('offers the provider beside the form when the server has one', async () => {
    provider('Acme ID');
    renderWithProviders(<LoginPage productName="Simsar" />, { route: '/login' });
    const button = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(button).toHaveAttribute('href', '/api/admin/oidc/start');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it('shows no such button when company sign-in is off', async () => {
    const fetchMock = provider(null);
    renderWithProviders(<LoginPage productName="Simsar" />, { route: '/login' });
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('says why the provider sign-in was refused', async () => {
    provider('Acme ID');
    renderWithProviders(<LoginPage productName="Simsar" />, {
      route: '/login?sign_in_error=unknown_admin',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No admin has this e-mail: ask a super admin to add you',
    );
  });

  it("ignores a reason it does not know, and offers the provider's sign-out after signing out", async () => {
    provider('Acme ID');
    renderWithProviders(<LoginPage productName="Simsar" />, {
      route: {
        pathname: '/login',
        search: '?sign_in_error=constructor',
        state: { providerSignOut: 'https://id.acme.test/logout?client_id=simsar' },
      },
    });
    const signOut = await screen.findByRole('link', { name: 'Sign out of Acme ID too' });
    expect(signOut).toHaveAttribute('href', 'https://id.acme.test/logout?client_id=simsar');
    expect(screen.getByText(/You are signed out of Simsar/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
