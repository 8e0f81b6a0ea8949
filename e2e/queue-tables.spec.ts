import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildAdmin, sessionSaysArabic, sidebar, signIn, superAdmin } from './builders.ts';
import { submitFromApp } from './deal-builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { acceptedBroker, adminIdOf, assignedMember, uniqueName } from './members.ts';
import { fileRequest, requestPhone } from './request-builders.ts';
import { widerThanWindow } from './screen-checks.ts';
import { buildUnit } from './unit-builders.ts';

// The queues and the inbox as tables (docs/decisions/563): Table/Cards, the Columns menu, sorting by
// the day filed on the server, the count and real pages; a queue tab saved as a view, a tab above it
// and a link in the sidebar, renamed and shared from its menu (564); in English and in Arabic.

const shots = 'test-results/queue-tables';

const rowNames = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('table')
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.getAttribute('aria-label')));

/** The Cards / Table switch's choice (Mantine SegmentedControl: a label over each hidden radio). */
const viewSwitch = (page: Page, name: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
const viewTab = (page: Page, name: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
const viewLink = (page: Page, name: string) =>
  sidebar(page).getByRole('link', { name: new RegExp(`^${name}`) });

type Words = {
  table: string;
  columns: string;
  developer: string;
  waited: string;
  sortBySubmitted: string;
  sortByClient: string;
  items: string;
  saveView: string;
  viewName: string;
  save: string;
  share: string;
  menu: string;
  rename: string;
  stopSharing: string;
  shareView: string;
  renamed: string;
  shared: string;
  unshared: string;
  del: string;
  yes: string;
};

const english: Words = {
  table: 'Table',
  columns: 'Columns',
  developer: 'Developer',
  waited: 'Waited',
  sortBySubmitted: 'Sort by Submitted',
  sortByClient: 'Sort by Client',
  items: '3 items',
  saveView: 'Save view',
  viewName: 'Name of the view',
  save: 'Save',
  share: 'Share with every admin',
  menu: 'Change view',
  rename: 'Rename view',
  stopSharing: 'Stop sharing',
  shareView: 'Share with every admin',
  renamed: 'View renamed',
  shared: 'View shared with every admin',
  unshared: 'View no longer shared',
  del: 'Delete view',
  yes: 'Yes',
};

const arabic: Words = {
  table: 'جدول',
  columns: 'الأعمدة',
  developer: 'المطوّر',
  waited: 'مدة الانتظار',
  sortBySubmitted: 'ترتيب حسب تاريخ الإرسال',
  sortByClient: 'ترتيب حسب العميل',
  items: '3 عناصر',
  saveView: 'حفظ طريقة العرض',
  viewName: 'اسم طريقة العرض',
  save: 'حفظ',
  share: 'مشاركتها مع كل المشرفين',
  menu: 'تعديل طريقة العرض',
  rename: 'إعادة تسمية طريقة العرض',
  stopSharing: 'إيقاف المشاركة',
  shareView: 'مشاركتها مع كل المشرفين',
  renamed: 'تمت إعادة تسمية طريقة العرض',
  shared: 'تمت مشاركة طريقة العرض مع كل المشرفين',
  unshared: 'لم تعد طريقة العرض مشتركة',
  del: 'حذف طريقة العرض',
  yes: 'نعم',
};

/** "Save view" under a name: the dialog closes and the view's tab is the current one. */
async function saveView(page: Page, words: Words, name: string) {
  await page.getByRole('button', { name: words.saveView }).click();
  const dialog = page.getByRole('dialog', { name: words.saveView });
  await dialog.getByRole('textbox', { name: words.viewName }).fill(name);
  await dialog.getByRole('button', { name: words.save, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(viewTab(page, name)).toHaveAttribute('aria-current', 'page');
}

const viewMenu = (page: Page, words: Words, name: string) =>
  page
    .getByRole('button', { name: `${words.menu} «${name}»` })
    .or(page.getByRole('button', { name: `${words.menu} “${name}”` }));

for (const [language, words] of [
  ['English', english],
  ['Arabic', arabic],
] as const) {
  test(`in ${language}: the forms queue as a table with chosen columns, sorted by the client and the day sent, saved as a view, renamed and shared; an ordinary admin opens it`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    mkdirSync(shots, { recursive: true });
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const broker = await acceptedBroker(request, adminId, uniqueName('Table broker'));
    const project = uniqueName('Table project');
    await buildUnit(request, project);
    const stamp = uniqueName(`Queue table ${language}`);
    // Filed in this order; by name, capitals aside, Adel, Bassem, Chadi.
    const clients = [`${stamp} Chadi`, `${stamp} adel`, `${stamp} Bassem`];
    for (const client of clients) {
      await submitFromApp(request, 'form', broker, { client_name: client, project_code: project });
    }
    // The card's and row's name, "{client}, {project}" with the language's comma.
    const label = (client: string) => `${client}${language === 'Arabic' ? '، ' : ', '}${project}`;

    await signIn(page, superAdmin);
    if (language === 'Arabic') await sessionSaysArabic(page);
    await page.goto(`/forms/new?admin_id=${adminId}`);
    if (language === 'Arabic') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await viewSwitch(page, words.table).click();
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    await expect(page.getByText(words.items, { exact: true })).toBeVisible();

    // Columns: add the developer, take the clock away.
    await page.getByRole('button', { name: words.columns }).click();
    await page.getByRole('checkbox', { name: words.developer }).click();
    await page.getByRole('checkbox', { name: words.waited }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: words.developer })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: words.waited })).toHaveCount(0);

    // The New tab is oldest first; sorted by the client's name on the server (docs/decisions/567),
    // A to Z then Z to A; then by the day sent, oldest then newest first.
    await expect.poll(() => rowNames(page)).toEqual(clients.map(label));
    const byName = [clients[1], clients[2], clients[0]].map(String);
    await page.getByRole('button', { name: words.sortByClient }).click();
    await expect(page).toHaveURL(/sort=client&dir=asc/);
    await expect.poll(() => rowNames(page)).toEqual(byName.map(label));
    await page.getByRole('button', { name: words.sortByClient }).click();
    await expect(page).toHaveURL(/sort=client&dir=desc/);
    await expect.poll(() => rowNames(page)).toEqual([...byName].reverse().map(label));
    await page.getByRole('button', { name: words.sortBySubmitted }).click();
    await expect(page).toHaveURL(/sort=filed&dir=asc/);
    await expect.poll(() => rowNames(page)).toEqual(clients.map(label));
    await page.getByRole('button', { name: words.sortBySubmitted }).click();
    await expect(page).toHaveURL(/sort=filed&dir=desc/);
    await expect.poll(() => rowNames(page)).toEqual([...clients].reverse().map(label));

    // Saved as a view: a tab above the queue's tab, current, with its count.
    const viewName = `${stamp} view`;
    await saveView(page, words, viewName);

    // Reloaded: the tab and the sidebar's link are there, the table as saved.
    await page.reload();
    await expect(viewTab(page, viewName)).toHaveAttribute('aria-current', 'page');
    await expect(viewLink(page, viewName)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: words.developer })).toBeVisible();
    await expect.poll(() => rowNames(page)).toEqual([...clients].reverse().map(label));

    // Renamed from its menu, then shared with every admin.
    // As long as a view's name may be (60 characters): on a phone too it stays within the screen.
    const renamed = `${stamp} renamed, its name as long as it may be`.slice(0, 60).trimEnd();
    await viewMenu(page, words, viewName).click();
    await page.getByRole('menuitem', { name: words.rename }).click();
    const renaming = page.getByRole('dialog', { name: words.rename });
    await renaming.getByRole('textbox', { name: words.viewName }).fill(renamed);
    await renaming.getByRole('button', { name: words.save, exact: true }).click();
    await expect(toast(page, words.renamed)).toBeVisible();
    await expect(viewTab(page, renamed)).toHaveAttribute('aria-current', 'page');
    await expect(viewLink(page, renamed)).toBeVisible();
    await expect(viewLink(page, viewName)).toHaveCount(0);
    await viewMenu(page, words, renamed).click();
    await page.getByRole('menuitem', { name: words.shareView }).click();
    await expect(toast(page, words.shared)).toBeVisible();
    await page.screenshot({ path: path.join(shots, `forms-${language}-light.png`), fullPage: true });

    // The brokers' admin opens the shared view from the sidebar: their three forms, as a table,
    // sorted as saved; not theirs to change. In dark colours, photographed.
    const context = await browser.newContext({ colorScheme: 'dark' });
    const theirs = await context.newPage();
    await signIn(theirs, admin);
    if (language === 'Arabic') {
      await sessionSaysArabic(theirs);
      await theirs.reload();
    }
    await expect(viewLink(theirs, renamed)).toContainText('3');
    await viewLink(theirs, renamed).click();
    await expect(viewTab(theirs, renamed)).toHaveAttribute('aria-current', 'page');
    await expect(theirs).toHaveURL(/\/forms\/new\?/);
    await expect.poll(() => rowNames(theirs)).toEqual([...clients].reverse().map(label));
    await expect(viewMenu(theirs, words, renamed)).toHaveCount(0);
    await expect(theirs.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await theirs.screenshot({ path: path.join(shots, `forms-${language}-dark.png`), fullPage: true });

    // On a phone: the cards only, nothing wider than the screen.
    await theirs.setViewportSize({ width: 390, height: 844 });
    await expect(theirs.getByRole('article', { name: label(clients[0] ?? '') })).toBeVisible();
    await expect(viewSwitch(theirs, words.table)).toHaveCount(0);
    expect(await widerThanWindow(theirs)).toBeLessThanOrEqual(0);
    await theirs.screenshot({ path: path.join(shots, `forms-${language}-phone.png`), fullPage: true });
    await context.close();

    // Its owner stops sharing it, then deletes it after the Yes/No.
    await viewMenu(page, words, renamed).click();
    await page.getByRole('menuitem', { name: words.stopSharing }).click();
    await expect(toast(page, words.unshared)).toBeVisible();
    await viewMenu(page, words, renamed).click();
    await page.getByRole('menuitem', { name: words.del }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.yes }).click();
    await expect(viewLink(page, renamed)).toHaveCount(0);
  });
}

