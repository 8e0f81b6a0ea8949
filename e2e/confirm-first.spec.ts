import type { Page } from '@playwright/test';
import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { appListOf, submitFromApp } from './deal-builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { acceptedBroker, adminIdOf, notificationsOf, uniqueName } from './members.ts';
import { buildUnit } from './unit-builders.ts';
import { card, search } from './user-screens.ts';

// What cannot be taken back asks first, naming the item, the count or the date; No changes nothing.

function confirmation(page: Page, title: string) {
  return page.getByRole('dialog', { name: title, exact: true });
}

async function answer(page: Page, title: string, words: string, button: 'Yes' | 'No') {
  const dialog = confirmation(page, title);
  await expect(dialog).toContainText(words);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toHaveCount(0);
}

async function openDetails(page: Page, base: string, client: string) {
  await page.goto(base);
  await search(page, client, 'Broker, client or project');
  await page
    .getByRole('article', { name: new RegExp(client) })
    .getByRole('link', { name: 'Details' })
    .click();
}

test('a notification names how many of the admin’s own brokers it reaches before it is sent', async ({
  page,
  request,
}) => {
  const admin = await buildAdmin(request);
  const mine = await acceptedBroker(request, await adminIdOf(request, admin), uniqueName('Mine'));
  const theirs = await acceptedBroker(request, await adminIdOf(request, superAdmin), uniqueName('Theirs'));
  const text = uniqueName('Launch on Sunday');
  await signIn(page, admin);
  await page.goto('/brokers/notification');
  await page.getByRole('textbox', { name: 'Message' }).fill(text);

  await page.getByRole('button', { name: 'Send' }).click();
  await answer(page, 'Send notification', 'Send this notification to 1 broker?', 'No');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(text);
  expect((await notificationsOf(request, mine)).map((n) => n.text)).not.toContain(text);

  await page.getByRole('button', { name: 'Send' }).click();
  await answer(page, 'Send notification', 'Send this notification to 1 broker?', 'Yes');
  await expect(toast(page, 'Notification sent to 1')).toBeVisible();
  expect((await notificationsOf(request, mine)).map((n) => n.text)).toContain(text);
  expect((await notificationsOf(request, theirs)).map((n) => n.text)).not.toContain(text);
});

test.describe('Accepting and adding commission', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const kind of ['form', 'deal'] as const) {
    test(`accepting a ${kind} names its date, and adding its commission names the amount and broker`, async ({
      page,
      request,
    }) => {
      const broker = await acceptedBroker(
        request,
        await adminIdOf(request, superAdmin),
        uniqueName('Broker'),
      );
      const project = uniqueName('Lake View');
      await buildUnit(request, project);
      const client = uniqueName('Client Nour');
      const item = await submitFromApp(request, kind, broker, { client_name: client, project_code: project });
      await signIn(page, superAdmin);
      await openDetails(page, kind === 'form' ? '/forms/new' : '/deals/new', client);
      // A form's address names its tab and follows it (a deal's has none); Pending goes one way, so it asks.
      const addressIn = (state: 'new' | 'pending' | 'accept') =>
        kind === 'form' ? `/form/${state}/${item._id}` : `/deals/id/${item._id}`;
      await expect(page).toHaveURL(addressIn('new'));
      const moveAsked = `Move the ${kind} of ${client} from ${broker.name} to Pending?`;
      await page.getByRole('button', { name: 'Pending' }).click();
      await answer(page, 'Pending', moveAsked, 'No');
      expect((await appListOf(request, kind, broker)).map((row) => row.status)).toEqual(['new']);
      await page.getByRole('button', { name: 'Pending' }).click();
      await answer(page, 'Pending', moveAsked, 'Yes');
      await expect(toast(page, `The ${kind} is pending`)).toBeVisible();
      await expect(page).toHaveURL(addressIn('pending'));

      // The broker's own date is shown, and what Accept records unless the admin changes it.
      const date = page.getByRole('textbox', { name: 'Estimated time to receive the check' });
      await expect(date).toHaveValue('2026-12-15');
      const title = `Accept ${kind}`;
      await page.getByRole('button', { name: 'Accept' }).click();
      const asked = `Accept the ${kind} of ${client} with 2026-12-15 as the estimated time to receive the check?`;
      await answer(page, title, asked, 'No');
      expect((await appListOf(request, kind, broker)).map((row) => row.status)).toEqual(['pending']);

      await date.fill('2027-02-01');
      await page.getByRole('button', { name: 'Accept' }).click();
      await answer(page, title, `Accept the ${kind} of ${client} with 2027-02-01 as`, 'Yes');
      await expect(toast(page, `The ${kind} is accepted`)).toBeVisible();
      await expect(page).toHaveURL(addressIn('accept'));

      const commission = page.getByRole('region', { name: 'Commission' });
      const add = commission.getByRole('button', { name: 'Add to broker earnings' });
      const named = `Add 87,500.02 EGP to the earnings of ${broker.name}?`;
      await add.click();
      await answer(page, 'Add commission', named, 'No');
      await expect(add).toBeVisible();
      await add.click();
      await answer(page, 'Add commission', named, 'Yes');
      await expect(toast(page, 'Commission added to the broker earnings')).toBeVisible();
    });
  }
});

