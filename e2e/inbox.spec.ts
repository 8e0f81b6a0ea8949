import type { Page } from '@playwright/test';
import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { submitFromApp } from './deal-builders.ts';
import { expect, test } from './fixtures.ts';
import { acceptedBroker, adminIdOf, assignedMember, uniqueName } from './members.ts';
import { fileRequest, requestPhone } from './request-builders.ts';
import { buildUnit } from './unit-builders.ts';

// The triage inbox (docs/decisions/281): one admin's members' waiting items of four queues, emptied
// with the keyboard alone, each move on its key and its confirmation answered by a key.

function selectedRow(page: Page) {
  return page.getByRole('table', { name: 'Waiting items' }).locator('tr[aria-selected="true"]');
}

test('an admin empties a mixed inbox by keyboard alone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await buildAdmin(request);
  const adminId = await adminIdOf(request, admin);
  const client = await assignedMember(request, 'Client', adminId, uniqueName('Inbox client'));
  const franchise = await assignedMember(request, 'Franchise', adminId, uniqueName('Inbox franchise'));
  const broker = await acceptedBroker(request, adminId, uniqueName('Inbox broker'));
  const project = uniqueName('Inbox project');
  await buildUnit(request, project);
  const message = uniqueName('Call me about');
  await fileRequest(request, client, '/api/app/property_consultant', { phone: requestPhone(), message });
  await fileRequest(request, franchise, '/api/app/request_organic_leads', {
    phone: requestPhone(),
    message: uniqueName('Leads for'),
  });
  const formClient = uniqueName('Form client');
  const dealClient = uniqueName('Deal client');
  await submitFromApp(request, 'form', broker, { client_name: formClient, project_code: project });
  await submitFromApp(request, 'deal', broker, { client_name: dealClient, project_code: project });

  // The super admin looks at this admin's members' items only: what other tests file stays out.
  await signIn(page, superAdmin);
  await page.goto(`/inbox?admin=${adminId}`);
  await expect(page.getByText('4 waiting')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Waiting items' }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText(client.name);
  await expect(rows.nth(0)).toContainText('Waiting');

  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Keys' });
  await expect(keys).toContainText('Next item');
  await page.keyboard.press('Escape');
  await expect(keys).toHaveCount(0);

  // j and k walk the list; Enter opens the item beside it, its moves named with their keys.
  await page.keyboard.press('j');
  await expect(selectedRow(page)).toContainText(franchise.name);
  await page.keyboard.press('k');
  await expect(selectedRow(page)).toContainText(client.name);
  await page.keyboard.press('Enter');
  const details = page.getByLabel('Item details');
  await expect(details).toContainText(message);
  await expect(details.getByRole('button', { name: 'Done (d)' })).toBeVisible();

  // The two requests: Done on d, no question asked.
  await page.keyboard.press('d');
  await expect(page.getByText('3 waiting')).toBeVisible();
  await expect(selectedRow(page)).toContainText(franchise.name);
  await page.keyboard.press('d');
  await expect(page.getByText('2 waiting')).toBeVisible();

  // The form and the deal: Reject on r asks first; Escape answers No, Enter answers Yes.
  await expect(selectedRow(page)).toContainText(formClient);
  await page.keyboard.press('r');
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(question).toContainText('Reject');
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(page.getByText('2 waiting')).toBeVisible();
  await page.keyboard.press('r');
  await expect(question).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 waiting')).toBeVisible();
  await expect(selectedRow(page)).toContainText(dealClient);
  await page.keyboard.press('r');
  await expect(question).toBeVisible();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Nothing is waiting')).toBeVisible();
  await expect(page.getByText('0 waiting')).toBeVisible();
});

test('the inbox is a card on General, and an ordinary admin sees their members’ items without moves they may not make', async ({
  page,
  request,
}) => {
  const admin = await buildAdmin(request);
  const adminId = await adminIdOf(request, admin);
  const broker = await acceptedBroker(request, adminId, uniqueName('Own broker'));
  const project = uniqueName('Own project');
  await buildUnit(request, project);
  const formClient = uniqueName('Own form client');
  await submitFromApp(request, 'form', broker, { client_name: formClient, project_code: project });

  await signIn(page, admin);
  await page.getByRole('region', { name: 'Inbox', exact: true }).getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL('/inbox');
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'forms' }).click();
  await expect(page).toHaveURL(/kind=form/);
  const rows = page.getByRole('table', { name: 'Waiting items' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(broker.name);
  await rows.first().click();
  const details = page.getByLabel('Item details');
  await expect(details).toContainText(formClient);
  // Forms are moved by super admins: an ordinary admin opens it in its queue instead.
  await expect(details.getByRole('button', { name: /Reject/ })).toHaveCount(0);
  await expect(details.getByRole('link', { name: 'Open in its queue (o)' })).toBeVisible();
});