test('a request queue as a table: its moves in each row, sorted by the day filed, paged', async ({
  page,
  request,
}) => {
  const admin = await buildAdmin(request);
  const adminId = await adminIdOf(request, admin);
  const members = [uniqueName('Table asker one'), uniqueName('Table asker two')];
  for (const name of members) {
    const member = await assignedMember(request, 'Client', adminId, name);
    await fileRequest(request, member, '/api/app/property_consultant', {
      phone: requestPhone(),
      message: uniqueName('Table message'),
    });
  }
  await signIn(page, superAdmin);
  await page.goto(`/property-consultant/non-done?admin_id=${adminId}`);
  await viewSwitch(page, 'Table').click();
  await expect(page.getByText('2 items', { exact: true })).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual(members);
  await page.getByRole('button', { name: 'Sort by Filed' }).click();
  await page.getByRole('button', { name: 'Sort by Filed' }).click();
  await expect(page).toHaveURL(/sort=filed&dir=desc/);
  await expect.poll(() => rowNames(page)).toEqual([...members].reverse());
  // Each row carries its selection box and its moves.
  const row = page.getByRole('row', { name: members[0] });
  await expect(row.getByRole('checkbox', { name: `Select ${members[0]}` })).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await page.getByRole('combobox', { name: 'Rows a page' }).click();
  await page.getByRole('option', { name: '50' }).click();
  await expect(page).toHaveURL(/size=50/);
  await expect.poll(() => rowNames(page)).toEqual([...members].reverse());
});

