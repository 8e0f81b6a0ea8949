import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { adminIdOf, assignedMember, notificationsOf, registerMember, uniqueName } from './members.ts';
import { answerYes, banWithReason, card, cards, clickAndConfirm, search, tab } from './user-screens.ts';

test.describe('Franchises as a super admin', () => {
  test('bans, removes and restores a franchise, and notifies the franchises', async ({ page, request }) => {
    const franchise = await registerMember(request, 'Franchise', { name: uniqueName('Franchise Delta') });
    const receiver = await registerMember(request, 'Franchise');
    const client = await registerMember(request, 'Client');
    await signIn(page, superAdmin);
    await page.goto('/franchises/accept');
    await expect(page.getByRole('tab')).toHaveText([
      'Franchises',
      'Removed franchises',
      'Notification for franchises',
    ]);
    await search(page, franchise.name);
    const shown = card(page, franchise.name);
    await banWithReason(page, franchise.name);
    await expect(shown).toHaveAttribute('data-banned', 'true');
    await clickAndConfirm(page, franchise.name, 'Remove');
    await expect(shown).toHaveCount(0);

    await tab(page, 'Removed franchises').click();
    await search(page, franchise.name);
    await card(page, franchise.name).getByRole('button', { name: 'Unremove' }).click();
    await expect(card(page, franchise.name)).toHaveCount(0);

    await tab(page, 'Notification for franchises').click();
    await page.getByRole('textbox', { name: 'Message' }).fill('Media buying opens Monday');
    await page.getByRole('button', { name: 'Send' }).click();
    await answerYes(page);
    await expect(toast(page, 'Notification sent to')).toBeVisible();
    expect((await notificationsOf(request, receiver)).map((n) => n.text)).toContain(
      'Media buying opens Monday',
    );
    expect((await notificationsOf(request, client)).map((n) => n.text)).not.toContain(
      'Media buying opens Monday',
    );
  });
});

test.describe('Franchises as an ordinary admin', () => {
  test('pages their own franchises and uses every tab', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const first = await assignedMember(request, 'Franchise', adminId, uniqueName('Oldest franchise'));
    for (let i = 0; i < 20; i++) await assignedMember(request, 'Franchise', adminId);
    await registerMember(request, 'Franchise', { name: uniqueName('Unassigned') });

    await signIn(page, admin);
    await page.goto('/franchises/accept');
    await expect(cards(page)).toHaveCount(20);
    await expect(card(page, first.name)).toHaveCount(0);
    await page.getByRole('button', { name: 'Get more' }).click();
    await expect(card(page, first.name)).toBeVisible();
    // The admin each member belongs to is on the card.
    await expect(card(page, first.name).getByText(admin.name, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(21);
    await expect(page.getByRole('button', { name: 'Get more' })).toHaveCount(0);

    await banWithReason(page, first.name);
    await expect(card(page, first.name)).toHaveAttribute('data-banned', 'true');

    await tab(page, 'Removed franchises').click();
    await expect(page.getByText('Not found')).toBeVisible();

    await tab(page, 'Notification for franchises').click();
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello franchises');
    await page.getByRole('button', { name: 'Send' }).click();
    await answerYes(page);
    await expect(toast(page, 'Notification sent to 21 franchises')).toBeVisible();
  });
});
