import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { expect, test } from './fixtures.ts';
import { registerMember, uniqueName } from './members.ts';
import { buildUnit } from './unit-builders.ts';
import { card, cards, search } from './user-screens.ts';

// After a search the list says it is filtered, by which term, and Clear search
// brings the whole list back (the box itself clears, as the spec says).
test.describe('Search results', () => {
  test('a member list says "Results for" its term until the search is cleared', async ({ page, request }) => {
    const client = await registerMember(request, 'Client', { name: uniqueName('Searched Hala') });
    await registerMember(request, 'Client');
    await signIn(page, superAdmin);
    await page.goto('/clients/accept');
    const status = page.getByRole('status', { name: 'Search results' });
    await expect(status).toHaveCount(0);
    await search(page, client.name);
    await expect(cards(page)).toHaveCount(1);
    await expect(status).toContainText(`Results for “${client.name}”`);
    await page.screenshot({ path: 'test-results/search-results-clients.png' });
    await status.getByRole('button', { name: 'Clear search' }).click();
    await expect(status).toHaveCount(0);
    await expect(cards(page).nth(1)).toBeVisible();
  });

  test('the admins list and a queue say "Results for" their term too', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    await signIn(page, superAdmin);
    await page.goto('/admins/view');
    const status = page.getByRole('status', { name: 'Search results' });
    await search(page, admin.email, 'Search by name, e-mail or admin code');
    await expect(card(page, admin.name)).toBeVisible();
    await expect(status).toContainText(`Results for “${admin.email}”`);
    await status.getByRole('button', { name: 'Clear search' }).click();
    await expect(status).toHaveCount(0);
    // The whole list again: more than the one admin found.
    await expect(cards(page).nth(1)).toBeVisible();

    await page.goto('/forms/new');
    await search(page, 'nobody-by-this-name', 'Broker, client or project');
    await expect(status).toContainText('Results for “nobody-by-this-name”');
    await expect(page.getByText('Not found')).toBeVisible();
    await status.getByRole('button', { name: 'Clear search' }).click();
    await expect(status).toHaveCount(0);
  });

  test('the projects list says "Results for" its term as it was typed, not in capitals', async ({
    page,
    request,
    consoleGuard,
  }) => {
    // Page 1 of every project.
    consoleGuard.allowGoneFiles();
    const name = `Mixed Case Towers ${Date.now()}`;
    await buildUnit(request, name);
    await signIn(page, superAdmin);
    await page.goto('/units/view');
    await page.getByRole('textbox', { name: 'Project, developer or location' }).fill(name);
    await page.getByRole('button', { name: 'Search projects' }).click();
    await expect(page.getByRole('article', { name })).toBeVisible();
    const status = page.getByRole('status', { name: 'Search results' });
    // innerText is the text as drawn, CSS capitals included.
    expect(await status.innerText()).toContain(`Results for “${name}”`);
    await status.getByRole('button', { name: 'Clear search' }).click();
    await expect(status).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('unit_search'))).toBeNull();
  });
});
