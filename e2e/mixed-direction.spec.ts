import { signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { acceptedBroker, adminIdOf, registerMember, uniqueName } from './members.ts';
import { answerYes, card, search } from './user-screens.ts';

// A name typed in Arabic sits in the console's English sentences isolated in its
// own direction (<bdi>, or dir="auto" on its own line), and every EGP amount has its separators.
test.describe('Mixed-direction text', () => {
  test('an Arabic name is isolated on its card, in its toasts and in its confirmations', async ({
    page,
    request,
  }) => {
    const client = await registerMember(request, 'Client', { name: uniqueName('منى زكي') });
    await signIn(page, superAdmin);
    await page.goto('/clients/accept');
    await search(page, client.name);
    const shown = card(page, client.name);
    await expect(shown.getByText(client.name, { exact: true })).toHaveAttribute('dir', 'auto');
    // An e-mail always reads left to right, inside Arabic words too (decision 288).
    await expect(shown.getByText(client.email, { exact: true })).toHaveAttribute('dir', 'ltr');

    await shown.getByRole('button', { name: 'Ban', exact: true }).click();
    const banDialog = page.getByRole('dialog', { name: 'Ban' });
    await expect(banDialog.locator('bdi').filter({ hasText: client.name })).toHaveText(client.name);
    await expect(banDialog).toContainText(`Ban ${client.name}?`);
    await banDialog.getByLabel('Reason').fill('Shared fake listings');
    await answerYes(page);
    const banned = toast(page, 'is banned');
    await expect(banned.locator('bdi').filter({ hasText: client.name })).toHaveText(client.name);
    await expect(banned).toContainText(`${client.name} is banned`);

    await shown.getByRole('button', { name: 'Remove', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove' });
    await expect(dialog.locator('bdi').filter({ hasText: client.name })).toHaveText(client.name);
    await expect(dialog).toContainText(`Remove ${client.name}?`);
    await page.screenshot({ path: 'test-results/mixed-direction-confirm.png' });
    await dialog.getByRole('button', { name: 'No' }).click();
  });

  test('the earnings toast isolates the name and the audit log shows the amounts in EGP', async ({
    page,
    request,
  }) => {
    const broker = await acceptedBroker(request, await adminIdOf(request, superAdmin), uniqueName('منى زكي'));
    await signIn(page, superAdmin);
    await page.goto('/brokers/accept');
    await search(page, broker.name);
    const shown = card(page, broker.name);
    await shown.getByRole('button', { name: 'Add earnings' }).click();
    const modal = page.getByRole('dialog', { name: `Add earnings: ${broker.name}` });
    await modal.getByRole('textbox', { name: 'Amount (EGP)' }).fill('15000');
    await modal.getByRole('button', { name: 'Add' }).click();
    await page
      .getByRole('dialog', { name: 'Add earnings', exact: true })
      .getByRole('button', { name: 'Yes' })
      .click();
    const earnings = toast(page, 'Earnings of');
    await expect(earnings).toContainText(`Earnings of ${broker.name}: 15,000 EGP`);
    await expect(earnings.locator('bdi').filter({ hasText: broker.name })).toHaveText(broker.name);
    await page.screenshot({ path: 'test-results/mixed-direction-toast.png' });

    await shown.getByRole('link', { name: 'History' }).click();
    const entry = page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr').filter({
      hasText: 'Earning added',
    });
    await expect(entry).toContainText('Earnings: 0 EGP → 15,000 EGP');
    await expect(entry).toContainText('Amount added: — → 15,000 EGP');
    await page.screenshot({ path: 'test-results/mixed-direction-audit.png', fullPage: true });
  });
});
