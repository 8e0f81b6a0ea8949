import type { Page } from '@playwright/test';
import { buildAdmin, sidebar } from './builders.ts';
import { expect, test } from './fixtures.ts';

// Sign-in with the company's identity provider (docs/decisions/460): a real OpenID Connect
// provider (scripts/oidc-provider.ts, "Acme ID") that the Playwright config starts beside the server.

/** From the console's sign-in page through the provider's, signed in there as `email`. */
async function signInAtProvider(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();
  await expect(page.getByRole('heading', { name: 'Acme ID' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('whatever-the-provider-checks');
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('an admin signs in through the provider, lands on the console, and is offered its sign-out', async ({
  page,
  request,
}) => {
  const admin = await buildAdmin(request);
  await signInAtProvider(page, admin.email);
  await expect(page).toHaveURL('/');
  await expect(sidebar(page).getByText('Simsar Dashboard')).toBeVisible();

  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('You are signed out of Simsar.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign out of Acme ID too' }).click();
  // The provider asks, then sends the browser back to the sign-in page.
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('an e-mail no admin has is refused on the sign-in page, and no admin is made', async ({ page }) => {
  await signInAtProvider(page, 'stranger@elsewhere.test');
  await expect(page).toHaveURL('/login?sign_in_error=unknown_admin');
  await expect(page.getByRole('alert')).toHaveText('No admin has this e-mail: ask a super admin to add you');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
