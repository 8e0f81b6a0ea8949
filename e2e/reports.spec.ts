import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, buildAdmin, openTab, signIn } from './builders.ts';
import { moveAsSuper, submitFromApp } from './deal-builders.ts';
import { readSheet } from './exports.ts';
import { expect, test } from './fixtures.ts';
import { acceptedBroker, adminIdOf, uniqueName } from './members.ts';
import { buildUnit } from './unit-builders.ts';

/** Every chart of the screen, by its English title (contract reports.ts). */
const chartTitles = [
  'Pipeline by month',
  'Commission by month',
  'Top brokers',
  'Top franchises',
  'Top projects',
  'Top developers',
  'Response times by queue',
  'Response times by admin',
  'Members joined by week',
  'Members now',
];

const chart = (page: Page, title: string) =>
  page.locator('[data-chart]').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The rows the API gives this admin for one chart and range. */
async function apiRows(
  request: APIRequestContext,
  token: string,
  name: string,
  range: { from: string; to: string },
) {
  const response = await request.get(`/api/reports/${name}?${new URLSearchParams(range)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { rows: Record<string, string | number | null>[] }).rows;
}

/** The visible table under a chart, cell by cell. */
async function tableOf(page: Page, title: string) {
  const table = page.getByRole('table', { name: title });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
    );
}

/** An amount as the console writes it (ui/money.ts): separators, piastres only when there are some. */
function egp(amount: string) {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const cents = Number(fraction) === 0 ? '' : `.${fraction}`;
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${cents} EGP`;
}

/** EGP in piastres, exact, and a percentage of it rounded to the piastre as the deal's page does. */
const piastres = (amount: string) => BigInt(amount.replace('.', ''));
const percentOf = (amount: bigint, percent: bigint) => (amount * percent + 5000n) / 10000n;
const fromPiastres = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
const [year, month] = today.split('-').map(Number) as [number, number];
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');
const thisMonth = { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${lastDay(year, month)}` };
const [lastYear, lastMonthNumber] = month === 1 ? [year - 1, 12] : [year, month - 1];
const lastMonth = {
  from: `${lastYear}-${pad(lastMonthNumber)}-01`,
  to: `${lastYear}-${pad(lastMonthNumber)}-${lastDay(lastYear, lastMonthNumber)}`,
};

/**
 * An ordinary admin with one broker of theirs (working at Nile Realty, e2e/members.ts): two forms,
 * two deals accepted at the filed value 2,500,000.50 on a project of 2.5% commission and 1%
 * incentive. The admin's reports count only these, whatever other tests file beside.
 */
async function seed(request: APIRequestContext) {
  const admin = await buildAdmin(request);
  const adminId = await adminIdOf(request, admin);
  const project = uniqueName('Report Towers');
  await buildUnit(request, project);
  const broker = await acceptedBroker(request, adminId, uniqueName('Report Broker'));
  for (const client of ['Hany', 'Nour']) {
    await submitFromApp(request, 'form', broker, { client_name: client, project_code: project });
    const deal = await submitFromApp(request, 'deal', broker, { client_name: client, project_code: project });
    await moveAsSuper(request, 'deal', 'pending', deal._id);
    await moveAsSuper(request, 'deal', 'accept', deal._id);
  }
  return { admin, project, brokerName: broker.name };
}

test.describe('Reports', () => {
  test('the card opens every chart, the range changes the figures, the table and the XLSX are the data', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { admin, project, brokerName } = await seed(request);
    const token = await apiToken(request, admin);
    const value = '2500000.50';
    const twoDeals = fromPiastres(2n * piastres(value));
    const oneCommission = percentOf(piastres(value), 250n) + percentOf(piastres(value), 100n);
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn(page, admin);
    await openTab(page, 'General');
    // General's three figures: this admin's deals and commission this month, today's share within target.
    await expect(page.getByRole('link', { name: /Deals this month/ })).toContainText(`2 · ${egp(twoDeals)}`);
    await expect(page.getByRole('link', { name: /Commission this month/ })).toContainText(
      egp(fromPiastres(2n * oneCommission)),
    );
    await expect(page.getByRole('link', { name: /Answered within target today/ })).toContainText('100%');
    await page.screenshot({ path: 'test-results/reports-home-figures.png' });
    await page.getByRole('link', { name: /Deals this month/ }).click();
    await expect(page).toHaveURL(`/reports?${new URLSearchParams(thisMonth)}`);
    await page.goBack();
    await page
      .getByRole('region', { name: 'Reports', exact: true })
      .getByRole('link', { name: 'View' })
      .click();
    await expect(page).toHaveURL('/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible();

    // Each chart draws its bars (an svg with marks) for what was seeded.
    for (const title of chartTitles) {
      await expect(chart(page, title).locator('svg .recharts-bar-rectangle path').first()).toBeVisible();
    }
    await page.screenshot({ path: 'test-results/reports-en.png', fullPage: true });
    // The response times say their percentiles are a range's mean, not the exact figure.
    await expect(page.getByText(/each the mean of the range of times they fall in/)).toBeVisible();

    // The pipeline's table: this month's row is what was filed.
    const monthKey = thisMonth.from.slice(0, 7);
    await chart(page, 'Pipeline by month').getByRole('switch', { name: 'Table' }).check();
    expect(await tableOf(page, 'Pipeline by month')).toEqual([[monthKey, '2', '2', '0', '0', egp(twoDeals)]]);
    // It equals the data the API gives this admin, and so does the XLSX.
    const rows = await apiRows(request, token, 'pipeline', thisMonth);
    expect(rows).toEqual([
      { month: monthKey, forms: 2, deals: 2, cil_accepted: 0, cil_rejected: 0, deal_value: twoDeals },
    ]);
    const saving = page.waitForEvent('download');
    await chart(page, 'Pipeline by month').getByRole('link', { name: 'Download XLSX' }).click();
    const sheet = await readSheet(await readFile(await (await saving).path()));
    expect(sheet.rows).toEqual([
      ['Month', 'Forms filed', 'Deals accepted', 'CIL accepted', 'CIL rejected', 'Deal value accepted (EGP)'],
      [monthKey, 2, 2, 0, 0, Number(twoDeals)],
    ]);

    // Commission: 2.5% and 1% of each deal, each rounded to the piastre.
    await chart(page, 'Commission by month').getByRole('switch', { name: 'Table' }).check();
    expect(await tableOf(page, 'Commission by month')).toEqual([
      [monthKey, egp(fromPiastres(2n * oneCommission)), '0 EGP'],
    ]);

    // Who brings the business: this admin's broker, franchise, project and developer.
    for (const [title, name] of [
      ['Top brokers', brokerName],
      ['Top franchises', 'Nile Realty'],
      ['Top projects', project],
      ['Top developers', 'Nile Developments'],
    ] as const) {
      await chart(page, title).getByRole('switch', { name: 'Table' }).check();
      expect(await tableOf(page, title)).toEqual([[name, '2', egp(twoDeals)]]);
    }
    const topSaving = page.waitForEvent('download');
    await chart(page, 'Top brokers').getByRole('link', { name: 'Download XLSX' }).click();
    const topSheet = await readSheet(await readFile(await (await topSaving).path()));
    expect(topSheet.rows).toEqual([
      ['Broker', 'Deals accepted', 'Deal value (EGP)'],
      [brokerName, 2, Number(twoDeals)],
    ]);

    // Last month: nothing of this admin's was filed or accepted then.
    await page.getByText('Last month', { exact: true }).click();
    await expect(page).toHaveURL(`/reports?${new URLSearchParams(lastMonth)}`);
    // Read until the new range's figures replace this month's (the address changes first).
    await expect
      .poll(() => tableOf(page, 'Pipeline by month'))
      .toEqual([[lastMonth.from.slice(0, 7), '0', '0', '0', '0', '0 EGP']]);
    await expect(chart(page, 'Top brokers').getByText('Nothing in this range')).toBeVisible();
    // Back to this month, by the address.
    await page.getByText('This month', { exact: true }).click();
    await expect
      .poll(() => tableOf(page, 'Pipeline by month'))
      .toEqual([[monthKey, '2', '2', '0', '0', egp(twoDeals)]]);
  });

  test('in Arabic the page is right to left, with Arabic titles and axis labels', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { admin } = await seed(request);
    const token = await apiToken(request, admin);
    const saved = await request.put('/api/admin/preferences', {
      data: { language: 'ar' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.setViewportSize({ width: 1400, height: 900 });
    // Signed in from this browser through the API (builders' signIn waits for the English sidebar).
    const login = await page.request.post('/api/admin/login', {
      data: { email: admin.email, password: admin.password },
    });
    expect(login.status()).toBe(200);
    await page.goto('/reports');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'التقارير', level: 2 })).toBeVisible();
    const pipeline = chart(page, 'المسار شهريًا');
    await expect(pipeline.locator('svg .recharts-bar-rectangle path').first()).toBeVisible();
    // The axes' labels and the legend in Arabic.
    await expect(pipeline.locator('svg').getByText('الشهر', { exact: true })).toBeVisible();
    await expect(pipeline.getByText('النماذج المقدمة').first()).toBeVisible();
    // The response times say how their percentiles are read (a bucket's mean), in Arabic.
    await expect(page.getByText('كلٌّ منهما متوسط نطاق الأوقات الذي يقع فيه', { exact: false })).toBeVisible();
    await page.screenshot({ path: 'test-results/reports-ar.png', fullPage: true });
    // Dark, as the browser asks: the charts' text and grid follow the scheme.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(pipeline.locator('svg .recharts-bar-rectangle path').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/reports-ar-dark.png', fullPage: true });
  });
});
