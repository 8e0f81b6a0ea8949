import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A user's card, found by the name it shows. */
export function card(page: Page, name: string) {
  return page.getByRole('article', { name });
}

/** A card's buttons but its "Notes" (docs/decisions/480): the moves it offers. */
export function movesOf(shown: Locator) {
  return shown.getByRole('button').filter({ hasNotText: /^Notes$/ });
}

export function cards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

/** Types into the "Name or Phone number" box and presses its search button. */
export async function search(page: Page, text: string, placeholder = 'Name or Phone number') {
  const box = page.getByRole('textbox', { name: placeholder });
  await box.fill(text);
  await page.getByRole('search').getByRole('button').click();
  await expect(box).toHaveValue('');
}

/** Clicks a card's button, then Yes in the confirmation. */
export async function clickAndConfirm(page: Page, name: string, button: string) {
  await card(page, name).getByRole('button', { name: button, exact: true }).click();
  await answerYes(page);
}

/** An admin as the accept dialog's Admin choice names them: `Name (N active members)`. */
export function adminOption(name: string): RegExp {
  return new RegExp(`^${name} \\(\\d+ active members?\\)$`);
}

/**
 * Accepts the pending broker on its card onto the admin named, chosen in the dialog. Not the
 * suggestion of the moment: with tests side by side, the admin with the fewest members can be
 * another test's new one, whose screens would then show this broker.
 */
export async function acceptChoosing(page: Page, name: string, adminName: string) {
  await card(page, name).getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept' });
  const admin = dialog.getByRole('combobox', { name: 'Admin', exact: true });
  const option = adminOption(adminName);
  await admin.click();
  await page.getByRole('option', { name: option }).click();
  await expect(admin).toHaveValue(option);
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

/** Bans the member on its card: Ban, the required reason typed, Yes (docs/decisions/283). */
export async function banWithReason(page: Page, name: string, reason = 'Broke the house rules') {
  await card(page, name).getByRole('button', { name: 'Ban', exact: true }).click();
  await page.getByRole('dialog', { name: 'Ban' }).getByLabel('Reason').fill(reason);
  await answerYes(page);
}

/** Answers Yes in the confirmation that is open. */
export async function answerYes(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

export function tab(page: Page, label: string) {
  return page.getByRole('tab', { name: label, exact: true });
}

/** A tiny PNG (1x1) to attach as a notification's image. */
export const pngFile = {
  name: 'launch.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};
