import { apiToken, buildAdmin, signInThroughForm, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';

// With company sign-in required (System), a password is refused with a message, but the
// break-glass super admin's, who turned it on (docs/decisions/462). A project of its own, last:
// every other test's ordinary admins sign in with passwords.
test('with passwords switched off a password sign-in is refused with a message', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allowFailedCall(403, '/api/admin/login');
  const admin = await buildAdmin(request);
  const headers = { Authorization: `Bearer ${await apiToken(request, superAdmin)}` };
  // The super admin's console in English, whatever a test before left it in (the Arabic walk).
  const english = await request.put('/api/admin/preferences', { data: { language: 'en' }, headers });
  expect(english.status(), await english.text()).toBe(200);
  const on = await request.put('/api/system/company_sign_in', { data: { required: true }, headers });
  expect(on.status(), await on.text()).toBe(200);
  try {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Password sign-in is turned off: use the company sign-in')).toBeVisible();
    await expect(page).toHaveURL('/login');
    // The break-glass super admin still gets in with the password.
    await signInThroughForm(page, superAdmin);
  } finally {
    await request.put('/api/system/company_sign_in', { data: { required: false }, headers });
  }
});
