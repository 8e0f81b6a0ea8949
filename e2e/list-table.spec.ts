import type { Page } from '@playwright/test';
import { buildAdmin, sessionSaysArabic, signIn, superAdmin } from './builders.ts';
import { exportAs, readSheet } from './exports.ts';
import { expect, test } from './fixtures.ts';
import { adminIdOf, assignedMember, uniqueName } from './members.ts';
import { fileRequest, requestPhone } from './request-builders.ts';

// The member list as a table (docs/decisions/520): Table/Cards, the Columns menu, sorting on the
// server, filters beside the search kept in the address, and the export of the filtered rows.

const rowNames = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.getAttribute('aria-label')));

/** The Cards / Table switch's choice (Mantine SegmentedControl: a label over each hidden radio). */
const viewSwitch = (page: Page, name: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });

const today = new Date().toISOString().slice(0, 10);

test.describe('The member lists as a table', () => {
  test('the clients list: table, columns, sort by name, filter by admin and days, reload, export', async ({
    page,
    request,
  }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const stamp = uniqueName('Tabled');
    const names = [`${stamp} Camelia`, `${stamp} adel`, `${stamp} Basma`];
    for (const name of names) await assignedMember(request, 'Client', adminId, name);

    await signIn(page, superAdmin);
    await page.goto('/clients/accept');
    await viewSwitch(page, 'Table').click();
    await expect(page.getByRole('table')).toBeVisible();

    // Columns: add Email, take Banned away.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Email' }).click();
    await page.getByRole('checkbox', { name: 'Banned' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Banned' })).toHaveCount(0);

    // Filtered by the admin and by the days joined (today to today): this admin's three.
    await page.getByRole('combobox', { name: 'Admin' }).fill(admin.name);
    await page.getByRole('option', { name: admin.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`admin_id=${adminId}`));
    await page.getByLabel('Joined from', { exact: true }).fill(today);
    await page.getByLabel('Joined from', { exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`joined_from=${today}`));
    await page.getByLabel('Joined to', { exact: true }).fill(today);
    await page.getByLabel('Joined to', { exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`joined_to=${today}`));
    await expect(page.getByText('3 clients', { exact: true })).toBeVisible();

    // Sorted by name on the server, up then down; case does not count.
    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await expect(page).toHaveURL(/sort=name&dir=asc/);
    await expect.poll(() => rowNames(page)).toEqual([`${stamp} adel`, `${stamp} Basma`, `${stamp} Camelia`]);
    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await expect.poll(() => rowNames(page)).toEqual([`${stamp} Camelia`, `${stamp} Basma`, `${stamp} adel`]);
    await page.screenshot({ path: 'test-results/list-table-en.png', fullPage: true });

    // Reloaded: the table and its columns are kept, the filters and sort are in the address.
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Banned' })).toHaveCount(0);
    await expect(page.getByText('3 clients', { exact: true })).toBeVisible();
    await expect.poll(() => rowNames(page)).toEqual([`${stamp} Camelia`, `${stamp} Basma`, `${stamp} adel`]);

    // The export holds exactly the filtered rows, in the order shown.
    const xlsx = await exportAs(page, 'Excel (XLSX)');
    const { rows } = await readSheet(xlsx.body);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      `${stamp} Camelia`,
      `${stamp} Basma`,
      `${stamp} adel`,
    ]);

    // Days when nobody joined: nothing matches.
    for (const [label, day] of [
      ['Joined from', '2020-01-01'],
      ['Joined to', '2020-01-02'],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(day);
      await page.getByLabel(label, { exact: true }).press('Enter');
    }
    await expect(page.getByText('Not found')).toBeVisible();
  });

  test('in Arabic the table reads right to left and says its count in Arabic', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const stamp = uniqueName('Arabic table');
    for (const name of [`${stamp} أ`, `${stamp} ب`]) await assignedMember(request, 'Client', adminId, name);
    await signIn(page, superAdmin);
    await sessionSaysArabic(page);
    await page.goto(`/clients/accept?admin_id=${adminId}`);
    await viewSwitch(page, 'جدول').click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('عميلين', { exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'الاسم' })).toBeVisible();
    await page.screenshot({ path: 'test-results/list-table-ar.png', fullPage: true });
  });

  test('a queue filtered by admin and the days filed: in the address, and exported as filtered', async ({
    page,
    request,
  }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const mine = await assignedMember(request, 'Client', adminId, uniqueName('Queue mine'));
    const other = await assignedMember(
      request,
      'Client',
      await adminIdOf(request, await buildAdmin(request)),
      uniqueName('Queue other'),
    );
    const message = uniqueName('Filtered request');
    for (const member of [mine, other]) {
      await fileRequest(request, member, '/api/app/property_consultant', { phone: requestPhone(), message });
    }
    await signIn(page, superAdmin);
    await page.goto('/property-consultant/non-done');
    await page.getByRole('combobox', { name: 'Admin' }).fill(admin.name);
    await page.getByRole('option', { name: admin.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`admin_id=${adminId}`));
    await page.getByLabel('Filed from', { exact: true }).fill(today);
    await page.getByLabel('Filed from', { exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`filed_from=${today}`));
    await expect(page.getByRole('article', { name: mine.name })).toBeVisible();
    await expect(page.getByRole('article', { name: other.name })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/queue-filters-en.png', fullPage: true });

    await page.reload();
    await expect(page.getByRole('article', { name: mine.name })).toBeVisible();
    const csv = await exportAs(page, 'CSV');
    const text = csv.body.toString('utf8');
    expect(text).toContain(mine.name);
    expect(text).not.toContain(other.name);
  });
});
