import { openTab, signIn, superAdmin } from './builders.ts';
import { expect, test } from './fixtures.ts';
import { uniqueName } from './members.ts';
import { fileFranchiseRequest, requestPhone } from './request-builders.ts';
import { card } from './user-screens.ts';

/** The count a home card's bell shows (0 without a bell). */
async function bellCount(region: import('@playwright/test').Locator): Promise<number> {
  const bell = region.getByRole('img', { name: /pending or new/ });
  if ((await bell.count()) === 0) return 0;
  return Number.parseInt((await bell.getAttribute('aria-label')) ?? '0', 10);
}

test('a request filed through the apps shows on the open console without a reload', async ({
  page,
  request,
}) => {
  await signIn(page, superAdmin);
  await openTab(page, 'Franchises');
  const joinCard = page.getByRole('region', { name: 'Join request' });
  const before = await bellCount(joinCard);
  // The page is never reloaded below: what changes comes from the live stream.
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await fileFranchiseRequest(request, uniqueName('Live joiner'), requestPhone());
  await expect.poll(() => bellCount(joinCard), { timeout: 3_000 }).toBeGreaterThan(before);

  await joinCard.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL('/request_franchises/new');
  const joiner = uniqueName('Live card');
  await expect(card(page, joiner)).toHaveCount(0);
  await fileFranchiseRequest(request, joiner, requestPhone());
  await expect(card(page, joiner)).toBeVisible({ timeout: 3_000 });
  expect(loads).toBe(0);
});
