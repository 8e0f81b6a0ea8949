import { signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { buildUnit } from './unit-builders.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('Generate Guest Link copies a link to an empty project', async ({ page }) => {
  await signIn(page, superAdmin);
  await page
    .getByRole('region', { name: 'Generate Guest Link' })
    .getByRole('button', { name: 'Generate link' })
    .click();
  await expect(toast(page, 'Guest link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/guest\/[0-9a-f-]{36}$/);
  // The link is shown too, and listed among the links waiting for a guest.
  await expect(
    page.getByRole('dialog', { name: 'Guest link' }).getByRole('textbox', { name: 'Link' }),
  ).toHaveValue(link);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('group', { name: 'Guest links waiting' }).getByRole('link', { name: link }),
  ).toBeVisible();
  const reply = await page.request.get(`/api/guest/units/${link.split('/guest/')[1]}`);
  expect((await reply.json()).response.empty).toBe(true);
});

test('Change link moves the project: the old link says not found, the new one works', async ({
  page,
  browser,
  request,
  baseURL,
  consoleGuard,
}) => {
  // Page 1 of every project.
  consoleGuard.allowGoneFiles();
  const unit = await buildUnit(request, `Moving project ${Date.now()}`);
  await signIn(page, superAdmin);
  await page.goto('/units/view');
  await page.goto(`/unit/${unit._id}`);
  await page.getByRole('button', { name: 'Change link' }).click();
  await expect(toast(page, 'Guest link copied to clipboard!')).toBeVisible();
  await expect(page).toHaveURL('/units/view');
  const newLink = await page.evaluate(() => navigator.clipboard.readText());
  expect(newLink).toMatch(/\/guest\/[0-9a-f-]{36}$/);
  expect(newLink).not.toContain(unit._id);

  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  await guestPage.goto(`/guest/${unit._id}`);
  await expect(guestPage.getByRole('heading', { name: 'Link not found' })).toBeVisible();
  await expect(
    guestPage.getByText('This link is not valid any more. Ask for a new link.').first(),
  ).toBeVisible();
  await guestPage.screenshot({ path: 'test-results/units-guest-not-found.png' });
  await guestPage.goto(new URL(newLink).pathname);
  await expect(guestPage.getByRole('heading', { name: unit.project_name, level: 2 })).toBeVisible();
  await guest.close();
});

test('a guest link is never lost: a refused copy says so, the link stays listed until deleted', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, permissions: [] });
  const page = await context.newPage();
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
  });
  await signIn(page, superAdmin);
  await page
    .getByRole('region', { name: 'Generate Guest Link' })
    .getByRole('button', { name: 'Generate link' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Guest link' });
  const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/guest\/[0-9a-f-]{36}$/);
  await expect(toast(page, 'Could not copy the link: select it and copy it by hand')).toBeVisible();
  await expect(toast(page, 'Guest link copied to clipboard!')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/guest-link-dialog.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  const waiting = page.getByRole('group', { name: 'Guest links waiting' });
  const item = waiting.getByRole('article').filter({ has: page.getByRole('link', { name: link }) });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(waiting.getByRole('link', { name: link })).toHaveCount(0);
  await context.close();
});
