import type { Page } from '@playwright/test';
import { apiToken, buildAdmin, signIn, superAdmin } from './builders.ts';
import { expect, test } from './fixtures.ts';
import { adminIdOf, assignedMember, uniqueName } from './members.ts';
import { card, search } from './user-screens.ts';

const rows = (page: Page) => page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr');

test.describe('Audit log', () => {
  test('shows a member history from its card, newest first, and filters by admin, kind and days', async ({
    page,
    request,
  }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const member = await assignedMember(request, 'Client', adminId, uniqueName('Audited Nour'));
    const headers = { Authorization: `Bearer ${await apiToken(request, admin)}` };
    expect((await request.put(`/api/user/ban/${member._id}`, { headers })).status()).toBe(200);
    expect((await request.put(`/api/user/unban/${member._id}`, { headers })).status()).toBe(200);

    await signIn(page, superAdmin);
    await page.goto('/clients/accept');
    await search(page, member.name);
    await card(page, member.name).getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(`/audit?kind=user&item=${member._id}`);
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(0)).toContainText('unban');
    await expect(rows(page).nth(0)).toContainText(admin.name);
    // Whom it is about, by name, beside the kind and id.
    await expect(rows(page).nth(0).getByRole('cell').nth(3)).toContainText(`Member${member.name}`);
    await page.screenshot({ path: 'test-results/audit-subject-names.png', fullPage: true });
    await expect(rows(page).nth(1)).toContainText('ban');
    await expect(rows(page).nth(1)).toContainText('banned: false → true');
    await expect(rows(page).nth(2)).toContainText('change_admin');
    await expect(rows(page).nth(2)).toContainText('Super admin');
    await page.screenshot({ path: 'test-results/audit-member.png', fullPage: true });

    // Only this admin's changes: the super admin's assignment drops out.
    await page.getByRole('combobox', { name: 'Admin' }).click();
    await page.getByRole('option', { name: admin.name }).click();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`admin=${adminId}`));
    await expect(rows(page)).toHaveCount(2);

    // A range that ends before today holds nothing.
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('Not found')).toBeVisible();

    // Cleared, then by kind only: admins' entries, this admin's creation among them.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL('/audit');
    await page.getByRole('combobox', { name: 'Kind of item' }).click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL('/audit?kind=admin');
    await expect(rows(page).filter({ hasText: admin.email })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: 'Member' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/audit-admins.png', fullPage: true });
  });

  test('is for super admins only', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    await signIn(page, admin);
    await page.goto('/audit');
    await expect(page).toHaveURL('/');
  });
});
