import { buildAdmin, openTab, signIn, superAdmin } from './builders.ts';
import { moveAsSuper, submitFromApp } from './deal-builders.ts';
import { expect, test } from './fixtures.ts';
import { acceptedBroker, adminIdOf, uniqueName } from './members.ts';
import { buildUnit } from './unit-builders.ts';
import { answerYes, card, search, tab } from './user-screens.ts';

// A protection's last day is the brokerage's day (Cairo), whatever the zone the tests run in.
const dayShown = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Cairo',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);

// Introduction protection (docs/decisions/540): a client introduced by one broker's accepted CIL is
// protected; another broker's letter for that client and developer lands in Disputes, and Keep
// first settles it for the first broker.
test("a second broker's CIL for a protected client lands in Disputes, and Keep first settles it", async ({
  page,
  request,
}) => {
  const adminId = await adminIdOf(request, await buildAdmin(request));
  const project = uniqueName('Protected Heights');
  await buildUnit(request, project);
  const phone = `012${String(Date.now()).slice(-8)}`;
  const first = await acceptedBroker(request, adminId, uniqueName('First introducer'));
  const second = await acceptedBroker(request, adminId, uniqueName('Second introducer'));
  const letter = await submitFromApp(request, 'cil', first, {
    client_name: 'Rania Protected',
    project_code: project,
    client_phone: phone,
  });
  await moveAsSuper(request, 'cil', 'pending', letter._id);
  await moveAsSuper(request, 'cil', 'accept', letter._id);
  // The same client, her phone written the international way.
  await submitFromApp(request, 'cil', second, {
    client_name: 'Rania Protected',
    project_code: project,
    client_phone: `+20 ${phone.slice(1)}`,
  });

  await signIn(page, superAdmin);
  const until = dayShown(new Date(Date.now() + 90 * 24 * 60 * 60 * 1000));
  await page.goto('/cil/accept');
  await search(page, project, 'Broker, client or project');
  await expect(page.getByRole('article')).toContainText(`Protected until ${until}`);

  await page.goto('/');
  await openTab(page, 'Brokers');
  const homeCard = page.getByRole('region', { name: 'Disputes' });
  await homeCard.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL('/disputes/open');
  await expect(page.getByRole('heading', { name: 'Disputes', level: 2 })).toBeVisible();
  await search(page, second.name);
  const dispute = card(page, second.name);
  await expect(dispute).toContainText(`First broker${first.name}`);
  await expect(dispute).toContainText(`Second broker${second.name}`);
  await expect(dispute).toContainText(`First introduced${dayShown(new Date())}`);
  await expect(dispute).toContainText(`Protected until${until}`);
  await expect(dispute).toContainText('Days left when filed90');
  await page.screenshot({ path: 'test-results/disputes-open.png', fullPage: true });

  await dispute.getByRole('button', { name: 'Keep first', exact: true }).click();
  await answerYes(page);
  await expect(card(page, second.name)).toHaveCount(0);
  await tab(page, 'Settled disputes').click();
  await search(page, second.name);
  await expect(card(page, second.name)).toContainText(`Decided for${first.name}`);
  await page.screenshot({ path: 'test-results/disputes-settled.png', fullPage: true });
});
