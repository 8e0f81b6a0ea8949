import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { submitFromApp } from './deal-builders.ts';
import { expect, test } from './fixtures.ts';
import { acceptedBroker, adminIdOf, assignedMember, uniqueName } from './members.ts';
import { fileRequest } from './request-builders.ts';
import { buildUnit } from './unit-builders.ts';
import { card, search } from './user-screens.ts';

test.describe('What a ban touches, and bulk ban with a reason (docs/decisions/283, 284)', () => {
  test("the Ban dialog shows the member's open items before the reason", async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const broker = await acceptedBroker(
      request,
      await adminIdOf(request, admin),
      uniqueName('Impact Broker'),
    );
    const project = uniqueName('Impact Towers');
    await buildUnit(request, project);
    await submitFromApp(request, 'form', broker, { client_name: 'Hany Mostafa', project_code: project });
    await fileRequest(request, broker, '/api/app/feedback', { rate: 2, message: 'Slow app' });

    await signIn(page, superAdmin);
    await page.goto('/brokers/accept');
    await search(page, broker.name);
    const shown = card(page, broker.name);
    await shown.getByRole('button', { name: 'Ban', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ban' });
    const impact = dialog.getByRole('region', { name: 'What the ban touches' });
    await expect(impact.getByText('Open items')).toBeVisible();
    await expect(impact.getByRole('listitem')).toHaveText(['Forms: 1', 'Request feedback: 1']);
    await expect(impact.getByText('Invited members: 0')).toBeVisible();
    await expect(impact.getByText('Earnings: 0 EGP')).toBeVisible();
    await page.screenshot({ path: 'test-results/ban-impact-dialog.png' });

    await dialog.getByLabel('Reason').fill('Filed fake forms');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(shown).toHaveAttribute('data-banned', 'true');
    await expect(shown.getByText('Reason: Filed fake forms')).toBeVisible();
  });

  test('bulk Ban shows what the ban touches for the chosen members together', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const batch = uniqueName('Impact batch');
    const brokers = [];
    for (const n of [1, 2]) brokers.push(await acceptedBroker(request, adminId, `${batch} ${n}`));
    const project = uniqueName('Impact Heights');
    await buildUnit(request, project);
    for (const broker of brokers) {
      await submitFromApp(request, 'form', broker, { client_name: 'Hany Mostafa', project_code: project });
    }
    await fileRequest(request, brokers[1] as (typeof brokers)[number], '/api/app/feedback', {
      rate: 1,
      message: 'Slow app',
    });

    await signIn(page, superAdmin);
    await page.goto('/brokers/accept');
    await search(page, batch);
    await page.getByRole('button', { name: 'Select all that match' }).click();
    await expect(page.getByRole('status', { name: 'Selection' })).toHaveText('2 brokers selected');
    await page.getByRole('button', { name: 'Ban selected', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ban' });
    await expect(dialog.getByText('Ban 2 brokers?')).toBeVisible();
    const impact = dialog.getByRole('region', { name: 'What the ban touches' });
    await expect(impact.getByText('Open items')).toBeVisible();
    await expect(impact.getByRole('listitem')).toHaveText(['Forms: 2', 'Request feedback: 1']);
    await expect(impact.getByText('Invited members: 0')).toBeVisible();
    await expect(impact.getByText('Earnings: 0 EGP')).toBeVisible();
    await page.screenshot({ path: 'test-results/bulk-ban-impact.png' });
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toHaveCount(0);
    for (const broker of brokers)
      await expect(card(page, broker.name)).not.toHaveAttribute('data-banned', 'true');
  });

  test('an ordinary admin bans the clients that match with one reason, then unbans them', async ({
    page,
    request,
  }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const batch = uniqueName('Bulk ban');
    const clients = [];
    for (const n of [1, 2, 3])
      clients.push(await assignedMember(request, 'Client', adminId, `${batch} ${n}`));

    await signIn(page, admin);
    await page.goto('/clients/accept');
    await search(page, batch);
    await page.getByRole('button', { name: 'Select all that match' }).click();
    await expect(page.getByRole('status', { name: 'Selection' })).toHaveText('3 clients selected');
    await page.getByRole('button', { name: 'Ban selected', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ban' });
    await expect(dialog.getByText('Ban 3 clients?')).toBeVisible();
    const yes = dialog.getByRole('button', { name: 'Yes' });
    await expect(yes).toBeDisabled();
    // The single ban's rule, checked before anything is sent.
    await dialog.getByLabel('Reason').fill('no');
    await yes.click();
    await expect(dialog.getByText('Give a reason for the ban')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Spam calls to sales');
    await page.screenshot({ path: 'test-results/bulk-ban-dialog.png' });
    await yes.click();
    await expect(page.getByRole('status', { name: '3 clients banned' })).toBeVisible();
    for (const client of clients) {
      await expect(card(page, client.name)).toHaveAttribute('data-banned', 'true');
      await expect(card(page, client.name).getByText('Reason: Spam calls to sales')).toBeVisible();
    }

    await page.getByRole('button', { name: 'Select all that match' }).click();
    await page.getByRole('button', { name: 'Unban selected' }).click();
    await expect(page.getByRole('dialog').getByText('Unban 3 clients?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status', { name: '3 clients unbanned' })).toBeVisible();
    for (const client of clients) {
      await expect(card(page, client.name)).not.toHaveAttribute('data-banned', 'true');
    }
  });

  test('a super admin assigns the chosen clients to one admin from the list', async ({ page, request }) => {
    const [from, to] = [await buildAdmin(request), await buildAdmin(request)];
    const batch = uniqueName('Bulk assign');
    const clients = [];
    for (const n of [1, 2]) {
      clients.push(await assignedMember(request, 'Client', await adminIdOf(request, from), `${batch} ${n}`));
    }
    await signIn(page, superAdmin);
    await page.goto('/clients/accept');
    await search(page, batch);
    await page.getByRole('button', { name: 'Select all that match' }).click();
    await page.getByRole('button', { name: 'Assign selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign' });
    await expect(dialog.getByText('Assign 2 clients to:')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Admin', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${to.name} \\(`) }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status', { name: '2 clients assigned' })).toBeVisible();
    for (const client of clients) await expect(card(page, client.name).getByText(to.name)).toBeVisible();
  });
});
