import type { Page } from '@playwright/test';
import { buildAdmin, openTab, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { adminIdOf, assignedMember, registerMember, uniqueName } from './members.ts';
import { buildPublishedUnit, fileFranchiseRequest, fileRequest, requestPhone } from './request-builders.ts';
import { answerYes, card, clickAndConfirm, movesOf, search, tab } from './user-screens.ts';

/** A to-do tab: its name goes on with the bell's count while items wait. */
function todoTab(page: Page, title: string) {
  return page.getByRole('tab', { name: new RegExp(`^${title}`) });
}

const queues = [
  {
    route: '/property-consultant',
    app: '/api/app/property_consultant',
    by: 'Client',
    titles: ['New request property consultant', 'Done request property consultant'],
  },
  {
    route: '/contact-sales',
    app: '/api/app/contact_sales',
    by: 'Client',
    titles: ['New request contact sales', 'Done request contact sales'],
  },
  {
    route: '/media-buying',
    app: '/api/app/request_media',
    by: 'Franchise',
    titles: ['New request media buying free', 'Done request media buying free'],
  },
  {
    route: '/request-organic-leads',
    app: '/api/app/request_organic_leads',
    by: 'Franchise',
    titles: ['New request organic leads', 'Done request organic leads'],
  },
  {
    route: '/feedback',
    app: '/api/app/feedback',
    by: 'Client',
    titles: ['New request feedback', 'Done request feedback'],
  },
] as const;

test.describe('Request queues as a super admin', () => {
  for (const queue of queues) {
    test(`${queue.titles[0]}: filed from the app, done and back`, async ({ page, request }) => {
      page.on('dialog', (dialog) => {
        throw new Error(`unexpected dialog: ${dialog.message()}`);
      });
      const member = await registerMember(request, queue.by, { name: uniqueName(`Asker ${queue.by}`) });
      const message = '<script>alert("x")</script> Call me after 5';
      const projectName = uniqueName('Zayed Gardens');
      const project =
        queue.route === '/contact-sales' ? await buildPublishedUnit(request, projectName) : null;
      const data =
        queue.route === '/feedback'
          ? { rate: 4, message }
          : { phone: requestPhone(), message, ...(project && { unit_id: project }) };
      await fileRequest(request, member, queue.app, data);

      await signIn(page, superAdmin);
      await page.goto(`${queue.route}/non-done`);
      await expect(page.getByRole('tab')).toHaveText([new RegExp(`^${queue.titles[0]}`), queue.titles[1]]);
      await expect(todoTab(page, queue.titles[0]).getByRole('img', { name: /waiting/ })).toBeVisible();
      await search(page, member.name);
      const shown = card(page, member.name);
      await expect(shown.getByText(message)).toBeVisible(); // markup shown as text, never run
      await expect(shown.getByRole('link', { name: `Call ${member.phone}` })).toHaveAttribute(
        'href',
        `tel:${member.phone}`,
      );
      await expect(shown.getByText(member.email)).toBeVisible();
      await expect(shown.getByText(/Waiting less than a working hour/)).toBeVisible();
      if (queue.route === '/feedback') await expect(shown.getByText('Client', { exact: true })).toBeVisible();
      if (project) await expect(shown.getByText(projectName, { exact: true })).toBeVisible();

      await shown.getByRole('button', { name: 'Done', exact: true }).click();
      await expect(toast(page, 'Request moved')).toBeVisible();
      await expect(shown).toHaveCount(0);
      await tab(page, queue.titles[1]).click();
      await expect(page).toHaveURL(`${queue.route}/done`);
      await search(page, member.name);
      await card(page, member.name).getByRole('button', { name: 'Non done' }).click();
      await expect(card(page, member.name)).toHaveCount(0);
      await search(page, member.name);
      await expect(page.getByText('Not found')).toBeVisible();
      await todoTab(page, queue.titles[0]).click();
      await search(page, member.name);
      await expect(card(page, member.name)).toBeVisible();
      if (queue.route === '/media-buying' || queue.route === '/request-organic-leads') {
        await clickAndConfirm(page, member.name, 'Remove');
        await expect(toast(page, 'Request removed')).toBeVisible();
        await expect(card(page, member.name)).toHaveCount(0);
      }
    });
  }

  test('franchise join requests: accept, reject and Non done, with confirmations', async ({
    page,
    request,
  }) => {
    const first = uniqueName('Joiner');
    const second = uniqueName('Joiner');
    const phone = requestPhone();
    await fileFranchiseRequest(request, first, phone);
    await fileFranchiseRequest(request, second, requestPhone());
    await signIn(page, superAdmin);
    await openTab(page, 'Franchises');
    const homeCard = page.getByRole('region', { name: 'Join request' });
    await expect(homeCard.getByRole('img', { name: /pending or new/ })).toBeVisible();
    await homeCard.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL('/request_franchises/new');
    await expect(page.getByRole('tab')).toHaveText([
      /^New request franchises/,
      'Accept request franchises',
      'Reject request franchises',
    ]);
    await search(page, first);
    const shown = card(page, first);
    await expect(shown.getByRole('img', { name: `Photo of ${first}` })).toBeVisible();
    await expect(shown.getByRole('link', { name: `WhatsApp ${phone}` })).toHaveAttribute(
      'href',
      `https://wa.me/2${phone}`,
    );
    await expect(shown.getByRole('link', { name: 'Open location' })).toHaveAttribute(
      'href',
      'https://maps.google.com/?q=30.06,31.34',
    );
    // The confirmation names the applicant; No leaves the request where it was.
    await shown.getByRole('button', { name: 'Accept' }).click();
    const asked = page.getByRole('dialog', { name: 'Accept' });
    await expect(asked).toContainText(`Accept the request of ${first}?`);
    await expect(asked.locator('bdi').filter({ hasText: first })).toHaveText(first);
    await asked.getByRole('button', { name: 'No' }).click();
    await expect(shown).toBeVisible();
    await clickAndConfirm(page, first, 'Accept');
    await expect(shown).toHaveCount(0);
    await tab(page, 'Accept request franchises').click();
    await search(page, first);
    await card(page, first).getByRole('button', { name: 'Non done' }).click();
    await expect(card(page, first)).toHaveCount(0);

    await todoTab(page, 'New request franchises').click();
    await search(page, second);
    await card(page, second).getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Reject' })).toContainText(
      `Reject the request of ${second}?`,
    );
    await answerYes(page);
    await expect(card(page, second)).toHaveCount(0);
    await tab(page, 'Reject request franchises').click();
    await search(page, second);
    await expect(card(page, second)).toBeVisible();
  });
});

