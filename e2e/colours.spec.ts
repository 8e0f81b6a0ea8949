import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, buildAdmin, openTab, sidebar, signIn, superAdmin } from './builders.ts';
import { expect, test } from './fixtures.ts';
import { registerMember, uniqueName } from './members.ts';
import { cardRoutes, widerThanWindow } from './screen-checks.ts';

/** The scheme the console is painted in: Mantine puts it on <html>. */
const schemeOf = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

async function chooseColours(page: Page, label: string) {
  await page.getByRole('button', { name: /^Colours: / }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

test('an admin who chooses dark gets it on another browser; "as the system\'s" follows the system', async ({
  page,
  browser,
  request,
}) => {
  const admin = await buildAdmin(request);
  await signIn(page, admin);
  // A browser whose system is light, and no choice made yet: light.
  expect(await schemeOf(page)).toBe('light');
  await expect(page.getByRole('button', { name: "Colours: As the system's" })).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/preferences'));
  await chooseColours(page, 'Dark');
  expect((await saved).status()).toBe(200);
  expect(await schemeOf(page)).toBe('dark');

  // Another browser, light system, nothing stored: signed in, it is dark.
  const other = await browser.newContext({ colorScheme: 'light' });
  const second = await other.newPage();
  await signIn(second, admin);
  await expect.poll(() => schemeOf(second)).toBe('dark');
  await expect(second.getByRole('button', { name: 'Colours: Dark' })).toBeVisible();

  // Back to the system's: this browser's system is dark, so dark; on the light one, light again.
  await chooseColours(second, "As the system's");
  await second.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => schemeOf(second)).toBe('dark');
  await second.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => schemeOf(second)).toBe('light');
  await other.close();
  await page.reload();
  await expect(sidebar(page).getByText('Simsar Dashboard')).toBeVisible();
  await expect.poll(() => schemeOf(page)).toBe('light');
});

const shots = path.join('test-results', 'colours');

/** A client registered and banned by the super admin (PUT /api/user/ban/{id} with a reason). */
async function bannedClient(request: APIRequestContext) {
  const client = await registerMember(request, 'Client', { name: uniqueName('Banned colours') });
  const response = await request.put(`/api/user/ban/${client._id}`, {
    data: { reason: 'Shared other brokers’ listings' },
    headers: { Authorization: `Bearer ${await apiToken(request, superAdmin)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Every home card's screen, as a super admin sees it, in light and in dark: no text below the
 * contrast WCAG AA asks (axe's color-contrast rule), nothing wider than the window, and a screenshot
 * of each under test-results/colours/. One test per home tab and scheme, each walking its tab's cards'
 * screens (the two workers share them; a screen on two tabs is read on each).
 */
const tabs = ['General', 'Brokers', 'Clients', 'Franchises', 'Change password', 'System'];
for (const scheme of ['light', 'dark'] as const) {
  for (const tab of tabs) {
    test(`every screen of the ${tab} tab's cards is readable in ${scheme}`, async ({ browser, request }) => {
      test.setTimeout(360_000);
      mkdirSync(shots, { recursive: true });
      // A banned member's card has a tint of its own (--app-banned): the Clients list shows one, newest.
      if (tab === 'Clients') await bannedClient(request);
      const context = await browser.newContext({
        colorScheme: scheme,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      const problems: string[] = [];
      let banned = 0;
      const check = async (name: string) => {
        await page.waitForLoadState('networkidle');
        expect(await schemeOf(page)).toBe(scheme);
        await page.screenshot({ path: path.join(shots, `${scheme}-${name}.png`), fullPage: true });
        const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        for (const violation of violations) {
          for (const node of violation.nodes) {
            problems.push(`${name}: ${node.target.join(' ')}: ${node.failureSummary}`);
          }
        }
        banned += await page.locator('article[data-banned]').count();
        const overflow = await widerThanWindow(page);
        if (overflow > 0) problems.push(`${name}: ${overflow}px wider than the window`);
      };
      if (tab === 'General') {
        await page.goto('/login');
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await check('login');
      }
      await signIn(page, superAdmin);
      await openTab(page, tab);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await check(`home-${tab.toLowerCase().replace(' ', '-')}`);
      const routes = await cardRoutes(page, 'View');
      if (['General', 'Brokers', 'Clients', 'Franchises'].includes(tab))
        expect(routes.length).toBeGreaterThan(2);
      for (const route of routes) {
        await page.goto(route);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        await check(route.slice(1).replaceAll('/', '-'));
      }
      await context.close();
      expect(problems).toEqual([]);
      if (tab === 'Clients') expect(banned, 'a banned card was read').toBeGreaterThan(0);
    });
  }
}
