import { randomUUID } from 'node:crypto';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiToken, buildAdmin, openTab, signIn, superAdmin } from './builders.ts';
import { exportAs, readSheet } from './exports.ts';
import { expect, test, toast } from './fixtures.ts';
import { bellCount } from './live-walk.ts';
import { adminIdOf, assignedMember, uniqueName } from './members.ts';
import { fileRequest, requestPhone } from './request-builders.ts';
import { files, pickFiles } from './unit-builders.ts';
import { card, search, tab } from './user-screens.ts';

/**
 * The contract's demonstration kinds, each added by its definition and its Arabic alone
 * (queue-kinds-example.ts, content-types-example.ts), driven through the console of the test build
 * that includes them (SIMSAR_EXAMPLE_KINDS=1, playwright.example-kinds.config.ts, docs/decisions/440).
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/example-kinds-${name}.png`, fullPage: true });

async function speak(page: Page, language: 'en' | 'ar', account = superAdmin) {
  const token = await apiToken(page.request, account);
  const saved = await page.request.put('/api/admin/preferences', {
    data: { language },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('site visit requests: filed, heard live, listed with the visit date, moved once, exported, audited, in Arabic', async ({
  page,
  browser,
  request,
}) => {
  // A walk of three consoles through every step of the queue's life.
  test.setTimeout(240_000);
  const mona = await buildAdmin(request);
  const client = await assignedMember(
    request,
    'Client',
    await adminIdOf(request, mona),
    uniqueName('Visitor'),
  );

  // Mona's console is open on the Clients tab: the filing reaches it live, without a reload.
  const monaContext = await browser.newContext();
  const monaPage = await monaContext.newPage();
  const streaming = monaPage.waitForResponse((response) => response.url().endsWith('/api/admin/events'));
  await signIn(monaPage, mona);
  await openTab(monaPage, 'Clients');
  await streaming;
  const homeCard = monaPage.getByRole('region', { name: 'Request site visit' });
  await expect(homeCard.getByText('Clients asking to visit a project')).toBeVisible();
  const before = await bellCount(homeCard);
  let loads = 0;
  monaPage.on('load', () => {
    loads += 1;
  });
  const filed = await fileRequest(request, client, '/api/app/site_visit', {
    phone: requestPhone(),
    message: 'Saturday morning please',
    visit_date: '2027-03-06',
  });
  await expect.poll(() => bellCount(homeCard), { timeout: 5_000 }).toBe(before + 1);
  expect(loads).toBe(0);
  await shot(monaPage, 'home-card');

  // Listed in its tab, its visit date on the card under its words.
  await homeCard.getByRole('link', { name: 'View' }).click();
  await expect(monaPage).toHaveURL('/site-visit/non-done');
  await expect(monaPage.getByRole('heading', { name: 'Request site visit' })).toBeVisible();
  await expect(monaPage.getByRole('tab')).toHaveText([/^New request site visit/, 'Done request site visit']);
  await search(monaPage, client.name);
  const monaCard = card(monaPage, client.name);
  await expect(monaCard.getByText('Saturday morning please')).toBeVisible();
  await expect(monaCard.getByText('Visit date')).toBeVisible();
  await expect(monaCard.getByText('6 Mar 2027')).toBeVisible();
  await shot(monaPage, 'queue');
  await monaPage.emulateMedia({ colorScheme: 'dark' });
  await shot(monaPage, 'queue-dark');
  await monaPage.emulateMedia({ colorScheme: 'light' });

  // Exported with its own column.
  const csv = (await exportAs(monaPage, 'CSV')).body.toString('utf8');
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toContain('Visit date');
  expect(lines.filter((line) => line.includes(client.name))).toEqual([expect.stringContaining('2027-03-06')]);

  // A second console of Mona's whose live stream is down (the server says not to reconnect) still
  // shows the request after the super admin moved it: her repeat of the move gets the conflict.
  const staleContext = await browser.newContext();
  await staleContext.route('**/api/admin/events', (route) => route.fulfill({ status: 204 }));
  const stalePage = await staleContext.newPage();
  await signIn(stalePage, mona);
  await stalePage.goto('/site-visit/non-done');
  await search(stalePage, client.name);
  await expect(card(stalePage, client.name)).toBeVisible();
  await signIn(page, superAdmin);
  await page.goto('/site-visit/non-done');
  await search(page, client.name);
  await card(page, client.name).getByRole('button', { name: 'Done', exact: true }).click();
  await expect(toast(page, 'Request moved')).toBeVisible();
  await card(stalePage, client.name).getByRole('button', { name: 'Done', exact: true }).click();
  await expect(toast(stalePage, 'This request is already done')).toBeVisible();
  await shot(stalePage, 'conflict');
  await staleContext.close();
  await tab(page, 'Done request site visit').click();
  await search(page, client.name);
  await expect(card(page, client.name).getByText('6 Mar 2027')).toBeVisible();

  // Counted down on Mona's home card, live.
  await openTab(monaPage, 'Clients');
  await expect.poll(() => bellCount(homeCard)).toBe(before);

  // Audited under its own kind.
  await page.goto(`/audit?kind=site_visit&item=${filed._id}`);
  const entries = page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Site visit request');
  await expect(entries.first()).toContainText('Super admin');
  await shot(page, 'audit');

  // In Arabic: its name, its tabs and the visit date's label.
  await speak(monaPage, 'ar', mona);
  await monaPage.goto('/site-visit/done');
  await expect(monaPage.getByRole('heading', { name: 'طلبات زيارة الموقع' })).toBeVisible();
  await expect(monaPage.getByRole('tab')).toHaveText([/^الطلبات الجديدة/, 'الطلبات المنجزة']);
  const arabicCard = card(monaPage, client.name);
  await expect(arabicCard.getByText('تاريخ الزيارة')).toBeVisible();
  await shot(monaPage, 'queue-ar');
  await openTab(monaPage, 'العملاء');
  await expect(monaPage.getByRole('region', { name: 'طلب زيارة موقع' })).toBeVisible();
  await shot(monaPage, 'home-card-ar');
  await monaContext.close();
});

