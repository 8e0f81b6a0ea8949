import { openTab, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { uniqueName } from './members.ts';
import { files, pickFiles } from './unit-builders.ts';

test('a discount without its Arabic text shows "Arabic missing" in the list; a whole one does not', async ({
  page,
}) => {
  await signIn(page, superAdmin);
  await openTab(page, 'Clients');
  await page.getByRole('region', { name: 'Simsar discount' }).getByRole('link', { name: 'View' }).click();
  const form = page.getByRole('form', { name: 'Add Simsar discount' });
  const add = async (english: string, arabic?: string) => {
    await form.getByRole('textbox', { name: 'English text' }).fill(english);
    if (arabic) await form.getByRole('textbox', { name: 'Arabic text' }).fill(arabic);
    await pickFiles(page, form.getByRole('button', { name: 'Image' }), [files.png('discount.png')]);
    await form.getByRole('button', { name: 'Add Simsar discount' }).click();
    await expect(toast(page, 'Saved').first()).toBeVisible();
    // The form empties once this save is done: the first add's toast may still stand for the second.
    await expect(form.getByRole('textbox', { name: 'English text' })).toHaveValue('');
  };
  const englishOnly = uniqueName('Summer 10% off');
  const whole = uniqueName('Winter 5% off');
  await add(englishOnly);
  await add(whole, 'خصم الشتاء ٥٪');

  await page.getByRole('tab', { name: 'Simsar discounts' }).click();
  const lacking = page.getByRole('article', { name: englishOnly });
  const complete = page.getByRole('article', { name: whole });
  await expect(lacking.getByText('Arabic missing', { exact: true })).toBeVisible();
  await expect(complete).toBeVisible();
  await expect(complete.getByText(/missing/)).toHaveCount(0);
  await lacking.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/bilingual-discounts.png', fullPage: true });
});