for (const [language, words] of [
  [
    'English',
    {
      table: 'Table',
      waiting: '2 waiting',
      name: 'Waiting items',
      phone: 'Phone',
      details: 'Item details',
      sortByFiled: 'Sort by Filed',
    },
  ],
  [
    'Arabic',
    {
      table: 'جدول',
      waiting: 'عنصران ينتظران',
      name: 'العناصر المنتظرة',
      phone: 'رقم الهاتف',
      details: 'تفاصيل العنصر',
      sortByFiled: 'ترتيب حسب تاريخ الإرسال',
    },
  ],
] as const) {
  test(`in ${language}: the inbox as a table, its columns chosen, an item opened below it, sorted, kept as a view`, async ({
    page,
    request,
  }) => {
    mkdirSync(shots, { recursive: true });
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const names = [uniqueName('Inbox table one'), uniqueName('Inbox table two')];
    const messages: string[] = [];
    for (const name of names) {
      const member = await assignedMember(request, 'Client', adminId, name);
      const message = uniqueName('Inbox table message');
      messages.push(message);
      await fileRequest(request, member, '/api/app/property_consultant', { phone: requestPhone(), message });
    }
    await signIn(page, superAdmin);
    if (language === 'Arabic') await sessionSaysArabic(page);
    await page.goto(`/inbox?admin=${adminId}`);
    await viewSwitch(page, words.table).click();
    const table = page.getByRole('table', { name: words.name });
    await expect(table).toBeVisible();
    await expect(page.getByText(words.waiting, { exact: true })).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await page.getByRole('button', { name: language === 'Arabic' ? 'الأعمدة' : 'Columns' }).click();
    await page.getByRole('checkbox', { name: words.phone }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: words.phone })).toBeVisible();
    // The keys still walk it; a click on what it is opens it below the table.
    await page.keyboard.press('j');
    await expect(table.locator('tr[aria-selected="true"]')).toContainText(names[1] ?? '');
    await page.getByRole('button', { name: messages[0] }).click();
    await expect(page.getByLabel(words.details)).toContainText(messages[0] ?? '');
    await page.reload();
    await expect(page.getByRole('table', { name: words.name })).toBeVisible();
    // Sorted by when filed on the server: oldest first, then newest first.
    const rowsFiledBy = async () =>
      (await rowNames(page)).map((label) => names.find((name) => label?.includes(name)));
    await expect.poll(rowsFiledBy).toEqual(names);
    await page.getByRole('button', { name: words.sortByFiled }).click();
    await page.getByRole('button', { name: words.sortByFiled }).click();
    await expect(page).toHaveURL(/sort=filed&dir=desc/);
    await expect.poll(rowsFiledBy).toEqual([...names].reverse());
    // Kept as a view (its sort with it): a tab above the inbox with its count, and a link in the sidebar.
    const viewName = uniqueName('Inbox view');
    await saveView(page, language === 'Arabic' ? arabic : english, viewName);
    await expect(viewTab(page, viewName)).toContainText('2');
    await page.screenshot({ path: path.join(shots, `inbox-${language}.png`), fullPage: true });
    await page.goto('/inbox');
    await viewLink(page, viewName).click();
    await expect(page).toHaveURL(new RegExp(`admin=${adminId}`));
    await expect.poll(rowsFiledBy).toEqual([...names].reverse());
  });
}

test('the inbox reads its next page after the last item of the page before (docs/decisions/421)', async ({
  page,
  request,
}) => {
  const admin = await buildAdmin(request);
  const adminId = await adminIdOf(request, admin);
  const member = await assignedMember(request, 'Client', adminId, uniqueName('Paged asker'));
  const messages: string[] = [];
  for (let n = 1; n <= 21; n += 1) {
    const message = uniqueName(`Paged message ${n}`);
    messages.push(message);
    await fileRequest(request, member, '/api/app/property_consultant', { phone: requestPhone(), message });
  }
  await signIn(page, superAdmin);
  await page.goto(`/inbox?admin=${adminId}`);
  await expect(page.getByText('21 waiting', { exact: true })).toBeVisible();
  await expect(page.getByText(messages[19] ?? '')).toBeVisible();
  const continued = page.waitForRequest((sent) => sent.url().includes('after='));
  await page.getByRole('button', { name: '2', exact: true }).click();
  expect(new URL((await continued).url()).searchParams.get('page')).toBe('2');
  await expect(page.getByText(messages[20] ?? '')).toBeVisible();
  await expect(page.getByText(messages[19] ?? '')).toBeHidden();
});
