import { readFileSync } from 'node:fs';
import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { submitFromApp } from './deal-builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { acceptedBroker, adminIdOf, uniqueName } from './members.ts';
import { buildUnit, choose } from './unit-builders.ts';

/** A project's price lists with a history (docs/decisions/550). */
test('a price edit makes a new version whose differences show, and a deal filed before keeps the old price', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const project = uniqueName('Price History');
  const unit = await buildUnit(request, project);
  const admin = await buildAdmin(request);
  const broker = await acceptedBroker(request, await adminIdOf(request, admin), uniqueName('Broker Price'));
  const client = uniqueName('Client Kept');
  const deal = await submitFromApp(request, 'deal', broker, { client_name: client, project_code: project });

  await signIn(page, superAdmin);
  await page.goto(`/unit/${unit._id}`);
  await expect(page.getByRole('heading', { name: /^Prices from / })).toBeVisible();
  await expect(page.getByText('The first price list of this project')).toBeVisible();

  await page.getByRole('button', { name: 'Update project' }).click();
  const price = page.getByRole('textbox', { name: 'Price of Villa 1', exact: true });
  await expect(price).toHaveValue('12,500,000 EGP');
  await price.fill('13750000');
  await page.getByRole('button', { name: 'Update project' }).click();
  await expect(toast(page, 'Unit updated successfully')).toBeVisible();

  const prices = page.getByRole('region', { name: /^Prices from / });
  await expect(prices.getByText(/^Changes from the prices of /)).toBeVisible();
  const change = prices.getByRole('listitem').filter({ hasText: 'Villa, row 1: price' });
  await expect(change).toContainText('12,500,000 EGP');
  await expect(change).toContainText('13,750,000 EGP');
  await page.screenshot({ path: 'test-results/unit-prices.png', fullPage: true });

  await page.goto(`/deals/id/${deal._id}`);
  await expect(page.getByText(client).first()).toBeVisible();
  await expect(page.getByText(/^Prices from /)).toBeVisible();
  await expect(page.getByText(/12,500,000 EGP/)).toBeVisible();
  await expect(page.getByText(/13,750,000 EGP/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/deal-price-list.png', fullPage: true });
});

test('an imported sheet with one unreadable row publishes the rest and returns the row with its reason', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const project = uniqueName('Sheet Import');
  const unit = await buildUnit(request, project, {
    dev_name_en: uniqueName('Sheet Developer'),
    types: JSON.stringify([
      { name_en: 'Villa', name_ar: 'فيلا', areas_and_prices: [{ price: 12500000, area: 250 }] },
      { name_en: 'Apartment', name_ar: 'شقة', areas_and_prices: [{ price: 4000000, area: 120 }] },
    ]),
  });
  const sheet = [
    'Unit,Area m2,Price EGP,Down %,Years',
    'Villa,250,"13,100,000",10,8',
    'Apartment,120,4300000,10,8',
    'Apartment,140,ask the developer,10,8',
  ].join('\r\n');

  await signIn(page, superAdmin);
  await page.goto(`/unit/${unit._id}`);
  await page.getByRole('button', { name: 'Import price sheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import price sheet' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'developer-prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sheet),
  });
  await expect(dialog.getByText('3 rows in the sheet')).toBeVisible();
  await choose(page, 'Unit type column', 'Unit');
  await choose(page, 'Area column', 'Area m2');
  await choose(page, 'Price column', 'Price EGP');
  await choose(page, 'Down payment column', 'Down %');
  await choose(page, 'Years column', 'Years');
  await dialog.getByRole('button', { name: 'Preview' }).click();

  await expect(dialog.getByText('2 rows read')).toBeVisible();
  const villa = dialog.getByRole('listitem').filter({ hasText: 'Villa, row 1: price' });
  await expect(villa).toContainText('12,500,000 EGP');
  await expect(villa).toContainText('13,100,000 EGP');
  await expect(dialog.getByText('1 row could not be read')).toBeVisible();
  await expect(dialog.getByText('Row 4: The price is not a whole number of EGP')).toBeVisible();
  await page.screenshot({ path: 'test-results/price-import-preview.png', fullPage: true });

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download them (CSV)' }).click();
  const file = await (await download).path();
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  expect(text.split('\r\n').slice(0, 2)).toEqual([
    'Unit,Area m2,Price EGP,Down %,Years,Reason',
    'Apartment,140,ask the developer,10,8,The price is not a whole number of EGP',
  ]);

  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Price list published')).toBeVisible();
  await expect(dialog).toBeHidden();
  const prices = page.getByRole('region', { name: /^Prices from / });
  await expect(prices.getByRole('listitem').filter({ hasText: 'Apartment, row 1: price' })).toContainText(
    '4,300,000 EGP',
  );
  await expect(page.getByText('250 m² · 13,100,000 EGP')).toBeVisible();
});