test.describe('Request queues as an ordinary admin', () => {
  test("sees their own franchise's media buying without actions, and works their client's feedback", async ({
    page,
    request,
  }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const franchise = await assignedMember(request, 'Franchise', adminId, uniqueName('Own franchise'));
    const client = await assignedMember(request, 'Client', adminId, uniqueName('Own client'));
    await fileRequest(request, franchise, '/api/app/request_media', {
      phone: requestPhone(),
      message: 'Spring campaign',
    });
    await fileRequest(request, client, '/api/app/feedback', { rate: 2, message: 'Slow answers' });
    await signIn(page, admin);
    await openTab(page, 'Franchises');
    await page
      .getByRole('region', { name: 'Request media buying' })
      .getByRole('link', { name: 'View' })
      .click();
    await expect(card(page, franchise.name)).toBeVisible();
    await expect(movesOf(card(page, franchise.name))).toHaveCount(0);

    await page.goto('/feedback/non-done');
    await expect(card(page, client.name).getByRole('img', { name: 'Rate 2 of 5' })).toBeVisible();
    await card(page, client.name).getByRole('button', { name: 'Done' }).click();
    await expect(card(page, client.name)).toHaveCount(0);
    await expect(page.getByText('Not found')).toBeVisible();
  });

  test('views franchise join requests, with their photos, and no moves (content-operations §6)', async ({
    page,
    request,
  }) => {
    const joiner = uniqueName('Joiner seen');
    await fileFranchiseRequest(request, joiner, requestPhone());
    const admin = await buildAdmin(request);
    await signIn(page, admin);
    await openTab(page, 'Franchises');
    const homeCard = page.getByRole('region', { name: 'Join request' });
    await expect(homeCard.getByRole('img', { name: /pending or new/ })).toBeVisible();
    await homeCard.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL('/request_franchises/new');
    await search(page, joiner);
    const shown = card(page, joiner);
    const photo = shown.getByRole('img', { name: `Photo of ${joiner}` });
    await expect(photo).toBeVisible();
    // The photo is a private file: it loads for this admin too.
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(movesOf(shown)).toHaveCount(0);
    await tab(page, 'Accept request franchises').click();
    await expect(page).toHaveURL('/request_franchises/accept');
  });
});
