import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { adminIdOf, assignedMember, notificationsOf, registerMember, uniqueName } from './members.ts';
import { todayShown } from './screen-checks.ts';
import {
  answerYes,
  banWithReason,
  card,
  cards,
  clickAndConfirm,
  movesOf,
  search,
  tab,
} from './user-screens.ts';

test.describe('Clients as a super admin', () => {
  test('searches, bans and unbans, removes and restores a client', async ({ page, request }) => {
    const client = await registerMember(request, 'Client', { name: uniqueName('Client Salma') });
    await signIn(page, superAdmin);
    await page.goto('/clients/accept');
    await expect(page.getByRole('tab')).toHaveText([
      'Clients',
      'Removed clients',
      'Notification for clients',
    ]);
    await search(page, client.name.toUpperCase());
    await expect(cards(page)).toHaveCount(1);
    const shown = card(page, client.name);
    for (const text of [client.email, client.phone, todayShown()]) {
      await expect(shown.getByText(text)).toBeVisible();
    }
    // No admin yet, and the card says so.
    await expect(shown.getByText('Not assigned', { exact: true })).toBeVisible();
    await banWithReason(page, client.name);
    await expect(shown).toHaveAttribute('data-banned', 'true');
    await shown.getByRole('button', { name: 'Unban' }).click();
    await expect(shown.getByRole('button', { name: 'Ban', exact: true })).toBeVisible();
    await clickAndConfirm(page, client.name, 'Remove');
    await expect(shown).toHaveCount(0);

    await tab(page, 'Removed clients').click();
    await expect(page).toHaveURL('/clients/removed');
    await search(page, client.phone.slice(3));
    await expect(movesOf(card(page, client.name))).toHaveText(['Unremove']);
    await card(page, client.name).getByRole('button', { name: 'Unremove' }).click();
    await expect(card(page, client.name)).toHaveCount(0);
  });

  test('sends a notification to the clients', async ({ page, request }) => {
    const client = await registerMember(request, 'Client');
    await signIn(page, superAdmin);
    await page.goto('/clients/notification');
    await page.getByRole('textbox', { name: 'Message' }).fill('New discounts for clients');
    await page.getByRole('button', { name: 'Send' }).click();
    await answerYes(page);
    await expect(toast(page, 'Notification sent to')).toBeVisible();
    expect((await notificationsOf(request, client)).map((n) => n.text)).toContain(
      'New discounts for clients',
    );
  });
});

test.describe('Clients as an ordinary admin', () => {
  test('lists the notifications they sent, searched on the server', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    await assignedMember(request, 'Client', adminId);
    await assignedMember(request, 'Client', adminId);
    const text = uniqueName('Compound visit on Saturday');
    await signIn(page, admin);
    await page.goto('/clients/notification');
    const list = page.getByRole('region', { name: 'Sent notifications' });
    await expect(list.getByText('0 sent')).toBeVisible();
    await expect(list.getByText('Not found')).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await answerYes(page);
    await expect(toast(page, 'Notification sent to 2 clients')).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill('Second note to the clients');
    await page.getByRole('button', { name: 'Send' }).click();
    await answerYes(page);
    await expect(list.getByText('2 sent')).toBeVisible();
    const sent = list.getByRole('article', { name: 'Sent notification' });
    await expect(sent).toHaveCount(2);
    await expect(sent.first()).toContainText('Second note to the clients');
    await expect(sent.last()).toContainText(text);
    await expect(sent.last()).toContainText(`Sent to 2 clients by ${admin.name}`);

    await search(page, 'COMPOUND visit', 'Text of the notification');
    await expect(list.getByText('1 found for "COMPOUND visit"')).toBeVisible();
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText(text);
    await search(page, 'nothing like this', 'Text of the notification');
    await expect(list.getByText('Not found')).toBeVisible();
  });

  test('works on their own clients only, on every tab', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const mine = await assignedMember(request, 'Client', adminId, uniqueName('My client'));
    const stranger = await registerMember(request, 'Client', { name: uniqueName('Not mine') });

    // The list holds back its reply a moment: the full-screen LOADING shows until it arrives.
    await page.route('**/api/user/list/Client?page=1', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await signIn(page, admin);
    await page.goto('/clients/accept');
    await expect(page.getByText('LOADING')).toBeVisible();
    await expect(card(page, mine.name)).toBeVisible();
    await expect(page.getByText('LOADING')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(1);
    await search(page, stranger.name);
    await expect(page.getByText('Not found')).toBeVisible();
    // A blank search reloads page 1.
    await search(page, '   ');
    await expect(card(page, mine.name)).toBeVisible();

    await clickAndConfirm(page, mine.name, 'Remove');
    await expect(page.getByText('Not found')).toBeVisible();
    await tab(page, 'Removed clients').click();
    await card(page, mine.name).getByRole('button', { name: 'Unremove' }).click();
    await expect(page.getByText('Not found')).toBeVisible();

    await tab(page, 'Notification for clients').click();
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello my clients');
    await page.getByRole('button', { name: 'Send' }).click();
    await answerYes(page);
    await expect(toast(page, 'Notification sent to 1 client')).toBeVisible();
    // A super admin's test running alongside may notify every client: look for this one's text only.
    expect((await notificationsOf(request, mine)).map((n) => n.text)).toContain('Hello my clients');
    expect((await notificationsOf(request, stranger)).map((n) => n.text)).not.toContain('Hello my clients');
  });

  test('with exactly 20, the count says so and no Get more is offered', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    for (let i = 0; i < 20; i++) await assignedMember(request, 'Client', adminId);
    const pages: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/user/list/Client') pages.push(url.searchParams.get('page') ?? '');
    });
    await signIn(page, admin);
    await page.goto('/clients/accept');
    await expect(cards(page)).toHaveCount(20);
    // The list's count is real (docs/decisions/520): a full page 1 of 20 asks for no page 2.
    await expect(page.getByText('20 clients', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get more' })).toHaveCount(0);
    expect(pages).toEqual(['1']);
  });
});
