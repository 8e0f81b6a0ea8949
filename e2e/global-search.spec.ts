import type { Page } from '@playwright/test';
import { buildAdmin, signIn } from './builders.ts';
import { submitFromApp } from './deal-builders.ts';
import { expect, test } from './fixtures.ts';
import { acceptedBroker, adminIdOf, assignedMember, uniqueName } from './members.ts';
import { fileRequest } from './request-builders.ts';
import { buildUnit } from './unit-builders.ts';

/**
 * The console's one search (docs/decisions/500), in English and Arabic: Ctrl+K from a screen, a
 * phone as staff type it (+20, Arabic-Indic digits) finds the client stored as 01012345678 under
 * Members, and Enter opens their page listing their request and the CIL naming them. The phone is unique in the run: this is its
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
  client: { _id: string; name: string },
) {
  const { name } = client;
  // As a person would: once the screen shows (the keys are heard from then on).
  await expect(page.getByRole('button', { name: words.title })).toBeVisible();
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
  // Their page (docs/decisions/442).
  await expect(page).toHaveURL(`/members/${client._id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
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
  // Their request, and a CIL of their admin's broker naming them as the client.
  const adminId = await adminIdOf(request, admin);
  const project = uniqueName('Palm Hills');
  await buildUnit(request, project);
  const broker = await acceptedBroker(request, adminId, uniqueName('Broker Omar'));
  await submitFromApp(request, 'cil', broker, {
    client_name: client.name,
    project_code: project,
    client_phone: phone,
  });
  await fileRequest(request, client, '/api/app/property_consultant', { phone, message: 'Call me' });
  await signIn(page, admin);
  await page.goto('/inbox');
  await findAndOpen(page, { title: 'Search everything', members: 'Members' }, '+20 10 1234 5678', client);
  const filed = page.getByRole('region', { name: 'What they filed' });
  await expect(filed.getByRole('row')).toHaveCount(3);
  await expect(filed.getByRole('row').nth(1)).toContainText('property consultant');
  await expect(filed.getByRole('row').nth(2)).toContainText(/CIL.*Names them as the client/);
  await page.screenshot({ path: 'test-results/member-page.png', fullPage: true });

  await page.goto('/clients/accept');

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
  await findAndOpen(page, { title: 'البحث في كل شيء', members: 'الأعضاء' }, '+٢٠ ١٠ ١٢٣٤ ٥٦٧٨', client);
  await expect(page.getByRole('region', { name: 'ما أرسله' }).getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: 'test-results/member-page-ar.png', fullPage: true });
});
