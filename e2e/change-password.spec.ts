import type { Page } from '@playwright/test';
import { buildAdmin, openTab, sidebar, signIn, signInThroughForm } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';

async function fillPasswords(page: Page, values: { old: string; next: string; confirm: string }) {
  await page.getByRole('textbox', { name: 'Old password', exact: true }).fill(values.old);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(values.next);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(values.confirm);
  await page.getByRole('main').getByRole('button', { name: 'Change password' }).click();
}

test.describe('Change password', () => {
  test('names each missing field and alerts when the confirmation differs', async ({ page, request }) => {
    await signIn(page, await buildAdmin(request));
    await openTab(page, 'Change password');
    await page.getByRole('main').getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Old password is required')).toBeVisible();
    await expect(page.getByText('New password is required')).toBeVisible();
    await expect(page.getByText('Confirm password is required')).toBeVisible();

    await fillPasswords(page, { old: 'whatever-1', next: 'New-secret-1', confirm: 'New-secret-2' });
    await expect(page.getByRole('alert').filter({ hasText: 'password is not match' })).toBeVisible();
    await expect(page.getByText('Old password is required')).toHaveCount(0);
  });

  test("shows the server's message when the old password is wrong", async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allowFailedCall(400, '/api/admin/change_password');
    await signIn(page, await buildAdmin(request));
    await openTab(page, 'Change password');
    await fillPasswords(page, { old: 'not-my-password', next: 'New-secret-1', confirm: 'New-secret-1' });
    await expect(toast(page, 'Old password is incorrect')).toBeVisible();
  });

  test('changes the password: this session continues and the new one signs in', async ({
    page,
    request,
    consoleGuard,
  }) => {
    const admin = await buildAdmin(request);
    // General's figures (the reports' calls) may still be on their way when Logout ends the session:
    // their 401 then is the signed-out console's, not a fault.
    consoleGuard.allowFailedCall(401, '/api/reports/');
    await signIn(page, admin);
    await openTab(page, 'Change password');
    const newPassword = `${admin.password}-changed`;
    await fillPasswords(page, { old: admin.password, next: newPassword, confirm: newPassword });
    await expect(toast(page, 'Password changed')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Old password', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('');

    // This session goes on.
    await openTab(page, 'General');
    await expect(page.getByRole('region', { name: 'Projects' })).toBeVisible();

    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await signInThroughForm(page, { ...admin, password: newPassword });
  });
});
