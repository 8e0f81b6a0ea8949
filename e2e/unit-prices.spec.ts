import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { submitFromApp } from './deal-builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { acceptedBroker, adminIdOf, uniqueName } from './members.ts';
import { buildUnit } from './unit-builders.ts';

/** A project's price lists with a history (docs/decisions/550). */
test('a price edit makes a new version whose differences show, and a deal filed before keeps the old price', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
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
