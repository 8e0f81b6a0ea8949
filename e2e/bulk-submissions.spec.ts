import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { submitFromApp } from './deal-builders.ts';
import { exportAs } from './exports.ts';
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

test('the forms filtered by project and by developer as filed: in the address, the cards, the count selected and the export', async ({
  page,
  request,
}) => {
  const admin = await buildAdmin(request);
  const broker = await acceptedBroker(request, await adminIdOf(request, admin), uniqueName('Broker Hany'));
  const heights = uniqueName('Filter Heights');
  const gardens = uniqueName('Filter Gardens');
  await buildUnit(request, heights);
  await buildUnit(request, gardens);
  const developer = uniqueName('Filter Developments');
  await submitFromApp(request, 'form', broker, {
    client_name: 'Heights client',
    project_code: heights,
    developer,
  });
  await submitFromApp(request, 'form', broker, { client_name: 'Gardens client', project_code: gardens });

  await signIn(page, superAdmin);
  await page.goto('/forms/new');
  const project = page.getByRole('textbox', { name: 'Project', exact: true });
  await project.fill(heights.toLowerCase());
  await project.press('Enter');
  await expect(page).toHaveURL(/project=/);
  await expect(page.getByRole('article', { name: new RegExp(heights) })).toHaveCount(1);
  await expect(page.getByRole('article', { name: new RegExp(gardens) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Select all that match' }).click();
  await expect(page.getByRole('status', { name: 'Selection' })).toHaveText('1 form selected');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  const byDeveloper = page.getByRole('textbox', { name: 'Developer', exact: true });
  await byDeveloper.fill(developer);
  await byDeveloper.press('Enter');
  await expect(page).toHaveURL(/developer=/);
  await expect(page.getByRole('article', { name: new RegExp(heights) })).toHaveCount(1);
  await expect(page.getByRole('article', { name: new RegExp(gardens) })).toHaveCount(0);
  const csv = (await exportAs(page, 'CSV')).body.toString('utf8');
  expect(csv).toContain(heights);
  expect(csv).not.toContain(gardens);
});
