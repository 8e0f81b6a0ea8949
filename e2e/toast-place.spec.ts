import type { Locator, Page } from '@playwright/test';
import { buildAdmin, signIn } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { acceptedBroker, adminIdOf, uniqueName } from './members.ts';
import { answerYes } from './user-screens.ts';

// A toast shows beneath the header and under an open menu: the header's menus stay in reach.

/** Whether a click at the element's middle lands on it (nothing drawn over it there). */
function onTop(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && node.contains(hit);
  });
}

async function sendNotification(page: Page) {
  await page.goto('/brokers/notification');
  await page.getByRole('textbox', { name: 'Message' }).fill(uniqueName('Toast place'));
  await page.getByRole('button', { name: 'Send' }).click();
  await answerYes(page);
}

for (const size of [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a toast leaves the header's menus in reach (${size.name})`, async ({ page, request }) => {
    const admin = await buildAdmin(request);
    await acceptedBroker(request, await adminIdOf(request, admin), uniqueName('Toast broker'));
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, admin);
    await sendNotification(page);
    const shown = toast(page, 'Notification sent to 1');
    await expect(shown).toBeVisible();

    const header = page.getByRole('banner');
    const language = header.getByRole('button', { name: 'Language: English' });
    const colours = header.getByRole('button', { name: /^Colours/ });
    const headerBox = await header.boundingBox();
    const toastBox = await shown.boundingBox();
    expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
    expect(await onTop(language)).toBe(true);
    expect(await onTop(colours)).toBe(true);
    await page.screenshot({ path: `test-results/toast-under-header-${size.name}.png` });

    // An open menu is drawn over the toast.
    await sendNotification(page);
    await expect(shown.first()).toBeVisible();
    await language.click();
    const arabic = page.getByRole('menuitem', { name: 'العربية' });
    await expect(arabic).toBeVisible();
    expect(await onTop(arabic)).toBe(true);
    await page.screenshot({ path: `test-results/toast-under-menu-${size.name}.png` });
    await page.keyboard.press('Escape');
  });
}
