import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const superAdmin = { name: 'Super admin', email: 'super@simsar.test', password: 'Super-secret-1' };

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

/** Signs in through the sign-in form and waits for the home dashboard. */
export async function signIn(page: Page, account: AdminAccount): Promise<void> {
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
