import { buildAdmin, openTab, signIn } from './builders.ts';
import { expect, test } from './fixtures.ts';

/** The admin's e-mail choices on the Change password tab (docs/decisions/471); this server has no SMTP_URL. */
test.describe('E-mail choices', () => {
  test('says no e-mail is sent here, and keeps a choice across a reload', async ({ page, request }) => {
    await signIn(page, await buildAdmin(request));
    await openTab(page, 'Change password');
    await expect(page.getByRole('heading', { name: 'E-mail notifications' })).toBeVisible();
    await expect(page.getByText('This server sends no e-mail')).toBeVisible();
    const mention = page.getByRole('radiogroup', { name: 'You are mentioned in a note' });
    await expect(mention.getByRole('radio', { name: 'At once' })).toBeChecked();
    await mention.getByText('Daily digest').click();
    await expect(mention.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    const resets = page.getByRole('radiogroup', { name: 'A password set for you by a super admin' });
    await expect(resets.getByRole('radio', { name: 'Off' })).toBeChecked();
    // Only a super admin has the overdue summary.
    await expect(page.getByRole('switch', { name: /Daily summary of what is overdue/ })).toHaveCount(0);
    await page.reload();
    await expect(
      page
        .getByRole('radiogroup', { name: 'You are mentioned in a note' })
        .getByRole('radio', { name: 'Daily digest' }),
    ).toBeChecked();
  });

  test('in Arabic, right to left', async ({ page, request }) => {
    await signIn(page, await buildAdmin(request));
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await openTab(page, 'تغيير كلمة المرور');
    await expect(page.getByRole('heading', { name: 'إشعارات البريد الإلكتروني' })).toBeVisible();
    await expect(page.getByText('لا يرسل هذا الخادم أي بريد إلكتروني')).toBeVisible();
    const assignment = page.getByRole('radiogroup', { name: 'عضو أُسند إليك' });
    await assignment.getByText('إيقاف').click();
    await expect(assignment.getByRole('radio', { name: 'إيقاف' })).toBeChecked();
    await page.screenshot({ path: 'test-results/mail-choices-ar.png', fullPage: true });
  });
});
