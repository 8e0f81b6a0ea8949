import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { uniqueName } from './members.ts';
import { fileFranchiseRequest, requestPhone } from './request-builders.ts';
import { card } from './user-screens.ts';

/**
 * The count a home card's bell shows (0 without a bell), read in one look: a bell counted and then
 * read apart could go in between (its count fell to 0), and the read would wait for it to the test's
 * end instead of answering.
 */
export async function bellCount(region: Locator): Promise<number> {
  const labels = await region
    .getByRole('img', { name: /pending or new/ })
    .evaluateAll((bells) => bells.map((bell) => bell.getAttribute('aria-label') ?? '0'));
  return labels.length === 0 ? 0 : Number.parseInt(labels[0] as string, 10);
}

/**
 * With the console open on the Franchises tab, files two join requests through `filer` (the apps'
 * call) and expects each to show without a reload: the first rings the Join request bell, the second
 * appears in the New list opened from that card. What changes can only come from the live stream.
 */
export async function expectFilingsShowLive(page: Page, filer: APIRequestContext, label: string) {
  const joinCard = page.getByRole('region', { name: 'Join request' });
  const before = await bellCount(joinCard);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await fileFranchiseRequest(filer, uniqueName(`${label} joiner`), requestPhone());
  await expect.poll(() => bellCount(joinCard), { timeout: 3_000 }).toBeGreaterThan(before);

  await joinCard.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL('/request_franchises/new');
  const joiner = uniqueName(`${label} card`);
  await expect(card(page, joiner)).toHaveCount(0);
  await fileFranchiseRequest(filer, joiner, requestPhone());
  await expect(card(page, joiner)).toBeVisible({ timeout: 3_000 });
  expect(loads).toBe(0);
}
