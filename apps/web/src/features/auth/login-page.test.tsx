import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

/** The calls of the sign-in itself (the page also asks whether company sign-in is on). */
const signInCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([path]) => String(path).endsWith('/api/admin/login'));

describe('Sign-in', () => {
  it('requires the e-mail and the password', async () => {
    const fetchMock = stubFetch(() => ({ json: {} }));
    renderWithProviders(<LoginPage productName="Simsar" />, { route: '/login' });
    expect(screen.getByRole('heading', { name: 'Simsar Dashboard' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(signInCalls(fetchMock)).toEqual([]);
  });

  it('shows a reply message other than "Login Successful!" as an error', async () => {
    stubFetch(() => ({ json: { message: 'Account is locked' } }));
    renderWithProviders(<LoginPage productName="Simsar" />, { route: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'someone@simsar.test');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Account is locked')).toBeVisible();
    expect(sessionStorage.getItem('isSuper')).toBeNull();
  });

  it('checks again as the fields change after a submit, focuses the first wrong one, sends the trimmed e-mail', async () => {
    const fetchMock = stubFetch(() => ({ json: { message: 'Too many attempts' } }));
    renderWithProviders(<LoginPage productName="Simsar" />, { route: '/login' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^Email/), '  someone@simsar.test ');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeVisible();
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    expect(screen.queryByText('Password is required')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many attempts')).toBeVisible();
    expect(JSON.parse(String(signInCalls(fetchMock)[0]?.[1]?.body))).toEqual({
      email: 'someone@simsar.test',
      password: 'secret-password',
    });
  });
});
