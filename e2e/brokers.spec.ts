import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import {
  acceptedBroker,
  acceptOnto,
  adminIdOf,
  notificationsOf,
  registerMember,
  uniqueName,
} from './members.ts';
import { todayShown } from './screen-checks.ts';
import {
  acceptChoosing,
  adminOption,
  answerYes,
  banWithReason,
  card,
  cards,
  clickAndConfirm,
  movesOf,
  pngFile,
  search,
  tab,
} from './user-screens.ts';

test.describe('Brokers as a super admin', () => {
  test('accepts a pending broker, bans, unbans, adds earnings, changes its admin, removes and restores it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const broker = await registerMember(request, 'Broker', { name: uniqueName('Broker Hany') });
    await signIn(page, superAdmin);
    await page.goto('/brokers/pending');
    await expect(page.getByRole('tab')).toHaveText([
      'Brokers',
      'Pending brokers',
      'Removed brokers',
      'Notification for brokers',
      'View join by invitation',
    ]);
    await expect(card(page, broker.name).getByText('New Cairo')).toBeVisible();
    // No keeps it pending.
    await card(page, broker.name).getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await expect(card(page, broker.name)).toBeVisible();
    await acceptChoosing(page, broker.name, superAdmin.name);
    await expect(card(page, broker.name)).toHaveCount(0);
    const other = await buildAdmin(request);

    await tab(page, 'Brokers').click();
    await expect(page).toHaveURL('/brokers/accept');
    await search(page, broker.name);
    const accepted = card(page, broker.name);
    await expect(accepted).toBeVisible();
    await expect(accepted.getByText(todayShown())).toBeVisible();

    await banWithReason(page, broker.name);
    await expect(accepted).toHaveAttribute('data-banned', 'true');
    await expect(accepted.getByText('Banned', { exact: true })).toBeVisible();
    await accepted.getByRole('button', { name: 'Unban' }).click();
    await expect(accepted).not.toHaveAttribute('data-banned', 'true');

    await accepted.getByRole('button', { name: 'Add earnings' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Amount (EGP)' }).fill('1500.5');
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await page
      .getByRole('dialog', { name: 'Add earnings', exact: true })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(accepted.getByText('1,500.50 EGP')).toBeVisible();

    await accepted.getByRole('button', { name: 'Change admin' }).click();
    await page.getByRole('dialog').getByLabel('Admin', { exact: true }).click();
    await page.getByRole('option', { name: new RegExp(other.name) }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'has a new admin')).toBeVisible();

    await clickAndConfirm(page, broker.name, 'Remove');
    await expect(card(page, broker.name)).toHaveCount(0);
    await tab(page, 'Removed brokers').click();
    await search(page, broker.name);
    await card(page, broker.name).getByRole('button', { name: 'Unremove' }).click();
    await expect(card(page, broker.name)).toHaveCount(0);
    await tab(page, 'Brokers').click();
    await search(page, broker.name);
    await expect(card(page, broker.name).getByText('1,500.50 EGP')).toBeVisible();
  });

  test('Accept suggests an admin, the super admin picks another, and every card names its admin', async ({
    page,
    request,
  }) => {
    const team = await buildAdmin(request);
    const other = await buildAdmin(request);
    const inviter = await acceptedBroker(request, await adminIdOf(request, team), uniqueName('Inviter Samy'));
    const code = inviter.my_invitation_code ?? '';
    const invited = await registerMember(request, 'Broker', {
      name: uniqueName('Invited Nour'),
      invitationCode: code,
    });
    await signIn(page, superAdmin);
    await page.goto('/brokers/pending');
    // The card already names the admin of the team it joined through.
    await expect(card(page, invited.name).getByText(team.name)).toBeVisible();

    await card(page, invited.name).getByRole('button', { name: 'Accept' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept' });
    const admin = dialog.getByRole('combobox', { name: 'Admin', exact: true });
    // Counts are not asserted: a test running beside this one may accept a broker with the
    // suggestion of the moment, which can be any new admin.
    await expect(admin).toHaveValue(adminOption(team.name));
    await expect(
      dialog.getByText(`Suggested: ${team.name}, the admin of the broker who invited them`),
    ).toBeVisible();
    await admin.click();
    await page.getByRole('option', { name: adminOption(other.name) }).click();
    await expect(admin).toHaveValue(adminOption(other.name));
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'is accepted')).toBeVisible();
    await expect(card(page, invited.name)).toHaveCount(0);

    await tab(page, 'Brokers').click();
    await search(page, invited.name);
    await expect(card(page, invited.name).getByText(other.name)).toBeVisible();
    await search(page, inviter.name);
    await expect(card(page, inviter.name).getByText(team.name)).toBeVisible();
  });

  test("Accept suggests the inviter's admin when the inviter was still pending as the broker joined", async ({
    page,
    request,
  }) => {
    const team = await buildAdmin(request);
    const inviter = await registerMember(request, 'Broker', { name: uniqueName('Pending inviter Hala') });
    const invited = await registerMember(request, 'Broker', {
      name: uniqueName('Invited Yara'),
      invitationCode: inviter.my_invitation_code ?? '',
    });
    await acceptOnto(request, inviter._id, await adminIdOf(request, team));
    await signIn(page, superAdmin);
    await page.goto('/brokers/pending');
    await card(page, invited.name).getByRole('button', { name: 'Accept' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept' });
    await expect(
      dialog.getByText(`Suggested: ${team.name}, the admin of the broker who invited them`),
    ).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Admin', exact: true })).toHaveValue(
      adminOption(team.name),
    );
    await dialog.getByRole('button', { name: 'No' }).click();
  });

  test('earnings show the total and last entries, confirm the amount, and can be corrected', async ({
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
    await expect(modal.getByText('Current total: 0 EGP')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Amount (EGP)' }).fill('15000');
    await modal.getByRole('button', { name: 'Add' }).click();
    const confirm = page.getByRole('dialog', { name: 'Add earnings', exact: true });
    await expect(confirm).toContainText(`Add 15,000 EGP to the earnings of ${broker.name}?`);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, `Earnings of ${broker.name}: 15,000 EGP`)).toBeVisible();
    await expect(shown.getByText('15,000 EGP')).toBeVisible();

    await shown.getByRole('button', { name: 'Add earnings' }).click();
    await expect(modal.getByText('Current total: 15,000 EGP')).toBeVisible();
    await expect(modal.getByRole('table', { name: 'Last entries' })).toContainText('15,000 EGP');
    await modal.getByRole('textbox', { name: 'Amount (EGP)' }).fill('-5000');
    await modal.getByRole('button', { name: 'Correct' }).click();
    await expect(modal.getByText('A correction needs a reason')).toBeVisible();
    await modal
      .getByRole('textbox', { name: 'Reason for the correction' })
      .fill('Typed 15,000 instead of 10,000');
    await modal.getByRole('button', { name: 'Correct' }).click();
    const correct = page.getByRole('dialog', { name: 'Correct earnings' });
    await expect(correct).toContainText(`Take 5,000 EGP from the earnings of ${broker.name}?`);
    await page.screenshot({ path: 'test-results/earnings-correct.png' });
    await correct.getByRole('button', { name: 'Yes' }).click();
    await expect(shown.getByText('10,000 EGP')).toBeVisible();
  });

  test('rejects a pending broker after Yes', async ({ page, request }) => {
    const broker = await registerMember(request, 'Broker', { name: uniqueName('Broker Rejected') });
    await signIn(page, superAdmin);
    await page.goto('/brokers/pending');
    await clickAndConfirm(page, broker.name, 'Reject');
    await expect(toast(page, `${broker.name} is rejected`)).toBeVisible();
    await expect(card(page, broker.name)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Pending brokers', selected: true })).toBeVisible();
    await expect(card(page, broker.name)).toHaveCount(0);
  });

  test('finds pending brokers by name, the Arabic spelled either way, and by phone; Clear search shows them all', async ({
    page,
    request,
  }) => {
    const word = uniqueName('Pending').split(' ')[1] ?? '';
    const ahmed = await registerMember(request, 'Broker', { name: `أحمد المعلّق ${word}` });
    const other = await registerMember(request, 'Broker', { name: uniqueName('Pending by phone') });
    await signIn(page, superAdmin);
    await page.goto('/brokers/pending');
    await expect(card(page, ahmed.name)).toBeVisible();
    await expect(card(page, other.name)).toBeVisible();

    // Typed without the hamza and the shadda, as staff often do: the name is found all the same.
    await search(page, `احمد المعلق ${word}`);
    await expect(page.getByRole('status', { name: 'Search results' })).toContainText(`احمد المعلق ${word}`);
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, ahmed.name)).toBeVisible();
    await page.screenshot({ path: 'test-results/pending-brokers-searched.png' });

    await search(page, other.phone);
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, other.name)).toBeVisible();
    // A broker accepted from the results leaves them.
    await acceptChoosing(page, other.name, superAdmin.name);
    await expect(toast(page, `${other.name} is accepted`)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('status', { name: 'Search results' })).toHaveCount(0);
    await expect(card(page, ahmed.name)).toBeVisible();
    await expect(card(page, other.name)).toHaveCount(0);
  });

  test('looks up who joined by an invitation code', async ({ page, request }) => {
    const owner = await acceptedBroker(request, await adminIdOf(request, superAdmin));
    const joined = await registerMember(request, 'Client', {
      invitationCode: owner.my_invitation_code ?? '',
    });
    await signIn(page, superAdmin);
    await page.goto('/brokers/invitation');
    await expect(page.getByText('No invitation code for search')).toBeVisible();
    await search(page, 'NOSUCH99', 'Invitation code');
    await expect(page.getByText('Not found brokers')).toBeVisible();
    await search(page, owner.my_invitation_code ?? '', 'Invitation code');
    await expect(card(page, joined.name)).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
  });

  test('sends a notification with an image to the brokers', async ({ page, request }) => {
    const broker = await acceptedBroker(request, await adminIdOf(request, superAdmin));
    await signIn(page, superAdmin);
    await page.goto('/brokers/notification');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Link' }).fill('ftp://files.example');
    await page.getByRole('textbox', { name: 'Message' }).fill('Open day on Friday');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Link must start with http:// or https://')).toBeVisible();
    await page.getByRole('textbox', { name: 'Link' }).fill('https://simsar.example/open-day');
    await page.locator('input[type="file"]').setInputFiles(pngFile);
    const preview = page.getByRole('img', { name: 'Image preview' });
    await expect(preview).toBeVisible();
    expect((await preview.boundingBox())?.width ?? 999).toBeLessThanOrEqual(250);
    await page.getByRole('button', { name: 'Send' }).click();
    await answerYes(page);
    await expect(toast(page, 'Notification sent to')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const received = await notificationsOf(request, broker);
    expect(received[0]).toMatchObject({
      text: 'Open day on Friday',
      link: 'https://simsar.example/open-day',
    });
    expect(received[0]?.image).toMatch(/^\/media\//);
    // Listed under the form once sent, with its image, link, audience and sender.
    const sent = page
      .getByRole('article', { name: 'Sent notification' })
      .filter({ hasText: 'Open day on Friday' });
    await expect(sent.getByRole('img', { name: 'Notification image' })).toBeVisible();
    await expect(sent.getByRole('link', { name: 'https://simsar.example/open-day' })).toBeVisible();
    await expect(sent.getByText(/^Sent to \d+ brokers? by Super admin$/)).toBeVisible();
  });
});

