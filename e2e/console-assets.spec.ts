import type { Page, Response } from '@playwright/test';
import { openTab, sidebar, signIn, superAdmin } from './builders.ts';
import { expect, test } from './fixtures.ts';

// docs/decisions/140: the sign-in page loads only its own code, every script
// travels brotli-compressed, and the screens' code loads as they are opened.

/** The chunks of the screens behind the sign-in page, by the route module they start from. */
const screenChunk =
  /\/assets\/(session-gate|shell|home-route|user-routes|admin-routes|content-routes|deal-routes|unit-routes|request-routes)-/;

/**
 * Brotli unless the file is too small to gain from it (the build keeps no copy under 256 bytes);
 * returns the scripts that break the rule.
 */
async function notCompressed(scripts: Response[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const script of scripts) {
    const encoding = script.headers()['content-encoding'];
    const small = encoding === undefined && (await script.body()).length < 256;
    if (encoding !== 'br' && !small) wrong.push(`${script.url()}: ${encoding ?? 'identity'}`);
  }
  return wrong;
}

function collectScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (/javascript/.test(response.headers()['content-type'] ?? '')) scripts.push(response);
  });
  return scripts;
}

test('the sign-in page loads its scripts brotli-compressed and none of the screens behind it', async ({
  page,
}) => {
  const scripts = collectScripts(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  expect(scripts.length).toBeGreaterThan(0);
  expect(await notCompressed(scripts)).toEqual([]);
  for (const script of scripts) expect(script.headers().vary, script.url()).toContain('accept-encoding');
  expect(scripts.map((script) => script.url()).filter((url) => screenChunk.test(url))).toEqual([]);
});

test('after sign-in each screen loads its code when opened, brotli-compressed too', async ({ page }) => {
  const scripts = collectScripts(page);
  await signIn(page, superAdmin);
  await openTab(page, 'Brokers');
  await expect(page.getByRole('region', { name: 'Guidelines', exact: true })).toBeVisible();

  // Opened from the home cards, without reloading the page: the screen's chunk arrives then.
  await page
    .getByRole('region', { name: 'Guidelines', exact: true })
    .getByRole('link', { name: 'View' })
    .click();
  await expect(page).toHaveURL('/guideline/brokers/add');
  await expect(page.getByRole('form', { name: 'Add guideline' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.goBack();
  await openTab(page, 'General');
  await page.getByRole('region', { name: 'Admins', exact: true }).getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL('/admins/add');
  await expect(page.getByRole('tab', { name: 'Add admin' })).toBeVisible();

  const loaded = scripts.map((script) => new URL(script.url()).pathname);
  for (const chunk of ['session-gate', 'shell', 'home-route', 'content-routes', 'admin-routes']) {
    expect(
      loaded.some((url) => url.startsWith(`/assets/${chunk}-`)),
      chunk,
    ).toBe(true);
  }
  expect(await notCompressed(scripts)).toEqual([]);
});
