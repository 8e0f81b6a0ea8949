import { buildAdmin, openTab, sidebar, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';

const fields = ['Taxes', 'App taxes', 'Active users', 'Sales amount', 'Simsar discount'];

test.describe('System tab', () => {
  test('requires all five numbers, with the messages of the spec', async ({ page }) => {
    await signIn(page, superAdmin);
    await openTab(page, 'System');
    await expect(page.getByRole('heading', { name: 'System', level: 2 })).toBeVisible();
    for (const label of fields) await page.getByRole('textbox', { name: label, exact: true }).clear();
    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'Taxes is required',
      'App taxes is required',
      'Active users is required',
      'Number of forms is required',
      'Simsar discount is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('accepts numbers only', async ({ page }) => {
    await signIn(page, superAdmin);
    await openTab(page, 'System');
    const taxes = page.getByRole('textbox', { name: 'Taxes', exact: true });
    await taxes.clear();
    await taxes.pressSequentially('1a2b');
    await expect(taxes).toHaveValue('12');
  });

  test('shows each unit and range, and refuses a discount of 150 and 1.5 active users', async ({ page }) => {
    await signIn(page, superAdmin);
    await openTab(page, 'System');
    const discount = page.getByRole('textbox', { name: 'Simsar discount', exact: true });
    await expect(discount).toHaveAccessibleDescription('A percentage from 0 to 100, two decimals at most');
    const activeUsers = page.getByRole('textbox', { name: 'Active users', exact: true });
    await expect(activeUsers).toHaveAccessibleDescription('A whole number of users from 0 to 1,000,000');
    await discount.fill('150');
    await activeUsers.fill('1.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a percentage from 0 to 100', { exact: true })).toBeVisible();
    await expect(page.getByText('Enter a whole number', { exact: true })).toBeVisible();
    await expect(toast(page, 'Settings saved')).toHaveCount(0);
  });

  test('saves the settings, which a reload shows again', async ({ page }) => {
    await signIn(page, superAdmin);
    await openTab(page, 'System');
    const values = ['14', '3', '250', '40', '7'];
    for (const [index, label] of fields.entries()) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(values[index] ?? '');
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await page.reload();
    for (const [index, label] of fields.entries()) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(values[index] ?? '');
    }
  });

  test('is not there for an ordinary admin', async ({ page, request }) => {
    await signIn(page, await buildAdmin(request));
    await expect(sidebar(page).getByRole('button', { name: 'Change password' })).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: 'System' })).toHaveCount(0);
    // A "System" choice left in local storage by someone else falls back to General.
    await page.evaluate(() => localStorage.setItem('page', 'System'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'General', level: 2 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Taxes', exact: true })).toHaveCount(0);
  });
});
