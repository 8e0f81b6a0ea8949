import type { Locator, Response } from '@playwright/test';
import { openTab, signIn, superAdmin } from './builders.ts';
import { expect, test } from './fixtures.ts';
import { uniqueName } from './members.ts';
import { fileFranchiseRequest, requestPhone } from './request-builders.ts';
import { card } from './user-screens.ts';

// Runs in playwright.two-process.config.ts only: two server processes behind the round-robin proxy,
// which names the process that answered in `x-upstream`.
const upstreams = (process.env.E2E_UPSTREAMS ?? '').split(',');

/** The count a home card's bell shows (0 without a bell). */
async function bellCount(region: Locator): Promise<number> {
  const bell = region.getByRole('img', { name: /pending or new/ });
  if ((await bell.count()) === 0) return 0;
  return Number.parseInt((await bell.getAttribute('aria-label')) ?? '0', 10);
}

test('the proxy shares the calls between the two processes', async ({ request }) => {
  expect(upstreams).toHaveLength(2);
  const answered = new Set<string>();
  for (let call = 0; call < 4; call += 1) {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    answered.add(response.headers()['x-upstream'] ?? '');
  }
  expect([...answered].sort()).toEqual([...upstreams].sort());
});

test('a request filed straight to one process shows on a console whose stream the other holds', async ({
  page,
  playwright,
}) => {
  // Which process holds the console's live stream: every opening of it is noted, so a reconnection
  // to the other process mid-test would show below.
  const streams: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/admin/events') streams.push(response);
  });
  await signIn(page, superAdmin);
  await openTab(page, 'Franchises');
  await expect.poll(() => streams.length).toBe(1);
  const holder = streams[0]?.headers()['x-upstream'];
  expect(upstreams).toContain(holder);
  const other = upstreams.find((address) => address !== holder);
  // The filing goes to the other process's own port, not through the proxy.
  const direct = await playwright.request.newContext({ baseURL: `http://${other}` });

  const joinCard = page.getByRole('region', { name: 'Join request' });
  const before = await bellCount(joinCard);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await fileFranchiseRequest(direct, uniqueName('Across joiner'), requestPhone());
  await expect.poll(() => bellCount(joinCard), { timeout: 3_000 }).toBeGreaterThan(before);

  await joinCard.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL('/request_franchises/new');
  const joiner = uniqueName('Across card');
  await expect(card(page, joiner)).toHaveCount(0);
  await fileFranchiseRequest(direct, joiner, requestPhone());
  await expect(card(page, joiner)).toBeVisible({ timeout: 3_000 });

  expect(loads).toBe(0);
  expect(streams.map((stream) => stream.headers()['x-upstream'])).toEqual([holder]);
  await direct.dispose();
});
