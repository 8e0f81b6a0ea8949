import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiToken, sidebar, superAdmin } from './builders.ts';
import { exportAs, readSheet } from './exports.ts';
import { expect, test } from './fixtures.ts';
import { registerMember, uniqueName } from './members.ts';
import { fileRequest, requestPhone } from './request-builders.ts';
import { cardRoutes, keptInLatin, widerThanWindow } from './screen-checks.ts';

/**
 * Every home card's screen in Arabic, right to left, in light and in dark (docs/decisions/293): no
 * English word of the console's own, nothing wider than the window, a screenshot of each under
 * test-results/arabic-walk/. It runs last, once the rest of the suite has filled the lists, and with
 * the super admin in Arabic (no test runs beside it to expect English).
 */
const shots = path.join('test-results', 'arabic-walk');

/** The home tabs in Arabic, as the sidebar names them. */
const tabs = {
  General: 'عام',
  Brokers: 'الوسطاء',
  Clients: 'العملاء',
  Franchises: 'الفروع',
  'Change password': 'تغيير كلمة المرور',
  System: 'النظام',
};

/**
 * The words the glossary keeps in Latin letters ("Google Maps": Google, Maps); a link's scheme and a
 * phone's shape are data here, isolated as the rest.
 */
const latinOnPurpose = keptInLatin
  .filter((kept) => /^[A-Za-z0-9 ]+$/.test(kept) && !/^\d/.test(kept))
  .flatMap((kept) => kept.split(' '));

/**
 * The console's own English words on the screen: visible text and placeholders outside what holds a
 * member's or an admin's data. Data is marked by its direction (`dir` on an element, or `<bdi>`),
 * which the console sets on every name, e-mail, phone, figure and typed text so that it reads right
 * in either direction; a word found elsewhere is the console's.
 */
async function englishOn(page: Page): Promise<string[]> {
  return page.evaluate((onPurpose) => {
    const found: string[] = [];
    const isData = (element: Element) =>
      element.closest('bdi, [dir]:not(html), script, style, noscript, [aria-hidden="true"]') !== null;
    const english = (text: string) =>
      (text.match(/[A-Za-z][A-Za-z0-9'’-]+/g) ?? []).some((word) => !onPurpose.includes(word));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (parent && !isData(parent) && parent.checkVisibility() && english(text)) found.push(`«${text}»`);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (field.checkVisibility() && !isData(field) && english(field.placeholder))
        found.push(`placeholder «${field.placeholder}»`);
    }
    return [...new Set(found)];
  }, latinOnPurpose);
}

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, superAdmin);
  const saved = await request.put('/api/admin/preferences', {
    data: { language: 'ar' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const [tab, label] of Object.entries(tabs)) {
    test(`every screen of the ${tab} tab's cards speaks Arabic in ${scheme}`, async ({ browser }) => {
      test.setTimeout(360_000);
      mkdirSync(shots, { recursive: true });
      const context = await browser.newContext({
        colorScheme: scheme,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      const problems: string[] = [];
      const check = async (name: string) => {
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await page.screenshot({ path: path.join(shots, `${scheme}-${name}.png`), fullPage: true });
        for (const word of await englishOn(page)) problems.push(`${name}: ${word}`);
        const overflow = await widerThanWindow(page);
        if (overflow > 0) problems.push(`${name}: ${overflow}px wider than the window`);
      };
      // This browser has no choice stored: the sign-in page is English, the session brings Arabic.
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(superAdmin.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(superAdmin.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(sidebar(page).getByText('لوحة تحكم Simsar')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await sidebar(page).getByRole('button', { name: label, exact: true }).click();
      await expect(page.getByRole('main').getByRole('heading', { name: label, level: 2 })).toBeVisible();
      await check(`home-${tab.toLowerCase()}`);
      const routes = await cardRoutes(page, 'عرض');
      if (!['Change password', 'System'].includes(tab)) expect(routes.length).toBeGreaterThan(2);
      for (const route of routes) {
        await page.goto(route);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        await check(route.slice(1).replaceAll('/', '-'));
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
}

/**
 * The inbox, the screen staff live in, on a 390 px phone in Arabic: nothing wider than the window,
 * its title whole, no English word of the console's own, the open item under the list; and its
 * export downloaded and read, holding the rows the screen shows in the screen's order.
 */
test('the inbox on a 390 px phone speaks Arabic, fits the window and exports what it shows', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });
  // One waiting item at least, whatever ran before.
  const client = await registerMember(request, 'Client', { name: uniqueName('سلمى الهاتف') });
  await fileRequest(request, client, '/api/app/property_consultant', {
    phone: requestPhone(),
    message: 'اتصلوا بي بخصوص شقة بثلاث غرف في التجمع الخامس',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(superAdmin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(superAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.goto('/inbox');
  const heading = page.getByRole('main').getByRole('heading', { name: 'صندوق الوارد', level: 2 });
  await expect(heading).toBeVisible();
  const rows = page.getByRole('table', { name: 'العناصر المنتظرة' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();

  const problems: string[] = [];
  const check = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.screenshot({ path: path.join(shots, `phone-${name}.png`), fullPage: true });
    for (const word of await englishOn(page)) problems.push(`${name}: ${word}`);
    const overflow = await widerThanWindow(page);
    if (overflow > 0) problems.push(`${name}: ${overflow}px wider than the window`);
    const title = await heading.boundingBox();
    if (!title || title.x < 0 || title.x + title.width > 390) problems.push(`${name}: the title is cut`);
  };
  await check('inbox');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('تفاصيل العنصر')).toBeVisible();
  await check('inbox-item');
  expect(problems).toEqual([]);

  // The export, as the export tests read it: the file the browser saved, its rows in the screen's order.
  const shown = await rows.evaluateAll((cells) =>
    cells.map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''),
  );
  const xlsx = await exportAs(page, 'Excel (XLSX)', 'تصدير');
  expect(xlsx.name).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const { rows: lines } = await readSheet(xlsx.body);
  // A text a spreadsheet would run as a formula is written inert.
  const inert = (text: string) => (text.startsWith('=') ? `'${text}` : text);
  expect(lines.slice(1, 1 + shown.length).map((line) => line[6])).toEqual(shown.map(inert));
  expect(lines.slice(1).some((line) => line.includes(client.name))).toBe(true);
});
