import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { submitFromApp } from './deal-builders.ts';
import { expect, test } from './fixtures.ts';
import { acceptedBroker, adminIdOf, uniqueName } from './members.ts';
import { buildUnit } from './unit-builders.ts';
import { search } from './user-screens.ts';

test('a super admin moves every new form of a search to pending at once (decision 284)', async ({
  page,
  request,
}) => {
  const admin = await buildAdmin(request);
  const broker = await acceptedBroker(request, await adminIdOf(request, admin), uniqueName('Broker Tarek'));
  const project = uniqueName('Bulk Towers');
  await buildUnit(request, project);
  const clients = [uniqueName('Bulk client A'), uniqueName('Bulk client B')];
  for (const client of clients) {
    await submitFromApp(request, 'form', broker, { client_name: client, project_code: project });
  }

  await signIn(page, superAdmin);
  await page.goto('/forms/new');
  await search(page, project, 'Broker, client or project');
  await expect(page.getByRole('article', { name: new RegExp(project) })).toHaveCount(2);
  await page.getByRole('button', { name: 'Select all that match' }).click();
  await expect(page.getByRole('status', { name: 'Selection' })).toHaveText('2 forms selected');
  await page.getByRole('button', { name: 'Pending selected' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Pending: 2 forms?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status', { name: 'Pending: 2 forms' })).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(project) })).toHaveCount(0);

  await page.getByRole('tab', { name: /^Pending forms/ }).click();
  await search(page, project, 'Broker, client or project');
  await expect(page.getByRole('article', { name: new RegExp(project) })).toHaveCount(2);
});