/**
 * Every stored file made a day and a few seconds old, as the next day's sweep finds them: it judges
 * the files that turned a day old since the last sweep (docs/decisions/423), and the server's own
 * timer may have swept a minute after the start.
 */
async function ageStoredFiles(): Promise<void> {
  const uploads = path.join(process.env.E2E_DATA_DIR as string, 'uploads');
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 5_000);
  for (const visibility of ['public', 'private']) {
    const entries = await readdir(path.join(uploads, visibility), { recursive: true, withFileTypes: true });
    for (const entry of entries.filter((one) => one.isFile()))
      await utimes(path.join(entry.parentPath, entry.name), dayAgo, dayAgo);
  }
}

test('brochures: created with a PDF and the flag, listed, edited, exported, audited, the PDF kept through the sweep, in Arabic', async ({
  page,
  browser,
  request,
}) => {
  // A walk of two consoles through every step of the type's life.
  test.setTimeout(240_000);
  await signIn(page, superAdmin);
  await openTab(page, 'General');
  await page.getByRole('region', { name: 'Brochures' }).getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL('/brochures/add');
  const form = page.getByRole('form', { name: 'Add brochure' });
  await form.getByRole('button', { name: 'Add brochure' }).click();
  for (const message of ['English title is required', 'Arabic title is required', 'PDF is required'])
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  const title = uniqueName('Palm Hills brochure');
  await form.getByRole('textbox', { name: 'English title' }).fill(title);
  await form.getByRole('textbox', { name: 'Arabic title' }).fill('كتيب بالم هيلز');
  await form.getByRole('checkbox', { name: 'Published' }).check();
  await pickFiles(page, form.getByRole('button', { name: 'PDF' }), [files.pdf('palm-hills.pdf')]);
  await shot(page, 'brochure-form');
  await form.getByRole('button', { name: 'Add brochure' }).click();
  await expect(toast(page, 'Brochure saved')).toBeVisible();

  await tab(page, 'Brochures').click();
  await expect(page).toHaveURL('/brochures/view');
  const shown = page.getByRole('article', { name: title });
  await expect(shown.getByText('كتيب بالم هيلز')).toBeVisible();
  await expect(shown.getByText('Yes', { exact: true })).toBeVisible();
  const pdfLink = shown.getByRole('link', { name: 'Open the PDF' });
  await shot(page, 'brochures');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'brochures-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Edited: the flag off, the PDF kept.
  const pdf = (await pdfLink.getAttribute('href')) as string;
  await shown.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${title}` });
  await edit.getByRole('checkbox', { name: 'Published' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(shown.getByText('No', { exact: true })).toBeVisible();
  await expect(pdfLink).toHaveAttribute('href', pdf);

  // The PDF opens from its card.
  const opening = page.waitForEvent('popup');
  await pdfLink.click();
  const opened = await opening;
  const served = await request.get(pdf);
  expect(served.headers()['content-type']).toContain('application/pdf');
  expect((await served.body()).toString()).toContain('%PDF-1.4');
  await opened.close();

  // Exported from its list as the other lists are: a column per field, the flag as Yes or No.
  const sheet = await exportAs(page, 'Excel (XLSX)');
  expect(sheet.name).toMatch(/^brochure-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const [header, ...rows] = (await readSheet(sheet.body)).rows;
  expect(header).toEqual(['English title', 'Arabic title', 'PDF', 'Published', 'Created']);
  expect(rows.filter((row) => row[0] === title).map((row) => row.slice(0, 4))).toEqual([
    [title, 'كتيب بالم هيلز', pdf, 'No'],
  ]);

  // Audited: its creation and edit under its item, the export under the list's name.
  const token = await apiToken(request, superAdmin);
  const listed = await request.get('/api/brochure/all', { headers: { Authorization: `Bearer ${token}` } });
  const { _id } = (await listed.json()).response.find((one: { title_en: string }) => one.title_en === title);
  await page.goto(`/audit?kind=content&item=${_id}`);
  const entries = page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Super admin');
  await shot(page, 'brochure-audit');
  await page.goto('/audit?kind=export&item=brochure');
  await expect(entries.first()).toContainText('Super admin');
  await page.goto('/brochures/view');

  // A day later the sweep removes a file no row points at and keeps the brochure's.
  const orphan = `public/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.pdf`;
  await writeFile(path.join(process.env.E2E_DATA_DIR as string, 'uploads', orphan), files.pdf().buffer);
  await ageStoredFiles();
  const swept = await request.post('/api/example/sweep_orphans', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(swept.status(), await swept.text()).toBe(200);
  expect((await swept.json()).removed).toEqual([orphan]);
  await page.reload();
  const kept = await request.get((await pdfLink.getAttribute('href')) as string);
  expect(kept.status()).toBe(200);

  // An ordinary admin in Arabic: the list and its labels.
  const mona = await buildAdmin(request);
  const monaContext = await browser.newContext();
  const monaPage = await monaContext.newPage();
  await signIn(monaPage, mona);
  await speak(monaPage, 'ar', mona);
  await monaPage.goto('/brochures/view');
  await expect(monaPage.getByRole('heading', { name: 'الكتيبات' })).toBeVisible();
  const arabic = monaPage.getByRole('article', { name: title });
  await expect(arabic.getByText('العنوان بالعربية')).toBeVisible();
  await expect(arabic.getByText('منشور')).toBeVisible();
  await expect(arabic.getByRole('link', { name: /PDF/ })).toBeVisible();
  await shot(monaPage, 'brochures-ar');
  // Its home card in Arabic, from the same entry of the types' Arabic.
  await openTab(monaPage, 'عام');
  await expect(
    monaPage.getByRole('region', { name: 'الكتيبات' }).getByText('كتيبات المشروعات للعملاء'),
  ).toBeVisible();
  await monaContext.close();
});
