import { buildAdmin, openTab, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { uniqueName } from './members.ts';
import { files, pickFiles } from './unit-builders.ts';

test.describe('Help team', () => {
  test.beforeEach(({ consoleGuard }) => consoleGuard.allowGoneFiles());

  test('a super admin adds, edits and deletes a team member', async ({ page }) => {
    await signIn(page, superAdmin);
    // From the General tab's card, as the spec names it.
    await openTab(page, 'General');
    await page.getByRole('region', { name: 'Help team' }).getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL('/help-team/add');
    await expect(page.getByRole('tab', { name: 'Add help team' })).toHaveAttribute('aria-selected', 'true');

    const form = page.getByRole('form', { name: 'Add help team' });
    await form.getByRole('button', { name: 'Add help team' }).click();
    for (const message of [
      'Name is required',
      'Age is required',
      'Profession is required',
      'Experience is required',
      'Strength is required',
      'Phone is required',
      'WhatsApp is required',
      'Image is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    const name = uniqueName('Salma');
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Age' }).fill('31');
    await form.getByRole('textbox', { name: 'Profession' }).fill('Sales coach');
    await form.getByRole('textbox', { name: 'Experience (years)' }).fill('8');
    await form.getByRole('textbox', { name: 'Strength' }).fill('New Capital launches');
    await form.getByRole('textbox', { name: 'Phone' }).fill('0301');
    await form.getByRole('textbox', { name: 'WhatsApp' }).fill('01112345678');
    await pickFiles(page, form.getByRole('button', { name: 'Image' }), [files.png('salma.png')]);
    await form.getByRole('button', { name: 'Add help team' }).click();
    await expect(form.getByText(/^Enter a mobile number starting with 010/)).toBeVisible();
    await form.getByRole('textbox', { name: 'Phone' }).fill('01012345678');
    await form.getByRole('button', { name: 'Add help team' }).click();
    await expect(toast(page, 'Team member saved')).toBeVisible();
    await page.screenshot({ path: 'test-results/help-team-add.png', fullPage: true });

    await page.getByRole('tab', { name: 'Help team', exact: true }).click();
    await expect(page).toHaveURL('/help-team/view');
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Sales coach')).toBeVisible();
    await expect(card.getByRole('img', { name })).toBeVisible();
    await page.screenshot({ path: 'test-results/help-team-view.png', fullPage: true });

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await edit.getByRole('textbox', { name: 'Profession' }).fill('Changed then cancelled');
    await edit.getByRole('button', { name: 'No' }).click();
    await expect(card.getByText('Sales coach')).toBeVisible();
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await edit.getByRole('textbox', { name: 'Profession' }).fill('Team lead');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Team lead')).toBeVisible();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to delete this team member?')).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(card).toHaveCount(0);
  });

  test('an ordinary admin sees the list only: no Add tab, Edit or Delete', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    await signIn(page, admin);
    await openTab(page, 'General');
    await page.getByRole('region', { name: 'Help team' }).getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL('/help-team/view');
    await page.goto('/help-team/add');
    await expect(page).toHaveURL('/help-team/view');
    await expect(page.getByRole('tab', { name: 'Add help team' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Help team', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  });
});
