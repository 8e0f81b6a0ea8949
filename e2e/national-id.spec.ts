import { randomInt } from 'node:crypto';
import { apiToken, buildAdmin, signIn, superAdmin } from './builders.ts';
import { expect, test } from './fixtures.ts';
import { adminIdOf, assignedMember, uniqueName } from './members.ts';

/** A national ID whose structure holds and that no other test gives: born 1970-1999 in Cairo (01). */
function uniqueNationalId(): string {
  const year = String(randomInt(70, 100)).padStart(2, '0');
  const month = String(randomInt(1, 13)).padStart(2, '0');
  const day = String(randomInt(1, 29)).padStart(2, '0');
  return `2${year}${month}${day}01${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

test("a member's national ID: refused with its message when impossible, its last four digits to their ordinary admin (in Arabic), whole to a super admin", async ({
  page,
  browser,
  request,
}) => {
  const mona = await buildAdmin(request);
  const client = await assignedMember(
    request,
    'Client',
    await adminIdOf(request, mona),
    uniqueName('Client Reem'),
  );
  const profile = (nationalId: string) =>
    request.put('/api/app/profile', {
      data: { national_id: nationalId },
      headers: { Authorization: `Bearer ${client.token}` },
    });

  // The member's app sends a birth date of 30 February: refused, with the field's message.
  const impossible = await profile('29002300100015');
  expect(impossible.status()).toBe(400);
  expect((await impossible.json()).fields).toEqual({
    national_id: 'This national ID holds an impossible birth date',
  });
  const nationalId = uniqueNationalId();
  const saved = await profile(nationalId);
  expect(saved.status(), await saved.text()).toBe(200);
  const masked = `••••••••••${nationalId.slice(-4)}`;

  // Mona, in Arabic: the member's page says the ID's last four digits, right to left.
  const monaContext = await browser.newContext();
  const monaPage = await monaContext.newPage();
  await signIn(monaPage, mona);
  const language = await request.put('/api/admin/preferences', {
    data: { language: 'ar' },
    headers: { Authorization: `Bearer ${await apiToken(request, mona)}` },
  });
  expect(language.status(), await language.text()).toBe(200);
  await monaPage.goto(`/members/${client._id}`);
  await expect(monaPage.locator('html')).toHaveAttribute('dir', 'rtl');
  const monaCard = monaPage.getByRole('article', { name: client.name });
  await expect(monaCard.getByText('الرقم القومي')).toBeVisible();
  await expect(monaCard.getByText(masked, { exact: true })).toBeVisible();
  await expect(monaCard.getByText(nationalId)).toHaveCount(0);
  await monaContext.close();

  // The super admin reads it whole on the same page.
  await signIn(page, superAdmin);
  await page.goto(`/members/${client._id}`);
  const card = page.getByRole('article', { name: client.name });
  await expect(card.getByText('National ID')).toBeVisible();
  await expect(card.getByText(nationalId, { exact: true })).toBeVisible();
});
