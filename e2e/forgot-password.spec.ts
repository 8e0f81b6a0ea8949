import { apiToken, buildAdmin, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { registerMember, uniqueName } from './members.ts';
import { card, clickAndConfirm } from './user-screens.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('Password-reset requests', () => {
  test('gives a member a new password, copied to the clipboard', async ({ page, request }) => {
    const member = await registerMember(request, 'Client', { name: uniqueName('Forgetful Omar') });
    const filed = await request.post('/api/app/forgot_password', {
      data: { name: member.name, phone: member.phone, whatsApp: member.phone },
    });
    expect(filed.status()).toBe(201);

    // The spec's reset calls carry no Authorization header: the session cookie alone.
    const authorizations: (string | undefined)[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/forgot_password')) authorizations.push(sent.headers().authorization);
    });
    await signIn(page, superAdmin);
    // The home alert (docs/decisions/051): open requests ring the Reset password card's bell.
    const resetCard = page.getByRole('region', { name: 'Reset password' });
    await expect(resetCard.getByRole('img', { name: /pending or new/ })).toBeVisible();
    await page.goto('/forgot_password');
    const box = page.getByRole('textbox', { name: 'Name or Phone number' });
    await box.fill(member.phone);
    const shown = card(page, member.name);
    await expect(shown).toBeVisible();
    await expect(shown.getByText('Not done')).toBeVisible();
    await expect(shown.getByText(new Date().toISOString().slice(0, 4)).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/forgot-password.png', fullPage: true });

    // The card names the account the phone belongs to, and the confirmation names it again.
    const account = shown.getByRole('group', { name: 'Account' });
    await expect(account.getByText(member.name)).toBeVisible();
    await expect(account.getByText('Client')).toBeVisible();
    await expect(account.getByText(member.email)).toBeVisible();
    await expect(shown.getByText("The name differs from the account's name")).toHaveCount(0);
    await shown.getByRole('button', { name: 'New password' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Set a new password for ${member.name} (Client, ${member.email})?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'New password is copied to clipboard!')).toBeVisible();
    await expect(shown.getByText('Done', { exact: true })).toBeVisible();
    await expect(shown.getByRole('button', { name: 'New password' })).toBeDisabled();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^[A-Za-z2-9]{16}$/);
    await page.screenshot({ path: 'test-results/forgot-password-done.png', fullPage: true });
    expect(authorizations.length).toBeGreaterThanOrEqual(2);
    expect(authorizations.every((header) => header === undefined)).toBe(true);

    const login = (password: string) =>
      request.post('/api/app/login', { data: { email: member.email, password } });
    expect((await login(copied)).status()).toBe(200);
    expect((await login('Member-pass-1')).status()).toBe(401);
  });

  test('shows an unknown phone as such and deletes a request after confirmation', async ({
    page,
    request,
  }) => {
    const name = uniqueName('Stranger Laila');
    const phone = `0155${String(Date.now()).slice(-7)}`;
    expect(
      (await request.post('/api/app/forgot_password', { data: { name, phone, whatsApp: phone } })).status(),
    ).toBe(201);
    await signIn(page, superAdmin);
    await page.goto('/forgot_password');
    await page.getByRole('textbox', { name: 'Name or Phone number' }).fill(name.toUpperCase());
    const shown = card(page, name);
    await expect(shown.getByText('Unknown phone: no member has this number.')).toBeVisible();
    // Only Delete is offered.
    await expect(shown.getByRole('button', { name: 'New password' })).toHaveCount(0);
    await clickAndConfirm(page, name, 'Delete');
    await expect(toast(page, 'Request deleted')).toBeVisible();
    await expect(page.getByText('Not found')).toBeVisible();
  });

  test('shows every open request of an account on one card, flagging differing WhatsApp numbers', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, 'Client', { name: uniqueName('Targeted Hoda') });
    for (const [name, whatsApp] of [
      [member.name, member.phone],
      [`${member.name} again`, '01099999999'],
    ]) {
      const filed = await request.post('/api/app/forgot_password', {
        data: { name, phone: member.phone, whatsApp },
      });
      expect(filed.status()).toBe(201);
    }
    await signIn(page, superAdmin);
    await page.goto('/forgot_password');
    await page.getByRole('textbox', { name: 'Name or Phone number' }).fill(member.phone);
    const shown = card(page, `${member.name} again`);
    await expect(shown.getByText('2 open requests')).toBeVisible();
    await expect(shown.getByRole('note', { name: 'WhatsApp numbers differ' })).toContainText(
      `send the new password only to the number the account registered with, ${member.phone}`,
    );
    await page.screenshot({ path: 'test-results/forgot-password-grouped.png', fullPage: true });
    // A name that is not the account's is flagged; the confirmation names the account.
    await expect(shown.getByText("The name differs from the account's name")).toBeVisible();
    await shown.getByRole('button', { name: 'New password' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Set a new password for ${member.name} (Client, ${member.email})?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'New password is copied to clipboard!')).toBeVisible();
    await expect(page.getByText('Not done')).toHaveCount(0);
  });

  test("flags a request whose name is not the account's, and No sets nothing", async ({ page, request }) => {
    const member = await registerMember(request, 'Client', { name: uniqueName('أحمد السيد') });
    const filed = await request.post('/api/app/forgot_password', {
      data: { name: 'Mona Zaki', phone: member.phone, whatsApp: member.phone },
    });
    expect(filed.status()).toBe(201);
    await signIn(page, superAdmin);
    await page.goto('/forgot_password');
    await page.getByRole('textbox', { name: 'Name or Phone number' }).fill(member.phone);
    const shown = card(page, 'Mona Zaki');
    await expect(shown.getByText("The name differs from the account's name")).toBeVisible();
    await expect(shown.getByRole('group', { name: 'Account' }).getByText(member.name)).toBeVisible();
    await page.screenshot({ path: 'test-results/forgot-password-mismatch.png', fullPage: true });
    await shown.getByRole('button', { name: 'New password' }).click();
    await expect(page.getByRole('dialog')).toContainText(member.name);
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await expect(shown.getByText('Not done')).toBeVisible();
    const login = await request.post('/api/app/login', {
      data: { email: member.email, password: 'Member-pass-1' },
    });
    expect(login.status()).toBe(200);
  });

  test('is refused to an ordinary admin by the server', async ({ request }) => {
    const admin = await buildAdmin(request);
    const token = await apiToken(request, admin);
    const reply = await request.get('/api/forgot_password/', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reply.status()).toBe(403);
  });
});