test('ban names the member, and No leaves them active', async ({ page, request }) => {
  const broker = await acceptedBroker(request, await adminIdOf(request, superAdmin), uniqueName('Banned'));
  await signIn(page, superAdmin);
  await page.goto('/brokers/accept');
  await search(page, broker.name);
  const shown = card(page, broker.name);
  await shown.getByRole('button', { name: 'Ban', exact: true }).click();
  // The name isolated in its own <bdi> (the impact's figures have theirs, left to right).
  await expect(confirmation(page, 'Ban').locator('bdi').filter({ hasText: broker.name })).toHaveText(
    broker.name,
  );
  await answer(page, 'Ban', `Ban ${broker.name}?`, 'No');
  await page.reload();
  await search(page, broker.name);
  await expect(shown).not.toHaveAttribute('data-banned', 'true');

  await shown.getByRole('button', { name: 'Ban', exact: true }).click();
  await confirmation(page, 'Ban').getByLabel('Reason').fill('Shared fake listings');
  await answer(page, 'Ban', `Ban ${broker.name}?`, 'Yes');
  await expect(shown).toHaveAttribute('data-banned', 'true');
  // Unban gives access back, so it does not ask.
  await shown.getByRole('button', { name: 'Unban' }).click();
  await expect(shown).not.toHaveAttribute('data-banned', 'true');
});

test('CIL Pending names the client and the broker', async ({ page, request }) => {
  const broker = await acceptedBroker(request, await adminIdOf(request, superAdmin), uniqueName('Broker'));
  const project = uniqueName('Sea Breeze');
  await buildUnit(request, project);
  const client = uniqueName('Client Salma');
  await submitFromApp(request, 'cil', broker, { client_name: client, project_code: project });
  await signIn(page, superAdmin);
  await openDetails(page, '/cil/new', client);

  const named = `Move the CIL of ${client} from ${broker.name} to Pending?`;
  await page.getByRole('button', { name: 'Pending' }).click();
  await answer(page, 'Pending', named, 'No');
  expect((await appListOf(request, 'cil', broker)).map((row) => row.status)).toEqual(['new']);

  await page.getByRole('button', { name: 'Pending' }).click();
  await answer(page, 'Pending', named, 'Yes');
  await expect(toast(page, 'The CIL is pending')).toBeVisible();
  expect((await appListOf(request, 'cil', broker)).map((row) => row.status)).toEqual(['pending']);
});

test('a notification can go to one admin’s team or to picked brokers, and names how many', async ({
  page,
  request,
}) => {
  const admin = await buildAdmin(request);
  const adminId = await adminIdOf(request, admin);
  const team = [
    await acceptedBroker(request, adminId, uniqueName('Team One')),
    await acceptedBroker(request, adminId, uniqueName('Team Two')),
  ];
  const outsider = await acceptedBroker(
    request,
    await adminIdOf(request, superAdmin),
    uniqueName('Outsider'),
  );
  await signIn(page, superAdmin);
  await page.goto('/brokers/notification');
  const message = page.getByRole('textbox', { name: 'Message' });
  const recipients = page.getByRole('radiogroup', { name: 'Recipients' });

  const toTeam = uniqueName('For one team');
  await recipients.getByText('One admin’s team', { exact: true }).click();
  await message.fill(toTeam);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Choose the brokers to send to')).toBeVisible();
  await page.getByRole('combobox', { name: 'Admin' }).fill(admin.name);
  await page.getByRole('option', { name: admin.name, exact: true }).click();
  await page.screenshot({ path: 'test-results/notification-recipients.png' });
  await page.getByRole('button', { name: 'Send' }).click();
  await answer(page, 'Send notification', 'Send this notification to 2 brokers?', 'Yes');
  await expect(toast(page, 'Notification sent to 2')).toBeVisible();
  for (const broker of team) {
    expect((await notificationsOf(request, broker)).map((n) => n.text)).toContain(toTeam);
  }
  expect((await notificationsOf(request, outsider)).map((n) => n.text)).not.toContain(toTeam);

  const toOne = uniqueName('For one broker');
  await recipients.getByText('Picked brokers', { exact: true }).click();
  await message.fill(toOne);
  await page.getByRole('combobox', { name: 'Picked brokers' }).fill(outsider.name);
  await page.getByRole('option', { name: new RegExp(outsider.name) }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await answer(page, 'Send notification', 'Send this notification to 1 broker?', 'Yes');
  await expect(toast(page, 'Notification sent to 1')).toBeVisible();
  expect((await notificationsOf(request, outsider)).map((n) => n.text)).toContain(toOne);
  expect((await notificationsOf(request, team[0] as (typeof team)[0])).map((n) => n.text)).not.toContain(
    toOne,
  );
});

test('a dialog appears without motion when the system asks for less, and eases in otherwise', async ({
  page,
  request,
}) => {
  const admin = await buildAdmin(request);
  await signIn(page, admin);
  await page.goto('/brokers/notification');
  await page.getByRole('textbox', { name: 'Message' }).fill(uniqueName('Motion'));
  const dialog = confirmation(page, 'Send notification');
  const motion = () => dialog.evaluate((element) => getComputedStyle(element).transitionDuration);

  // The suite's browser asks for reduced motion (playwright.config.ts, docs/decisions/289).
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeVisible();
  expect(await motion()).toBe('0s');
  await answer(page, 'Send notification', 'Send this notification', 'No');

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeVisible();
  expect(await motion()).not.toBe('0s');
  await answer(page, 'Send notification', 'Send this notification', 'No');
});
