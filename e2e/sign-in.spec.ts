import {
  apiToken,
  buildAdmin,
  openTab,
  sidebar,
  signInThroughForm,
  signInWrongPassword,
  superAdmin,
} from './builders.ts';
import { expect, test, toast } from './fixtures.ts';

test.describe('Sign-in', () => {
  test('requires the e-mail and the password', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Simsar Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Simsar Dashboard');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test("shows the server's message when the password is wrong", async ({ page, request, consoleGuard }) => {
    consoleGuard.allowFailedCall(401, '/api/admin/login');
    const admin = await buildAdmin(request);
    await signInWrongPassword(page, admin);
    await expect(toast(page, 'Email or password is incorrect')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('lands on the home dashboard, replacing the sign-in page in the history', async ({ page }) => {
    await page.goto('/login');
    const historyBefore = await page.evaluate(() => history.length);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(superAdmin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(superAdmin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
    await expect(sidebar(page).getByText('Simsar Dashboard')).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: 'General' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Projects' })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  });

  // The console guard fails this test on any logged error: a signed-out load logs no 401.
  test('sends a visitor without a session to /login', async ({ page }) => {
    for (const path of ['/', '/brokers/accept', '/units/add']) {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    }
    // No session is not an error: nothing to tell the visitor but the sign-in form.
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test('a signed-in admin opening /login goes home instead of seeing the form', async ({ page }) => {
  await signInThroughForm(page, superAdmin);
  await openTab(page, 'Clients');
  await page.goto('/login');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Clients', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  // Signing out still leads to the form, not back home.
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a session ended elsewhere sends the admin to /login and says why', async ({
  page,
  request,
  consoleGuard,
}) => {
  // The next call of the console's is refused: here the Change password tab's reading of the e-mail choices.
  consoleGuard.allowFailedCall(401, '/api/admin/mail_choices');
  const admin = await buildAdmin(request);
  await signInThroughForm(page, admin);
  await openTab(page, 'Clients');

  // Changing the password from another session ends this one.
  const token = await apiToken(request, admin);
  const changed = await request.put('/api/admin/change_password', {
    data: { old_password: admin.password, password: `${admin.password}-2` },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await openTab(page, 'Change password');
  await expect(page).toHaveURL('/login');
  await expect(toast(page, 'Your session has ended. Please sign in again.')).toBeVisible();
  const stored = await page.evaluate(() => [localStorage.getItem('page'), sessionStorage.getItem('isSuper')]);
  expect(stored).toEqual([null, null]);
});
