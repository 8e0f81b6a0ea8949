import type { APIRequestContext, Browser } from '@playwright/test';
import { type AdminAccount, apiToken, buildAdmin, openTab, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { adminIdOf, type Member, registerMember, uniqueName } from './members.ts';
import { fileRequest, requestPhone } from './request-builders.ts';
import { setAssignmentRules } from './system-settings.ts';
import { card, cards } from './user-screens.ts';

// The assignment rule (docs/decisions/276), in its own project: it runs after the rest of the suite,
// alone, since with the rule on every member registered goes to some ordinary admin.

async function superCall(request: APIRequestContext, method: 'GET' | 'DELETE', path: string) {
  const token = await apiToken(request, superAdmin);
  const response = await request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Only the two admins of this test are ordinary admins (the suite's others are deleted, rule off). */
async function leaveNoOtherOrdinaryAdmin(request: APIRequestContext) {
  const { admins } = (await superCall(request, 'GET', '/api/admin/all')) as {
    admins: { _id: string; super_admin: boolean }[];
  };
  for (const admin of admins.filter((one) => !one.super_admin)) {
    await superCall(request, 'DELETE', `/api/admin/delete_admin/${admin._id}`);
  }
}

/** What an ordinary admin sees on their lists, signed in in a browser of their own. */
async function expectShare(
  browser: Browser,
  admin: AdminAccount,
  share: { clients: Member[]; franchises: Member[]; consultant: Member[]; media: Member[] },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, admin);
  const lists = [
    ['/clients/accept', share.clients],
    ['/franchises/accept', share.franchises],
    ['/property-consultant/non-done', share.consultant],
    ['/media-buying/non-done', share.media],
  ] as const;
  for (const [path, members] of lists) {
    await page.goto(path);
    for (const member of members) await expect(card(page, member.name)).toBeVisible();
    await expect(cards(page)).toHaveCount(members.length);
  }
  await context.close();
}

test.afterAll(async ({ request }) => {
  // Whatever runs after this project finds the rule as the suite had it.
  await setAssignmentRules(request, await apiToken(request, superAdmin), {
    Client: 'off',
    Franchise: 'off',
    Broker: 'off',
  });
});

test('thirty registrations go to two ordinary admins by the rule; each sees their share', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  await setAssignmentRules(request, await apiToken(request, superAdmin), {
    Client: 'off',
    Franchise: 'off',
    Broker: 'off',
  });
  await leaveNoOtherOrdinaryAdmin(request);
  const left = (await superCall(request, 'GET', '/api/admin/get_non_distributed_users')).response.length;
  const admins = [await buildAdmin(request), await buildAdmin(request)];
  const ids = await Promise.all(admins.map((admin) => adminIdOf(request, admin)));

  // The super admin turns the rule on in System.
  await signIn(page, superAdmin);
  await openTab(page, 'System');
  for (const label of ['New clients', 'New franchises']) {
    const rule = page.getByRole('combobox', { name: label });
    await expect(rule).toHaveValue('off');
    await rule.selectOption({ label: 'Fewest open items: the least loaded ordinary admin' });
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();

  const clients: Member[] = [];
  for (let i = 0; i < 20; i++)
    clients.push(await registerMember(request, 'Client', { name: uniqueName('Shared client') }));
  const franchises: Member[] = [];
  for (let i = 0; i < 10; i++) {
    franchises.push(await registerMember(request, 'Franchise', { name: uniqueName('Shared franchise') }));
  }
  // Some of them ask for something: their requests are their admin's too.
  const consultant = clients.slice(0, 6);
  for (const client of consultant) {
    await fileRequest(request, client, '/api/app/property_consultant', {
      phone: requestPhone(),
      message: 'Call me',
    });
  }
  const media = franchises.slice(0, 4);
  for (const franchise of media) {
    await fileRequest(request, franchise, '/api/app/request_media', {
      phone: requestPhone(),
      message: 'Campaign',
    });
  }

  // Every one got one of the two; with nothing open yet, the fewer members decide: an even split.
  const of = (members: Member[], id: string | undefined) =>
    members.filter((member) => member.admin_id === id);
  for (const id of ids) {
    expect(of(clients, id)).toHaveLength(10);
    expect(of(franchises, id)).toHaveLength(5);
  }
  for (const [index, admin] of admins.entries()) {
    const id = ids[index];
    await expectShare(browser, admin, {
      clients: of(clients, id),
      franchises: of(franchises, id),
      consultant: of(consultant, id),
      media: of(media, id),
    });
  }

  // The Admins screen shows what the rule weighs for each (docs/decisions/313): the property
  // consultant requests they can act on (media buying waits for a super admin) and their members.
  await page.goto('/admins/view');
  for (const [index, admin] of admins.entries()) {
    const adminCard = page.getByRole('article', { name: admin.name });
    const open = of(consultant, ids[index]).length;
    await expect(adminCard.getByText('Open items they can act on').locator('..')).toHaveText(
      `Open items they can act on${open}`,
    );
    await expect(adminCard.getByText('Active members').locator('..')).toHaveText('Active members15');
  }

  // The Admins card still counts what is left unassigned: none of the thirty.
  await openTab(page, 'General');
  const adminsCard = page.getByRole('region', { name: 'Admins' });
  await expect(adminsCard).toBeVisible();
  const bell = adminsCard.getByRole('img', { name: /unassigned members$/ });
  if (left === 0) await expect(bell).toHaveCount(0);
  else await expect(bell).toHaveText(`${left} unassigned`);
  // Each assignment is in the member's history, by the rule.
  await page.goto(`/audit?kind=user&item=${clients[0]?._id}`);
  const entry = page.getByRole('table', { name: 'Audit entries' }).getByRole('row').nth(1);
  await expect(entry).toContainText('Assignment rule');
  await expect(entry).toContainText('Assigned to an admin');
  // The rule in words, as System names it (decision 330), not its stored name.
  await expect(entry).toContainText('Assignment rule: — → Fewest open items');
});
