import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const superAdmin = { name: 'Super admin', email: 'super@simsar.test', password: 'Super-secret-1' };

/**
 * The super admin's session, signed in once per run by the `signed-in` setup (e2e/signed-in.setup.ts)
 * and saved as Playwright storage state (its cookies). E2E_STATE_DIR is named by playwright.config.ts.
 */
export const superAdminState = path.join(process.env.E2E_STATE_DIR ?? 'test-results', 'super-admin.json');

let superCookies: Parameters<BrowserContext['addCookies']>[0] | undefined;

export interface AdminAccount {
  name: string;
  email: string;
  password: string;
}

/** Signs in through the API and returns the session token (used as a Bearer token). */
export async function apiToken(request: APIRequestContext, account: AdminAccount): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** Creates an ordinary admin with a unique e-mail, as the super admin would. */
export async function buildAdmin(request: APIRequestContext): Promise<AdminAccount> {
  const token = await apiToken(request, superAdmin);
  const id = randomUUID().slice(0, 8);
  const admin = { name: `Admin ${id}`, email: `admin-${id}@simsar.test`, password: `Admin-secret-${id}` };
  const response = await request.post('/api/admin/create', {
    data: admin,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return admin;
}

/**
 * Opens the console signed in as `account` and waits for the home dashboard. The super admin's is
 * the run's one session (`superAdminState`); any other account signs in through the API from this
 * browser (the cookie lands in its context), as the form would have done. The tests about signing
 * in itself use `signInThroughForm` (docs/decisions/395).
 */
export async function signIn(page: Page, account: AdminAccount): Promise<void> {
  if (account.email === superAdmin.email && account.password === superAdmin.password) {
    superCookies ??= (JSON.parse(readFileSync(superAdminState, 'utf8')) as { cookies: typeof superCookies })
      .cookies;
    await page.context().addCookies(superCookies ?? []);
  } else {
    const response = await page.request.post('/api/admin/login', {
      data: { email: account.email, password: account.password },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await page.goto('/');
  await expect(page).toHaveURL('/');
  await expect(sidebar(page).getByText('Simsar Dashboard')).toBeVisible();
}

/** Signs in through the sign-in form and waits for the home dashboard. */
export async function signInThroughForm(page: Page, account: AdminAccount): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  await expect(sidebar(page).getByText('Simsar Dashboard')).toBeVisible();
}

/** Tries to sign in with a wrong password, from /login (the server answers 401). */
export async function signInWrongPassword(page: Page, account: AdminAccount): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export function sidebar(page: Page) {
  return page.getByRole('navigation');
}

/** Opens a home tab from the sidebar. */
export async function openTab(page: Page, label: string): Promise<void> {
  await sidebar(page).getByRole('button', { name: label, exact: true }).click();
}

/**
 * This page's session says Arabic, as it would for a super admin who chose it: the super admin is
 * every test's, and the tests beside this one expect it in English, so its language on the server
 * stays English.
 */
export async function sessionSaysArabic(page: Page) {
  await page.route('**/api/admin/session', async (route) => {
    const response = await route.fetch();
    const reply = await response.json();
    await route.fulfill({
      response,
      json: reply.admin ? { admin: { ...reply.admin, language: 'ar' } } : reply,
    });
  });
}