test.describe('Brokers as an ordinary admin', () => {
  test('sees only their brokers, without super actions or the invitation tab', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const mine = await acceptedBroker(request, adminId, uniqueName('Mine'));
    const theirs = await acceptedBroker(request, await adminIdOf(request, superAdmin), uniqueName('Theirs'));
    const invited = await registerMember(request, 'Broker', {
      invitationCode: mine.my_invitation_code ?? '',
    });

    await signIn(page, admin);
    await page.goto('/brokers/accept');
    await expect(page.getByRole('tab')).toHaveText([
      'Brokers',
      'Pending brokers',
      'Removed brokers',
      'Notification for brokers',
    ]);
    await expect(card(page, mine.name)).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(movesOf(card(page, mine.name))).toHaveCount(0);
    await search(page, theirs.name);
    await expect(page.getByText('Not found')).toBeVisible();

    await tab(page, 'Pending brokers').click();
    await expect(card(page, invited.name)).toBeVisible();
    await expect(movesOf(card(page, invited.name))).toHaveCount(0);

    await tab(page, 'Removed brokers').click();
    await expect(page.getByText('Not found')).toBeVisible();

    await tab(page, 'Notification for brokers').click();
    await page.getByRole('textbox', { name: 'Message' }).fill('For my brokers');
    await page.getByRole('button', { name: 'Send' }).click();
    await answerYes(page);
    await expect(toast(page, 'Notification sent to 1 broker')).toBeVisible();
    // toContain: a super admin's test running alongside may notify every broker, this one too.
    expect((await notificationsOf(request, mine)).map((n) => n.text)).toContain('For my brokers');
    expect((await notificationsOf(request, theirs)).map((n) => n.text)).not.toContain('For my brokers');

    await page.goto('/brokers/invitation');
    await expect(page).toHaveURL('/brokers/accept');
  });

  test('pages by 20: Get more brings the 21st, then goes away', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    for (let i = 0; i < 21; i++) await acceptedBroker(request, adminId);
    await signIn(page, admin);
    await page.goto('/brokers/accept');
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole('button', { name: 'Get more' }).click();
    await expect(cards(page)).toHaveCount(21);
    await expect(page.getByRole('button', { name: 'Get more' })).toHaveCount(0);
  });
});
