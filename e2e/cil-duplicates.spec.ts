import type { Page } from '@playwright/test';
import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { submitFromApp } from './deal-builders.ts';
import { expect, test } from './fixtures.ts';
import { acceptedBroker, adminIdOf, uniqueName } from './members.ts';
import { todayShown } from './screen-checks.ts';
import { buildUnit } from './unit-builders.ts';
import { search } from './user-screens.ts';

// The card whose broker is this one: a later card's warning names the first broker too, isolated as
// the broker's own field is, so a card that names the broker only in its warning is left out.
const letterOf = (page: Page, broker: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByText(broker, { exact: true }) })
    .filter({ hasNot: page.getByRole('link', { name: `Also introduced by ${broker} on` }) });

// Five brokers' letters for the same client and developer, all still New: the triage queue is where
// the clash is caught, so each later letter's card says who introduced the client first.
test('the New CIL queue warns on every later letter of the same client and developer', async ({
  page,
  request,
}) => {
  const adminId = await adminIdOf(request, await buildAdmin(request));
  const project = uniqueName('Palm Hills');
  await buildUnit(request, project);
  const phone = `011${String(Date.now()).slice(-8)}`;
  const brokers = [];
  for (const n of [1, 2, 3, 4, 5])
    brokers.push(await acceptedBroker(request, adminId, uniqueName(`Clash broker ${n}`)));
  for (const broker of brokers) {
    await submitFromApp(request, 'cil', broker, {
      client_name: 'Hany Clash',
      project_code: project,
      client_phone: phone,
    });
  }
  const [first, ...later] = brokers;
  await signIn(page, superAdmin);
  await page.goto('/cil/new');
  await search(page, project, 'Broker, client or project');
  await expect(page.getByRole('article')).toHaveCount(5);
  const today = todayShown();
  await expect(
    letterOf(page, first?.name ?? '').getByRole('link', { name: /^Also introduced by/ }),
  ).toHaveCount(0);
  for (const broker of later) {
    await expect(letterOf(page, broker.name).getByRole('link', { name: /^Also introduced by/ })).toHaveText(
      `Also introduced by ${first?.name} on ${today}`,
    );
  }
  await page.screenshot({ path: 'test-results/cil-new-duplicates.png', fullPage: true });
});
