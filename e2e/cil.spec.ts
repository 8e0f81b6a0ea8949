import type { Page } from '@playwright/test';
import { buildAdmin, openTab, signIn, superAdmin } from './builders.ts';
import { appListOf, submitFromApp } from './deal-builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { acceptedBroker, adminIdOf, notificationsOf, uniqueName } from './members.ts';
import { todayShown } from './screen-checks.ts';
import { buildUnit, files } from './unit-builders.ts';
import { answerYes, search } from './user-screens.ts';

function queueCard(page: Page, client: string) {
  return page.getByRole('article', { name: new RegExp(client) });
}

async function openDetails(page: Page, base: string, client: string) {
  await page.goto(base);
  await search(page, client, 'Broker, client or project');
  await queueCard(page, client).getByRole('link', { name: 'Details' }).click();
}

test.describe('CIL', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a super admin moves letters through pending to accept and reject; a second broker is warned', async ({
    page,
    request,
  }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const first = await acceptedBroker(request, adminId, uniqueName('Broker First'));
    const second = await acceptedBroker(request, adminId, uniqueName('Broker Second'));
    const project = uniqueName('Mountain View');
    await buildUnit(request, project);
    const phone = `012${String(Date.now()).slice(-8)}`;
    const client = uniqueName('Client Laila');
    const held = await submitFromApp(request, 'cil', first, {
      client_name: client,
      project_code: project,
      client_phone: phone,
    });
    const rejectedClient = uniqueName('Client Rejected');
    await submitFromApp(request, 'cil', first, { client_name: rejectedClient, project_code: project });

    await signIn(page, superAdmin);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await openTab(page, 'Brokers');
    await expect(
      page.getByRole('region', { name: 'CIL' }).getByRole('img', { name: /pending or new/ }),
    ).toBeVisible();
    await openDetails(page, '/cil/new', client);
    await expect(page).toHaveURL(`/cil/new/${held._id}`);
    await page.getByRole('button', { name: 'Pending' }).click();
    await answerYes(page);
    await expect(toast(page, 'The CIL is pending')).toBeVisible();

    // The second broker's letter for the same client and developer is flagged, in the app and the console.
    const secondClient = uniqueName('Client Laila again');
    const later = await submitFromApp(request, 'cil', second, {
      client_name: secondClient,
      project_code: project,
      client_phone: phone,
    });
    expect(later.duplicate?.broker).toBe(first.name);
    await page.goto('/cil/new');
    await search(page, secondClient, 'Broker, client or project');
    const warning = queueCard(page, secondClient).getByRole('link', { name: /^Also introduced by/ });
    await expect(warning).toHaveText(`Also introduced by ${first.name} on ${todayShown()}`);
    await warning.click();
    await expect(page).toHaveURL(`/cil/pending/${held._id}`);

    const decision = page.getByRole('region', { name: 'Decision' });
    await decision.getByRole('button', { name: 'Accept' }).click();
    await expect(decision.getByText('Admin is required')).toBeVisible();
    await expect(decision.getByText('Image is required')).toBeVisible();
    await decision.locator('input[type="file"]').setInputFiles(files.png('stamp.png'));
    await decision.getByRole('textbox', { name: 'Admin' }).fill('Sara Nabil');
    await decision.getByRole('textbox', { name: 'Contact' }).fill('01011112222');
    await decision.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page, 'The CIL is accepted')).toBeVisible();
    await expect(page.getByText('Sara Nabil')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Decision image' })).toBeVisible();
    await page.screenshot({ path: 'test-results/cil-accepted.png', fullPage: true });

    await openDetails(page, '/cil/new', rejectedClient);
    await page.getByRole('button', { name: 'Pending' }).click();
    await answerYes(page);
    await expect(toast(page, 'The CIL is pending')).toBeVisible();
    const pendingDecision = page.getByRole('region', { name: 'Decision' });
    await pendingDecision.locator('input[type="file"]').setInputFiles(files.pdf('refusal.pdf'));
    await pendingDecision.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'The CIL is rejected')).toBeVisible();
    await expect(page.getByText('N/A')).toHaveCount(2);

    const states = await appListOf(request, 'cil', first);
    expect(states.map((row) => row.status).sort()).toEqual(['accept', 'rejected']);
    const texts = (await notificationsOf(request, first)).map((note) => note.text.split('\n')[0]);
    expect(texts).toContain(`Your CIL for ${client} (${project}) is accepted`);
    expect(texts).toContain(`Your CIL for ${rejectedClient} (${project}) is rejected`);
  });

  test("an ordinary admin sees only their brokers' items, without the moves", async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const other = await buildAdmin(request);
    const mine = await acceptedBroker(request, await adminIdOf(request, admin), uniqueName('Broker Mine'));
    const theirs = await acceptedBroker(
      request,
      await adminIdOf(request, other),
      uniqueName('Broker Theirs'),
    );
    const project = uniqueName('Hyde Park');
    await buildUnit(request, project);
    const mineClient = uniqueName('Client Mine');
    const theirClient = uniqueName('Client Theirs');
    for (const kind of ['form', 'deal', 'cil'] as const) {
      await submitFromApp(request, kind, mine, { client_name: mineClient, project_code: project });
      await submitFromApp(request, kind, theirs, { client_name: theirClient, project_code: project });
    }
    await signIn(page, admin);
    for (const base of ['/forms/new', '/deals/new', '/cil/new']) {
      await page.goto(base);
      await search(page, project, 'Broker, client or project');
      await expect(queueCard(page, mineClient)).toBeVisible();
      await expect(queueCard(page, theirClient)).toHaveCount(0);
      await queueCard(page, mineClient).getByRole('link', { name: 'Details' }).click();
      await expect(page.getByText(mineClient)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pending' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    }
  });
});
