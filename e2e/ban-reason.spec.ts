import { buildAdmin, signIn } from './builders.ts';
import { expect, test } from './fixtures.ts';
import { adminIdOf, assignedMember, uniqueName } from './members.ts';
import { card, search } from './user-screens.ts';

test.describe('Ban with a reason (docs/decisions/283)', () => {
  test('refuses a ban without a reason and shows the reason on the banned card', async ({
    page,
    request,
    consoleGuard,
  }) => {
    const admin = await buildAdmin(request);
    const client = await assignedMember(
      request,
      'Client',
      await adminIdOf(request, admin),
      uniqueName('Rule Breaker'),
    );
    await signIn(page, admin);
    await page.goto('/clients/accept');
    await search(page, client.name);
    const shown = card(page, client.name);
    await shown.getByRole('button', { name: 'Ban', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Ban' });
    const reason = dialog.getByLabel('Reason');
    const yes = dialog.getByRole('button', { name: 'Yes' });
    await expect(yes).toBeDisabled();
    await reason.fill('   ');
    await expect(yes).toBeDisabled();
    // Too short for the server: its message is shown under the field and nobody is banned.
    consoleGuard.allowFailedCall(400, `/api/user/ban/${client._id}`);
    await reason.fill('no');
    await yes.click();
    await expect(dialog.getByText('Give a reason for the ban')).toBeVisible();
    await expect(shown).not.toHaveAttribute('data-banned', 'true');

    await reason.fill('Shared fake listings');
    await yes.click();
    await expect(dialog).toHaveCount(0);
    await expect(shown).toHaveAttribute('data-banned', 'true');
    await expect(shown.getByText('Reason: Shared fake listings')).toBeVisible();
    await page.reload();
    await search(page, client.name);
    await expect(shown.getByText('Reason: Shared fake listings')).toBeVisible();

    // Unban needs no reason, and the reason leaves the card with the ban.
    await shown.getByRole('button', { name: 'Unban' }).click();
    await expect(shown).not.toHaveAttribute('data-banned', 'true');
    await expect(shown.getByText('Reason: Shared fake listings')).toHaveCount(0);
  });
});
