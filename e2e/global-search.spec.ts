import type { Page } from '@playwright/test';
import { buildAdmin, signIn } from './builders.ts';
import { expect, test } from './fixtures.ts';
import { adminIdOf, assignedMember, uniqueName } from './members.ts';
import { card } from './user-screens.ts';

/**
 * The console's one search (docs/decisions/500), in English and Arabic: Ctrl+K from a screen, a
 * phone as staff type it (+20, Arabic-Indic digits) finds the client stored as 01012345678 under
 * Members, and Enter opens their list showing them. The phone is unique in the run: this is its
 * only test, signed in as its own ordinary admin (the client is theirs).
 */
const phone = '01012345678';

function searchDialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

async function findAndOpen(
  page: Page,
  words: { title: string; members: string },
  typed: string,
  name: string,
) {
  await page.keyboard.press('Control+K');
  const dialog = searchDialog(page, words.title);
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('combobox');
  await expect(box).toBeFocused();
  await box.fill(typed);
  const members = dialog.getByRole('group', { name: words.members });
  await expect(members.getByRole('option')).toHaveCount(1);
  await expect(members.getByRole('option', { name })).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/clients/accept?search=${phone}`);
  await expect(card(page, name)).toBeVisible();
}

test('finds a client by a phone in any spelling from anywhere, in English and Arabic', async ({
  page,
  request,
}) => {
  const admin = await buildAdmin(request);
  const client = await assignedMember(
    request,
    'Client',
    await adminIdOf(request, admin),
    uniqueName('Client Hoda'),
    phone,
  );
  await signIn(page, admin);
  await page.goto('/inbox');
  await findAndOpen(
    page,
    { title: 'Search everything', members: 'Members' },
    '+20 10 1234 5678',
    client.name,
  );

  // `/` opens it too, but not while typing in a field: there it is the field's own character.
  const listSearch = page.getByRole('textbox', { name: 'Name or Phone number' });
  await listSearch.press('/');
  await expect(listSearch).toHaveValue('/');
  await expect(searchDialog(page, 'Search everything')).toBeHidden();
  await listSearch.fill('');
  await listSearch.blur();
  await page.keyboard.press('/');
  await expect(searchDialog(page, 'Search everything')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searchDialog(page, 'Search everything')).toBeHidden();

  // In Arabic, right to left, the phone typed in Arabic-Indic digits.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/');
  await findAndOpen(page, { title: 'البحث في كل شيء', members: 'الأعضاء' }, '+٢٠ ١٠ ١٢٣٤ ٥٦٧٨', client.name);
});
