import type { Page } from '@playwright/test';
import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { appListOf, submitFromApp } from './deal-builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { acceptedBroker, adminIdOf, notificationsOf, uniqueName } from './members.ts';
import { buildUnit, files } from './unit-builders.ts';
import { answerYes, search, card as userCard } from './user-screens.ts';

function queueCard(page: Page, client: string) {
  return page.getByRole('article', { name: new RegExp(client) });
}

async function openDetails(page: Page, client: string) {
  await search(page, client, 'Broker, client or project');
  await queueCard(page, client).getByRole('link', { name: 'Details' }).click();
}

test.describe('Forms and deals as a super admin', () => {
  // Each test walks one item through every screen and transition (and a second to rejection).
  test.describe.configure({ timeout: 180_000 });
  for (const kind of ['form', 'deal'] as const) {
    test(`moves a ${kind} from the app through new, pending and accept, and rejects another`, async ({
      page,
      request,
    }) => {
      const admin = await buildAdmin(request);
      const broker = await acceptedBroker(
        request,
        await adminIdOf(request, admin),
        uniqueName('Broker Omar'),
      );
      const project = uniqueName('Palm Hills');
      await buildUnit(request, project);
      const client = uniqueName('Client Hany');
      const item = await submitFromApp(request, kind, broker, { client_name: client, project_code: project });
      const other = uniqueName('Client Rejected');
      await submitFromApp(request, kind, broker, { client_name: other, project_code: project }, files.pdf());

      await signIn(page, superAdmin);
      const base = kind === 'form' ? '/forms' : '/deals';
      await page.goto(`${base}/new`);
      const labels =
        kind === 'form'
          ? ['New forms', 'Pending forms', 'Accept forms']
          : ['New deals', 'Pending deals', 'Accept deals'];
      await expect(page.getByRole('tab')).toHaveText(labels.map((label) => new RegExp(`^${label}`)));
      await expect(
        page.getByRole('tab', { name: new RegExp(`^${labels[0]}`) }).getByRole('img', { name: /waiting/ }),
      ).toBeVisible();
      await search(page, client, 'Broker, client or project');
      const card = queueCard(page, client);
      await expect(card.getByText(broker.name)).toBeVisible();
      await expect(card.getByText('2,500,000.50 EGP')).toBeVisible();
      await expect(card.getByRole('link', { name: `Call ${broker.phone}` })).toHaveAttribute(
        'href',
        `tel:${broker.phone}`,
      );
      await expect(card.getByRole('link', { name: `WhatsApp ${broker.phone}` })).toHaveAttribute(
        'href',
        `https://wa.me/2${broker.phone}`,
      );
      if (kind === 'deal') {
        // The project filter narrows the loaded cards as you type.
        await page.getByRole('textbox', { name: 'Project name' }).fill('no such project');
        await expect(card).toHaveCount(0);
        await page.getByRole('textbox', { name: 'Project name' }).fill(project.slice(0, 12));
        await expect(card).toBeVisible();
      }
      await card.getByRole('link', { name: 'Details' }).click();
      await expect(page).toHaveURL(kind === 'form' ? `/form/new/${item._id}` : `/deals/id/${item._id}`);
      await expect(page.getByText('29001011234567')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Receipt or contract' })).toBeVisible();
      await page.getByRole('button', { name: 'Pending' }).click();
      await answerYes(page);
      await expect(toast(page, `The ${kind} is pending`)).toBeVisible();

      const date = page.getByRole('textbox', { name: 'Estimated time to receive the check' });
      await date.fill('');
      await page.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByText('Estimated time to receive the check is required')).toBeVisible();
      await date.fill('2027-01-20');
      await page.getByRole('button', { name: 'Accept' }).click();
      await answerYes(page);
      await expect(toast(page, `The ${kind} is accepted`)).toBeVisible();
      const commission = page.getByRole('region', { name: 'Commission' });
      // 2.5% and 1% of 2,500,000.50
      await expect(commission.getByText('62,500.01 EGP')).toBeVisible();
      await expect(commission.getByText('87,500.02 EGP')).toBeVisible();
      await commission.getByRole('button', { name: 'Add to broker earnings' }).click();
      await answerYes(page);
      await expect(toast(page, 'Commission added to the broker earnings')).toBeVisible();
      await expect(commission.getByText(/Added to the broker earnings on/)).toBeVisible();
      await page.screenshot({ path: `test-results/${kind}-accepted.png`, fullPage: true });

      // The broker's earnings say which item the commission came from, and lead back to it.
      await page.goto('/brokers/accept');
      await search(page, broker.name);
      await userCard(page, broker.name).getByRole('button', { name: 'Add earnings' }).click();
      const entries = page
        .getByRole('dialog', { name: `Add earnings: ${broker.name}` })
        .getByRole('table', { name: 'Last entries' });
      await expect(entries.getByRole('row').first()).toContainText(
        `${kind === 'form' ? 'Form' : 'Deal'} commission: open the ${kind}`,
      );
      await page.screenshot({ path: `test-results/${kind}-earnings-source.png` });
      await entries.getByRole('link', { name: `open the ${kind}` }).click();
      await expect(page).toHaveURL(kind === 'form' ? `/form/accept/${item._id}` : `/deals/id/${item._id}`);
      await expect(page.getByText(/Added to the broker earnings on/)).toBeVisible();

      await page.goto(`${base}/new`);
      await openDetails(page, other);
      await expect(page.getByRole('link', { name: 'Open PDF' })).toBeVisible();
      await page.getByRole('button', { name: 'Reject' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
      await page.getByRole('button', { name: 'Reject' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await expect(toast(page, `The ${kind} is rejected`)).toBeVisible();
      await expect(page.getByText('Rejected', { exact: true })).toBeVisible();

      const states = await appListOf(request, kind, broker);
      expect(states.map((row) => row.status).sort()).toEqual(['accept', 'rejected']);
      const texts = (await notificationsOf(request, broker)).map((note) => note.text.split('\n')[0]);
      expect(texts).toEqual(
        expect.arrayContaining([
          `Your ${kind} for ${client} (${project}) is pending review`,
          `Your ${kind} for ${client} (${project}) is accepted`,
          `Your ${kind} for ${other} (${project}) is rejected`,
        ]),
      );
      await page.screenshot({ path: `test-results/${kind}-rejected.png`, fullPage: true });
    });
  }
});
