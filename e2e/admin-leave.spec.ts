import { apiToken, buildAdmin, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { adminIdOf, assignedMember, uniqueName } from './members.ts';
import { card, search } from './user-screens.ts';

/** A Cairo day `days` from today, as the leave's fields take it. */
const cairoDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test("an admin's leave: planned on their card, their member lent to the covering admin, both homes say so (one in Arabic), ended early", async ({
  page,
  browser,
  request,
  consoleGuard,
}) => {
  const mona = await buildAdmin(request);
  const karim = await buildAdmin(request);
  const monaId = await adminIdOf(request, mona);
  const client = await assignedMember(request, 'Client', monaId, uniqueName('Client Lamia'));
  // The first try's days are refused (400), as the dialog then shows.
  consoleGuard.allowFailedCall(400, `/api/admin/leaves/${monaId}`);

  await signIn(page, superAdmin);
  await page.goto('/admins/view');
  // Found by e-mail: the parallel tests' new admins would push her card off the first page.
  await search(page, mona.email, 'Search by name, e-mail or admin code');
  const monaCard = card(page, mona.name);
  await monaCard.getByRole('button', { name: 'Leave' }).click();
  const dialog = page.getByRole('dialog', { name: `Plan a leave for ${mona.name}` });
  await dialog.getByRole('textbox', { name: 'First day' }).fill(cairoDay(0));
  await dialog.getByRole('textbox', { name: 'Last day' }).fill(cairoDay(-1));
  await dialog.getByRole('combobox', { name: 'Covered by' }).fill(karim.name);
  await page.getByRole('option', { name: karim.name }).click();
  await dialog.getByRole('button', { name: 'Save leave' }).click();
  // The server's refusal, on the field it names.
  await expect(dialog.getByText('The last day cannot be before the first')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Last day' }).fill(cairoDay(2));
  await dialog.getByRole('button', { name: 'Save leave' }).click();
  await expect(toast(page, 'Leave saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(monaCard.getByText(new RegExp(`^On leave .* covered by ${karim.name}$`))).toBeVisible();
  await expect(monaCard.getByText('1 member lent now')).toBeVisible();

  // Karim, in Arabic: his home says whom he covers, and the member's page is his to open.
  const karimContext = await browser.newContext();
  const karimPage = await karimContext.newPage();
  await signIn(karimPage, karim);
  const arabic = await request.put('/api/admin/preferences', {
    data: { language: 'ar' },
    headers: { Authorization: `Bearer ${await apiToken(request, karim)}` },
  });
  expect(arabic.status(), await arabic.text()).toBe(200);
  await karimPage.reload();
  await expect(karimPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(karimPage.getByRole('status').filter({ hasText: `تتولى عمل ${mona.name}` })).toContainText(
    'عضو واحد من أعضائه معك',
  );
  await karimPage.goto(`/members/${client._id}`);
  await expect(karimPage.getByRole('heading', { name: client.name })).toBeVisible();
  await karimContext.close();

  // Mona's home says she is on leave, with whom her members are.
  const monaContext = await browser.newContext();
  const monaPage = await monaContext.newPage();
  await signIn(monaPage, mona);
  await expect(monaPage.getByRole('status').filter({ hasText: 'You are on leave' })).toContainText(
    `your members are with ${karim.name}`,
  );
  await monaContext.close();

  // Ended early: the member is Mona's again.
  await monaCard.getByRole('button', { name: 'End leave' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Leave ended: the members are back')).toBeVisible();
  await expect(monaCard.getByRole('button', { name: 'Leave', exact: true })).toBeVisible();
  const member = await request.get(`/api/user/member/${client._id}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, mona)}` },
  });
  expect(member.status()).toBe(200);
});

test('a leave shared by the assignment rule: planned without one covering admin, its card says so', async ({
  page,
  request,
}) => {
  // It begins tomorrow, so no member is lent while other tests' admins are at work (the server test
  // users.leave.test.ts shares the members out).
  const hala = await buildAdmin(request);
  await signIn(page, superAdmin);
  await page.goto('/admins/view');
  await search(page, hala.email, 'Search by name, e-mail or admin code');
  const halaCard = card(page, hala.name);
  await halaCard.getByRole('button', { name: 'Leave' }).click();
  const dialog = page.getByRole('dialog', { name: `Plan a leave for ${hala.name}` });
  await dialog.getByRole('textbox', { name: 'First day' }).fill(cairoDay(1));
  await dialog.getByRole('textbox', { name: 'Last day' }).fill(cairoDay(3));
  await dialog.getByRole('combobox', { name: 'Covered by' }).click();
  await page.getByRole('option', { name: 'Shared by the assignment rule' }).click();
  await dialog.getByRole('button', { name: 'Save leave' }).click();
  await expect(toast(page, 'Leave saved')).toBeVisible();
  await expect(
    halaCard.getByText(/^Leave planned .* covered by the other admins, by the rule$/),
  ).toBeVisible();
  await halaCard.getByRole('button', { name: 'End leave' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(halaCard.getByRole('button', { name: 'Leave', exact: true })).toBeVisible();
});
