import { generate } from 'otplib';
import { apiToken, buildAdmin, openTab, sidebar, signIn, signInThroughForm, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { card } from './user-screens.ts';

test.describe('Two-factor sign-in', () => {
  test('turned on with the QR code and a code, then needed at sign-in', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allowFailedCall(401, '/api/admin/login');
    consoleGuard.allowFailedCall(400, '/api/admin/two_factor/enable');
    consoleGuard.allowFailedCall(400, '/api/admin/two_factor/setup');
    const admin = await buildAdmin(request);
    // Another session of the same admin (a script's token): it ends when the second factor is on.
    const otherSession = { Authorization: `Bearer ${await apiToken(request, admin)}` };
    await signInThroughForm(page, admin);
    await openTab(page, 'Change password');
    // The password first: a session alone may not enrol an authenticator.
    await page.getByLabel('Your password').fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(page.getByRole('main').getByText('The password is wrong')).toBeVisible();
    await page.getByLabel('Your password').fill(admin.password);
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await page.getByRole('textbox', { name: 'Code from the app' }).fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('main').getByText('The code is wrong or expired')).toBeVisible();

    await page.getByRole('textbox', { name: 'Code from the app' }).fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByLabel('Recovery codes').locator('code');
    await expect(codes).toHaveCount(10);
    await expect(page.getByText('On', { exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/two-factor-on.png', fullPage: true });
    expect((await request.get('/api/admin/me', { headers: otherSession })).status()).toBe(401);

    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const codeBox = page.getByRole('textbox', { name: 'Authentication code' });
    await expect(codeBox).toBeVisible();
    await expect(page).toHaveURL('/login');
    await page.screenshot({ path: 'test-results/two-factor-login.png', fullPage: true });
    // The next 30-second step's code: the one that confirmed the set-up is used up.
    await codeBox.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
    await expect(sidebar(page).getByText('Simsar Dashboard')).toBeVisible();
  });

  test("a super admin resets an admin's second factor from the admin card", async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const headers = { Authorization: `Bearer ${await apiToken(request, admin)}` };
    const setup = await request.post('/api/admin/two_factor/setup', {
      headers,
      data: { password: admin.password },
    });
    const { secret } = (await setup.json()) as { secret: string };
    const enabled = await request.post('/api/admin/two_factor/enable', {
      headers,
      data: { code: await generate({ secret }) },
    });
    expect(enabled.status()).toBe(200);
    const login = () =>
      request.post('/api/admin/login', { data: { email: admin.email, password: admin.password } });
    expect((await login()).status()).toBe(401);

    await signIn(page, superAdmin);
    await page.goto('/admins/view');
    await card(page, admin.name).getByRole('button', { name: 'Reset two-factor' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, "The admin's second factor is reset")).toBeVisible();
    expect((await login()).status()).toBe(200);

    await card(page, admin.name).getByRole('link', { name: 'History' }).click();
    await expect(
      page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr').first(),
    ).toContainText('Two-factor reset');
  });
});
