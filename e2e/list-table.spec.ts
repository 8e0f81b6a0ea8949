import type { Page } from '@playwright/test';
import { buildAdmin, sessionSaysArabic, sidebar, signIn, superAdmin } from './builders.ts';
import { exportAs, readSheet } from './exports.ts';
import { expect, test } from './fixtures.ts';
import { adminIdOf, assignedMember, uniqueName } from './members.ts';
import { fileRequest, requestPhone } from './request-builders.ts';

// The member list as a table (docs/decisions/520): Table/Cards, the Columns menu, sorting on the
// server, filters beside the search kept in the address, and the export of the filtered rows; the
// list saved as a view, a tab above it and a link in the sidebar, counted for each viewer (560).

const rowNames = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.getAttribute('aria-label')));

/** The Cards / Table switch's choice (Mantine SegmentedControl: a label over each hidden radio). */
const viewSwitch = (page: Page, name: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });

const today = new Date().toISOString().slice(0, 10);

/** "Save view": the dialog's name, shared with every admin when asked (super admins). */
async function saveView(
  page: Page,
  name: string,
  words: { save: string; name: string; share?: string; ok: string },
) {
  await page.getByRole('button', { name: words.save }).click();
  const dialog = page.getByRole('dialog', { name: words.save });
  await dialog.getByRole('textbox', { name: words.name }).fill(name);
  if (words.share) await dialog.getByRole('checkbox', { name: words.share }).check();
  await dialog.getByRole('button', { name: words.ok, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** A saved view's tab above the list, a link (its name, then the viewer's count). */
const viewTab = (page: Page, name: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
/** The owner's menu of the open view (docs/decisions/564): rename, share, delete. */
const viewMenu = (page: Page, name: string, words = 'Change view') =>
  page.getByRole('button', { name: new RegExp(`^${words} .${name}.$`) });

/** Deletes the open view from its menu, after the Yes/No. */
async function deleteView(
  page: Page,
  name: string,
  words = { menu: 'Change view', del: 'Delete view', yes: 'Yes' },
) {
  await viewMenu(page, name, words.menu).click();
  await page.getByRole('menuitem', { name: words.del }).click();
  await page.getByRole('dialog').getByRole('button', { name: words.yes }).click();
}

/** A saved view's link in the sidebar (its name, then the viewer's count). */
const viewLink = (page: Page, name: string) =>
  sidebar(page).getByRole('link', { name: new RegExp(`^${name}`) });

test.describe('The member lists as a table', () => {
  test('the clients list: table, columns, sort by name, filter by admin and days, saved as a shared view, reload, export; each admin sees their own share', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
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

    // Saved as a view shared with every admin: a tab above the list, chosen, with its count.
    const viewName = `${stamp} view`;
    await saveView(page, viewName, {
      save: 'Save view',
      name: 'Name of the view',
      share: 'Share with every admin',
      ok: 'Save',
    });
    await expect(viewTab(page, viewName)).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: 'test-results/list-table-en.png', fullPage: true });

    // Reloaded: the table and its columns are kept, the filters and sort are in the address; the
    // view is a tab and a link in the sidebar, each saying 3.
    await page.reload();
    await expect(viewTab(page, viewName)).toHaveAttribute('aria-current', 'page');
    await expect(viewTab(page, viewName)).toContainText('3');
    await expect(viewLink(page, viewName)).toContainText('3');
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
    await expect(viewTab(page, viewName)).not.toHaveAttribute('aria-current');

    // The sidebar's link opens the view as saved: filters, sort, table and columns.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Email' }).click();
    await page.keyboard.press('Escape');
    await viewLink(page, viewName).click();
    await expect(viewTab(page, viewName)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await expect.poll(() => rowNames(page)).toEqual([`${stamp} Camelia`, `${stamp} Basma`, `${stamp} adel`]);

    // The shared view as ordinary admins open it: the members' admin sees their three, another
    // admin none of them (each count is the viewer's own share).
    const other = await buildAdmin(request);
    for (const [account, count] of [
      [admin, 3],
      [other, 0],
    ] as const) {
      const context = await browser.newContext();
      const theirs = await context.newPage();
      await signIn(theirs, account);
      await expect(viewLink(theirs, viewName)).toContainText(String(count));
      await viewLink(theirs, viewName).click();
      await expect(viewTab(theirs, viewName)).toHaveAttribute('aria-current', 'page');
      if (count > 0) {
        await expect(theirs.getByText(`${count} clients`, { exact: true })).toBeVisible();
        await expect.poll(() => rowNames(theirs)).toHaveLength(count);
      } else await expect(theirs.getByText('Not found')).toBeVisible();
      // Only its owner changes or deletes it.
      await expect(viewMenu(theirs, viewName)).toHaveCount(0);
      await context.close();
    }

    // Its owner deletes it: gone from the tabs and the sidebar.
    await deleteView(page, viewName);
    await expect(viewTab(page, viewName)).toHaveCount(0);
    await expect(viewLink(page, viewName)).toHaveCount(0);
  });

  test('in Arabic: the table right to left, its count in Arabic, saved as a view shared with every admin that an ordinary admin opens with only their own members', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const other = await buildAdmin(request);
    const stamp = uniqueName('Arabic table');
    for (const name of [`${stamp} أ`, `${stamp} ب`]) await assignedMember(request, 'Client', adminId, name);
    await assignedMember(request, 'Client', await adminIdOf(request, other), `${stamp} ج`);
    await signIn(page, superAdmin);
    await sessionSaysArabic(page);
    // Every client of this walk, of both admins: found by its stamp.
    await page.goto(`/clients/accept?search=${encodeURIComponent(stamp)}`);
    await viewSwitch(page, 'جدول').click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('3 عملاء', { exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'الاسم' })).toBeVisible();

    // Saved sorted by name and shared with every admin: after a reload a tab and a sidebar link,
    // in Arabic, each saying its count in the admin's digits; its export holds exactly its rows.
    await page.getByRole('button', { name: 'ترتيب حسب الاسم' }).click();
    await expect(page).toHaveURL(/sort=name&dir=asc/);
    const viewName = `${stamp} عملائي`;
    await saveView(page, viewName, {
      save: 'حفظ طريقة العرض',
      name: 'اسم طريقة العرض',
      share: 'مشاركتها مع كل المشرفين',
      ok: 'حفظ',
    });
    await page.reload();
    await expect(viewTab(page, viewName)).toHaveAttribute('aria-current', 'page');
    await expect(viewTab(page, viewName)).toContainText('3');
    await expect(viewLink(page, viewName)).toContainText('3');
    await page.screenshot({ path: 'test-results/list-table-ar.png', fullPage: true });
    const { rows } = await readSheet((await exportAs(page, 'Excel (XLSX)', 'تصدير')).body);
    expect(rows.slice(1).map((row) => row[0])).toEqual([`${stamp} أ`, `${stamp} ب`, `${stamp} ج`]);

    // An ordinary admin, in Arabic, opens the shared view: only their own two members.
    const context = await browser.newContext();
    const theirs = await context.newPage();
    await signIn(theirs, admin);
    await sessionSaysArabic(theirs);
    await theirs.reload();
    await expect(viewLink(theirs, viewName)).toContainText('2');
    await viewLink(theirs, viewName).click();
    await expect(viewTab(theirs, viewName)).toHaveAttribute('aria-current', 'page');
    await expect(theirs.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(theirs.getByText('عميلين', { exact: true })).toBeVisible();
    await expect.poll(() => rowNames(theirs)).toEqual([`${stamp} أ`, `${stamp} ب`]);
    await expect(viewMenu(theirs, viewName, 'تعديل طريقة العرض')).toHaveCount(0);
    await theirs.screenshot({ path: 'test-results/list-table-ar-ordinary.png', fullPage: true });
    await context.close();

    await deleteView(page, viewName, { menu: 'تعديل طريقة العرض', del: 'حذف طريقة العرض', yes: 'نعم' });
    await expect(viewLink(page, viewName)).toHaveCount(0);
  });

  test('a queue filtered by admin, the days filed and overdue: in the address, and exported as filtered', async ({
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

    // Filed a moment ago, it is not overdue (docs/decisions/561).
    await page.getByRole('combobox', { name: 'Overdue' }).click();
    await page.getByRole('option', { name: 'Not overdue' }).click();
    await expect(page).toHaveURL(/overdue=no/);
    await expect(page.getByRole('article', { name: mine.name })).toBeVisible();
    await page.getByRole('combobox', { name: 'Overdue' }).click();
    await page.getByRole('option', { name: 'Overdue only' }).click();
    await expect(page).toHaveURL(/overdue=yes/);
    await expect(page.getByRole('article', { name: mine.name })).toHaveCount(0);
  });
});
