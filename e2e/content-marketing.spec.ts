import { buildAdmin, openTab, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { uniqueName } from './members.ts';
import { files, pickFiles } from './unit-builders.ts';

const audiences = [
  { audience: 'brokers', tab: 'Brokers' },
  { audience: 'clients', tab: 'Clients' },
  { audience: 'franchises', tab: 'Franchises' },
] as const;

test.describe('Guidelines and sliders', () => {
  test.beforeEach(({ consoleGuard }) => consoleGuard.allowGoneFiles());

  for (const { audience, tab } of audiences) {
    test(`a super admin adds, edits and deletes a guideline and a slider for ${audience}`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signIn(page, superAdmin);
      await openTab(page, tab);
      await page.getByRole('region', { name: 'Guidelines' }).getByRole('link', { name: 'View' }).click();
      await expect(page).toHaveURL(`/guideline/${audience}/add`);
      const form = page.getByRole('form', { name: 'Add guideline' });
      await form.getByRole('button', { name: 'Add guideline' }).click();
      for (const message of ['English name is required', 'Arabic name is required', 'Video is required']) {
        await expect(form.getByText(message, { exact: true })).toBeVisible();
      }
      const name = uniqueName(`How to list ${audience}`);
      await form.getByRole('textbox', { name: 'English name' }).fill(name);
      const arabic = form.getByRole('textbox', { name: 'Arabic name' });
      await expect(arabic).toHaveCSS('direction', 'rtl');
      await arabic.fill('كيف تضيف وحدة');
      await pickFiles(page, form.getByRole('button', { name: 'Video' }), [files.mp4('guide.mp4')]);
      await form.getByRole('button', { name: 'Add guideline' }).click();
      await expect(toast(page, 'Saved')).toBeVisible();
      await page.getByRole('tab', { name: 'Guidelines' }).click();
      await expect(page).toHaveURL(`/guideline/${audience}/view`);
      const card = page.getByRole('article', { name });
      await expect(card.getByText('كيف تضيف وحدة')).toHaveCSS('direction', 'rtl');
      if (audience === 'brokers')
        await page.screenshot({ path: 'test-results/guidelines-view.png', fullPage: true });
      await card.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('form', { name: `Edit ${name}` });
      await edit.getByRole('textbox', { name: 'Arabic name' }).fill('اسم جديد');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(card.getByText('اسم جديد')).toBeVisible();
      await card.getByRole('button', { name: `Delete ${name}` }).click();
      await expect(
        page.getByRole('dialog').getByText('Are you sure you want to delete this guideline?'),
      ).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await expect(card).toHaveCount(0);

      await page.goto('/');
      await openTab(page, tab);
      await page.getByRole('region', { name: 'Sliders' }).getByRole('link', { name: 'View' }).click();
      await expect(page).toHaveURL(`/slider/${audience}/add`);
      const sliderForm = page.getByRole('form', { name: 'Add slider' });
      await sliderForm.getByRole('button', { name: 'Add slider' }).click();
      await expect(sliderForm.getByText('Image is required', { exact: true })).toBeVisible();
      await pickFiles(page, sliderForm.getByRole('button', { name: 'Image' }), [files.png('slide.png')]);
      await sliderForm.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
      await sliderForm.getByRole('button', { name: 'Add slider' }).click();
      await expect(sliderForm.getByText('Enter a link starting with http:// or https://')).toBeVisible();
      const link = `https://simsar.example/${audience}/${Date.now()}`;
      await sliderForm.getByRole('textbox', { name: 'Link' }).fill(link);
      await sliderForm.getByRole('button', { name: 'Add slider' }).click();
      await expect(toast(page, 'Saved')).toBeVisible();
      await page.getByRole('tab', { name: 'Sliders' }).click();
      const slider = page.getByRole('article').filter({ has: page.getByRole('link', { name: link }) });
      await expect(slider.getByRole('img')).toBeVisible();
      if (audience === 'clients')
        await page.screenshot({ path: 'test-results/sliders-view.png', fullPage: true });
      await slider.getByRole('button', { name: /^Delete / }).click();
      await expect(
        page.getByRole('dialog').getByText('Are you sure you want to delete this slider?'),
      ).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await expect(slider).toHaveCount(0);
    });
  }
});

test.describe('Simsar discount', () => {
  test('a super admin adds and deletes a discount with English and Arabic texts', async ({ page }) => {
    await signIn(page, superAdmin);
    await openTab(page, 'Clients');
    await page.getByRole('region', { name: 'Simsar discount' }).getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL('/simsar-discount/add');
    const form = page.getByRole('form', { name: 'Add Simsar discount' });
    await form.getByRole('button', { name: 'Add Simsar discount' }).click();
    await expect(form.getByText('Image is required', { exact: true })).toBeVisible();
    const text = uniqueName('10% off');
    await form.getByRole('textbox', { name: 'English text' }).fill(text);
    const arabic = form.getByRole('textbox', { name: 'Arabic text' });
    await expect(arabic).toHaveCSS('direction', 'rtl');
    await arabic.fill('خصم ١٠٪');
    await pickFiles(page, form.getByRole('button', { name: 'Image' }), [files.png('discount.png')]);
    await form.getByRole('button', { name: 'Add Simsar discount' }).click();
    await expect(toast(page, 'Saved')).toBeVisible();
    await page.getByRole('tab', { name: 'Simsar discounts' }).click();
    const card = page.getByRole('article', { name: text });
    await expect(card.getByText('خصم ١٠٪')).toHaveCSS('direction', 'rtl');
    await page.screenshot({ path: 'test-results/discount-view.png', fullPage: true });
    await card.getByRole('button', { name: `Delete ${text}` }).click();
    await expect(
      page.getByRole('dialog').getByText('Are you sure you want to delete this discount?'),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(card).toHaveCount(0);
  });

  test('an ordinary admin sees guidelines, sliders and discounts without Add or Delete', async ({
    page,
    request,
  }) => {
    const admin = await buildAdmin(request);
    await signIn(page, admin);
    for (const path of ['/guideline/franchises', '/slider/clients', '/simsar-discount']) {
      await page.goto(`${path}/add`);
      await expect(page).toHaveURL(`${path}/view`);
      await expect(page.getByRole('tab', { name: /^Add / })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    }
  });
});
