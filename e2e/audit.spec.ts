import type { Page } from '@playwright/test';
import { apiToken, buildAdmin, signIn, superAdmin } from './builders.ts';
import { submitFromApp } from './deal-builders.ts';
import { expect, test } from './fixtures.ts';
import { acceptedBroker, adminIdOf, assignedMember, uniqueName } from './members.ts';
import { buildUnit } from './unit-builders.ts';
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
    expect(
      (await request.put(`/api/user/ban/${member._id}`, { headers, data: { reason: 'Spam' } })).status(),
    ).toBe(200);
    expect((await request.put(`/api/user/unban/${member._id}`, { headers })).status()).toBe(200);

    await signIn(page, superAdmin);
    await page.goto('/clients/accept');
    await search(page, member.name);
    await card(page, member.name).getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(`/audit?kind=user&item=${member._id}`);
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(0)).toContainText('Unbanned');
    await expect(rows(page).nth(0)).toContainText(admin.name);
    // Whom it is about, by name, beside the kind and id.
    await expect(rows(page).nth(0).getByRole('cell').nth(3)).toContainText(`Member${member.name}`);
    await page.screenshot({ path: 'test-results/audit-subject-names.png', fullPage: true });
    await expect(rows(page).nth(1)).toContainText('Banned');
    await expect(rows(page).nth(1)).toContainText('Banned: No → Yes');
    await expect(rows(page).nth(2)).toContainText('Admin changed');
    await expect(rows(page).nth(2)).toContainText('Super admin');
    // The admin the member went to, by name (decision 295).
    await expect(rows(page).nth(2).getByRole('cell').nth(4)).toContainText(`→ ${admin.name}`);
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
    // No member's entry: no row whose kind says Member (an admin's leave says "members" in its words).
    await expect(rows(page).filter({ has: page.getByText('Member', { exact: true }) })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/audit-admins.png', fullPage: true });
  });

  test('filters sign-ins by what they came to: a wrong password, with the e-mail tried', async ({
    page,
    request,
  }) => {
    const admin = await buildAdmin(request);
    const wrong = await request.post('/api/admin/login', {
      data: { email: admin.email, password: 'Not-the-password-9' },
    });
    expect(wrong.status()).toBe(401);
    await apiToken(request, admin);

    await signIn(page, superAdmin);
    await page.goto('/audit');
    await page.getByRole('combobox', { name: 'Kind of item' }).click();
    await page.getByRole('option', { name: 'Sign-in' }).click();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Wrong e-mail or password' }).click();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL('/audit?kind=sign_in&action=failed');
    const tried = rows(page).filter({ hasText: admin.email });
    await expect(tried).toHaveCount(1);
    await expect(tried).toContainText('Wrong e-mail or password');
    await expect(tried).toContainText(admin.name);
    await expect(rows(page).filter({ hasText: 'Signed in' })).toHaveCount(0);
    await expect(page.getByText('Not-the-password-9')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/audit-sign-ins.png', fullPage: true });

    // The same e-mail's successful sign-in, under the other action.
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Signed in' }).click();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL('/audit?kind=sign_in&action=signed_in');
    await expect(rows(page).filter({ hasText: admin.email }).first()).toContainText('Signed in');
  });

  test("offers the deal kind, under which a deal's move is found", async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const broker = await acceptedBroker(request, await adminIdOf(request, admin), uniqueName('Broker Audit'));
    const project = uniqueName('Audit Heights');
    await buildUnit(request, project);
    const deal = await submitFromApp(request, 'deal', broker, {
      client_name: uniqueName('Client Audit'),
      project_code: project,
    });
    const headers = { Authorization: `Bearer ${await apiToken(request, superAdmin)}` };
    expect((await request.put(`/api/deal/pending_deal/${deal._id}`, { headers })).status()).toBe(200);

    await signIn(page, superAdmin);
    await page.goto('/audit');
    await page.getByRole('combobox', { name: 'Kind of item' }).click();
    await page.getByRole('option', { name: 'Deal', exact: true }).click();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL('/audit?kind=deal');
    const moved = rows(page).filter({ hasText: deal._id });
    await expect(moved).toHaveCount(1);
    await expect(moved).toContainText('Marked pending');
    await expect(moved).toContainText('Super admin');
    await page.screenshot({ path: 'test-results/audit-deals.png', fullPage: true });
  });

  test('is for super admins only', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    await signIn(page, admin);
    await page.goto('/audit');
    await expect(page).toHaveURL('/');
  });
});
