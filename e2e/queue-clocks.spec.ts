import { buildAdmin, openTab, signIn, superAdmin } from './builders.ts';
import { moveAsSuper, submitFromApp } from './deal-builders.ts';
import { expect, test } from './fixtures.ts';
import { acceptedBroker, adminIdOf, uniqueName } from './members.ts';
import { buildUnit } from './unit-builders.ts';
import { tab } from './user-screens.ts';

// One order and one clock for every queue (decision 082): forms, deals and CIL list their to-do tabs
// (New, Pending) oldest first with each card's wait, and Accept newest first by when moved, as the
// request queues do. An ordinary admin signs in, so the lists hold only their own broker's items.
const queues = [
  { kind: 'form', route: '/forms', words: 'forms' },
  { kind: 'deal', route: '/deals', words: 'deals' },
  { kind: 'cil', route: '/cil', words: 'CIL' },
] as const;

test.describe('Service clocks of forms, deals and CIL', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const queue of queues) {
    test(`${queue.words}: to-do tabs oldest first and waiting, Accept newest first by when moved`, async ({
      page,
      request,
    }) => {
      const admin = await buildAdmin(request);
      const broker = await acceptedBroker(
        request,
        await adminIdOf(request, admin),
        uniqueName('Broker Clock'),
      );
      const project = uniqueName('Clock Towers');
      await buildUnit(request, project);
      const send = async (label: string) => {
        const client = uniqueName(label);
        const item = await submitFromApp(request, queue.kind, broker, {
          client_name: client,
          project_code: project,
          client_phone: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        });
        return { client, id: item._id };
      };
      // Sent in this order; moved in another, so the lists' orders tell sending from moving.
      const [newOld, newYoung, pendOld, pendYoung, doneOld, doneYoung] = [
        await send('New Old'),
        await send('New Young'),
        await send('Pending Old'),
        await send('Pending Young'),
        await send('Accepted Old'),
        await send('Accepted Young'),
      ];
      for (const item of [pendYoung, pendOld, doneOld, doneYoung]) {
        await moveAsSuper(request, queue.kind, 'pending', item.id);
      }
      await moveAsSuper(request, queue.kind, 'accept', doneYoung.id);
      await moveAsSuper(request, queue.kind, 'accept', doneOld.id); // moved last

      await signIn(page, admin);
      await page.goto(`${queue.route}/new`);
      const cards = page.getByRole('article');
      const named = (...items: { client: string }[]) => items.map((item) => new RegExp(item.client));
      await expect(cards).toHaveText(named(newOld, newYoung));
      for (const card of await cards.all())
        await expect(card.getByText(/^Waiting less than a working hour$/)).toBeVisible();

      // A to-do tab's name goes on with its bell's count.
      await page.getByRole('tab', { name: new RegExp(`^Pending ${queue.words}`) }).click();
      await expect(page).toHaveURL(`${queue.route}/pending`);
      await expect(cards).toHaveText(named(pendOld, pendYoung));
      for (const card of await cards.all())
        await expect(card.getByText(/^Waiting less than a working hour$/)).toBeVisible();

      await tab(page, `Accept ${queue.words}`).click();
      await expect(page).toHaveURL(`${queue.route}/accept`);
      await expect(cards).toHaveText(named(doneOld, doneYoung));
      for (const card of await cards.all())
        await expect(card.getByText(/^Waited less than a working hour$/)).toBeVisible();
      // No card says overdue (the screen's filter beside the search is named Overdue too).
      await expect(cards.getByText('Overdue', { exact: true })).toHaveCount(0);
    });
  }

  test('System holds a service target for forms, deals and CIL too, refused outside 1 to 8760', async ({
    page,
  }) => {
    await signIn(page, superAdmin);
    await openTab(page, 'System');
    await expect(page.getByText('Service targets (hours)')).toBeVisible();
    for (const label of ['Forms', 'Deals', 'CIL', 'Request property consultant']) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(/^\d+$/);
    }
    // Refused in the form before anything is sent: the settings other tests read stay as they are.
    await page.getByRole('textbox', { name: 'CIL', exact: true }).fill('0');
    await page.getByRole('textbox', { name: 'Deals', exact: true }).fill('9000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('At least 1', { exact: true })).toBeVisible();
    await expect(page.getByText('At most 8760', { exact: true })).toBeVisible();
  });
});
