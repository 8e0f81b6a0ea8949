import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { adminIdOf, assignedMember, registerMember, uniqueName } from './members.ts';
import { fileRequest, requestPhone } from './request-builders.ts';
import { banWithReason, card, clickAndConfirm, search } from './user-screens.ts';

test.describe('Undo in the toast (docs/decisions/282)', () => {
  test('undoes a removal: the client is back in the list', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const client = await assignedMember(
      request,
      'Client',
      await adminIdOf(request, admin),
      uniqueName('Undo Salma'),
    );
    await signIn(page, admin);
    // The admin's own list (only this client): Undo brings it back as the list reloads.
    await page.goto('/clients/accept');
    const shown = card(page, client.name);
    await clickAndConfirm(page, client.name, 'Remove');
    await expect(shown).toHaveCount(0);

    await toast(page, 'is removed').getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Undone')).toBeVisible();
    await expect(shown).toBeVisible();
    await page.reload();
    await search(page, client.name);
    await expect(shown).toBeVisible();
  });

  test('undoes a ban: the card is no longer banned', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const client = await assignedMember(
      request,
      'Client',
      await adminIdOf(request, admin),
      uniqueName('Undo Ban'),
    );
    await signIn(page, admin);
    await page.goto('/clients/accept');
    await search(page, client.name);
    const shown = card(page, client.name);
    await banWithReason(page, client.name);
    await expect(shown).toHaveAttribute('data-banned', 'true');

    await toast(page, 'is banned').getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Undone')).toBeVisible();
    await expect(shown).not.toHaveAttribute('data-banned', 'true');
    await expect(shown.getByRole('button', { name: 'Ban', exact: true })).toBeVisible();
  });

  test('undoes a done request: it is back among the waiting ones', async ({ page, request }) => {
    const member = await registerMember(request, 'Client', { name: uniqueName('Undo Asker') });
    await fileRequest(request, member, '/api/app/property_consultant', {
      phone: requestPhone(),
      message: 'Call me back',
    });
    await signIn(page, superAdmin);
    await page.goto('/property-consultant/non-done');
    await search(page, member.name);
    const shown = card(page, member.name);
    await shown.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(shown).toHaveCount(0);

    await toast(page, 'Request moved').getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Undone')).toBeVisible();
    await expect(shown).toBeVisible();
  });
});
