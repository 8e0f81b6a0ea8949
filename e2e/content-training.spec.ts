import { buildAdmin, openTab, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { uniqueName } from './members.ts';
import { files, pickFiles } from './unit-builders.ts';

test.describe('Training', () => {
  test.beforeEach(({ consoleGuard }) => consoleGuard.allowGoneFiles());

  test('a super admin adds a training with an mp4, edits its video to a link and deletes it', async ({
    page,
  }) => {
    await signIn(page, superAdmin);
    await openTab(page, 'Brokers');
    await page.getByRole('region', { name: 'Training' }).getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL('/training/add');
    const form = page.getByRole('form', { name: 'Add training' });
    await form.getByRole('button', { name: 'Add training' }).click();
    for (const message of ['Name is required', 'Description is required', 'Video is required']) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    const name = uniqueName('Closing a deal');
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Description' }).fill('How to close with a client');
    await pickFiles(page, form.getByRole('button', { name: 'Video' }), [files.mp4('closing.mp4')]);
    await form.getByRole('button', { name: 'Add training' }).click();
    await expect(toast(page, 'Training saved')).toBeVisible();

    await page.getByRole('tab', { name: 'Trainings' }).click();
    await expect(page).toHaveURL('/training/view');
    const card = page.getByRole('article', { name });
    const video = card.locator('video');
    await expect(video).toHaveAttribute('src', /^\/media\/.+\.mp4$/);
    await page.screenshot({ path: 'test-results/training-view.png', fullPage: true });

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await edit.getByRole('textbox', { name: 'Video link' }).fill('ftp://example.com/x');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Enter a link starting with http:// or https://')).toBeVisible();
    await edit.getByRole('textbox', { name: 'Video link' }).fill('https://videos.example.com/closing');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('link', { name: 'https://videos.example.com/closing' })).toBeVisible();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(
      page.getByRole('dialog').getByText('Are you sure you want to delete this training?'),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(card).toHaveCount(0);
  });

  test('a super admin adds a franchise training with a link, edits and deletes it', async ({ page }) => {
    await signIn(page, superAdmin);
    await page.goto('/franchise-training/add');
    const form = page.getByRole('form', { name: 'Add franchise training' });
    await form.getByRole('button', { name: 'Add franchise training' }).click();
    for (const message of ['Name is required', 'Description is required', 'Video is required']) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    const name = uniqueName('Opening a branch');
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Description' }).fill('Step by step');
    await form.getByRole('textbox', { name: 'Video link' }).fill('https://videos.example.com/branch');
    await form.getByRole('button', { name: 'Add franchise training' }).click();
    await expect(toast(page, 'Training saved')).toBeVisible();
    await page.getByRole('tab', { name: 'Franchise trainings' }).click();
    const card = page.getByRole('article', { name });
    await expect(card.getByRole('link', { name: 'https://videos.example.com/branch' })).toBeVisible();
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await edit.getByRole('textbox', { name: 'Description' }).fill('Updated steps');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Updated steps')).toBeVisible();
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(card).toHaveCount(0);
  });

  test('an ordinary admin sees the trainings without Add, Edit or Delete', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    await signIn(page, admin);
    await openTab(page, 'Brokers');
    await page.getByRole('region', { name: 'Training' }).getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL('/training/view');
    await expect(page.getByRole('tab', { name: 'Add training' })).toHaveCount(0);
    await page.goto('/franchise-training/add');
    await expect(page).toHaveURL('/franchise-training/view');
    await expect(page.getByRole('tab', { name: 'Add franchise training' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  });
});
