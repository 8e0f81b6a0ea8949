import type { APIRequestContext } from '@playwright/test';
import { apiToken, buildAdmin, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { adminIdOf, assignedMember, registerMember, uniqueName } from './members.ts';
import { card, cards, clickAndConfirm, tab } from './user-screens.ts';

async function superGet(request: APIRequestContext, path: string) {
  const token = await apiToken(request, superAdmin);
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

async function teamIds(request: APIRequestContext, adminId: string): Promise<string[]> {
  const body = (await superGet(request, `/api/admin/get_users/${adminId}`)) as {
    response: { _id: string }[];
  };
  return body.response.map((user) => user._id).sort();
}

test.describe('Admins', () => {
  test('adds an admin, with the spec messages for empty fields', async ({ page, request }) => {
    await signIn(page, superAdmin);
    await page.goto('/admins/add');
    await expect(page.getByRole('tab')).toHaveText(['Add admin', 'Admins']);
    await page.getByRole('button', { name: 'Add admin' }).click();
    for (const message of [
      'Admin name is required',
      'Admin email is required',
      'Admin password is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    const name = uniqueName('Admin Hoda');
    const email = `${name.split(' ')[2]}@simsar.test`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Hoda-secret-1');
    await page.getByRole('button', { name: 'Add admin' }).click();
    await expect(page).toHaveURL('/admins/view');
    const shown = card(page, name);
    await expect(shown.getByText(email)).toBeVisible();
    await expect(shown.getByText(/^[A-Z2-9]{8}$/)).toBeVisible();
    await expect(shown.getByText('Users', { exact: true }).locator('xpath=..')).toContainText('0');
    await page.screenshot({ path: 'test-results/admins-view.png', fullPage: true });
    expect(await apiToken(request, { name, email, password: 'Hoda-secret-1' })).toBeTruthy();
  });

  test('shows the count of users, changes a password and deletes an admin', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const members = [
      await assignedMember(request, 'Client', adminId),
      await assignedMember(request, 'Franchise', adminId),
    ];
    await signIn(page, superAdmin);
    await page.goto('/admins/view');
    await expect(tab(page, 'Admins')).toHaveAttribute('aria-selected', 'true');
    const shown = card(page, admin.name);
    await expect(shown.getByText('Users', { exact: true }).locator('xpath=..')).toContainText('2');
    await expect(shown.getByRole('link', { name: 'Team' })).toHaveAttribute('href', `/team/${adminId}`);
    await expect(shown.getByRole('link', { name: 'Assign users' })).toHaveAttribute(
      'href',
      `/assign/${adminId}`,
    );

    // The form stays closed until asked for: no password box on any card.
    const newBox = shown.getByRole('textbox', { name: 'New password' });
    const confirmBox = shown.getByRole('textbox', { name: 'Confirm password' });
    await expect(page.getByRole('main').getByRole('textbox', { name: 'New password' })).toHaveCount(0);
    const open = shown.getByRole('button', { name: 'Change password' });
    await open.click();
    await newBox.fill('Changed-pass-1');
    await confirmBox.fill('Changed-pass-2');
    await shown.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(shown.getByText('password is not match').first()).toBeVisible();
    await shown.getByRole('button', { name: 'Cancel' }).click();
    await expect(newBox).toHaveCount(0);
    await open.click();
    await expect(newBox).toHaveValue('');
    await expect(confirmBox).toHaveValue('');
    await newBox.fill('Changed-pass-1');
    await confirmBox.fill('Changed-pass-1');
    await shown.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(toast(page, 'Password changed; their sessions have ended')).toBeVisible();
    await expect(newBox).toHaveCount(0);
    expect(await apiToken(request, { ...admin, password: 'Changed-pass-1' })).toBeTruthy();

    await clickAndConfirm(page, admin.name, 'Delete');
    await expect(toast(page, 'Admin deleted')).toBeVisible();
    await expect(card(page, admin.name)).toHaveCount(0);
    const unassigned = (await superGet(request, '/api/admin/get_non_distributed_users')) as {
      response: { _id: string }[];
    };
    const ids = unassigned.response.map((user) => user._id);
    for (const member of members) expect(ids).toContain(member._id);
  });

  test('moves and removes users on a team', async ({ page, request }) => {
    const from = await buildAdmin(request);
    const to = await buildAdmin(request);
    const fromId = await adminIdOf(request, from);
    const toId = await adminIdOf(request, to);
    const [first, second, third] = [
      await assignedMember(request, 'Client', fromId, uniqueName('Team Amr')),
      await assignedMember(request, 'Client', fromId, uniqueName('Team Basma')),
      await assignedMember(request, 'Franchise', fromId, uniqueName('Team Chady')),
    ];
    if (!first || !second || !third) throw new Error('members not built');
    await signIn(page, superAdmin);
    await page.goto('/admins/view');
    await card(page, from.name).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(`/team/${fromId}`);
    await expect(page.getByRole('heading', { name: `Team of ${from.name}` })).toBeVisible();
    await expect(cards(page)).toHaveCount(3);

    // Searched in the page, by name or phone.
    const box = page.getByRole('textbox', { name: 'Name or Phone number' });
    await box.fill(second.phone);
    await expect(cards(page)).toHaveCount(1);
    await box.fill('team ');
    await expect(cards(page)).toHaveCount(3);
    await page.getByRole('checkbox', { name: `Choose ${first.name}` }).check();
    await page.getByRole('checkbox', { name: `Choose ${second.name}` }).check();
    await page.getByRole('combobox', { name: 'Move to admin' }).click();
    await page.getByRole('option', { name: new RegExp(to.name) }).click();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Users moved: 2')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    expect(await teamIds(request, toId)).toEqual([first._id, second._id].sort());
    await page.screenshot({ path: 'test-results/team.png', fullPage: true });

    await page.getByRole('checkbox', { name: `Choose ${third.name}` }).check();
    await page.getByRole('button', { name: 'Remove from list' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Users removed from the list: 1')).toBeVisible();
    await expect(page.getByText('Not found')).toBeVisible();
    expect(await teamIds(request, fromId)).toEqual([]);
  });

  test('assigns unassigned users to an admin', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const member = await registerMember(request, 'Client', { name: uniqueName('Loose Dina') });
    await signIn(page, superAdmin);
    await page.goto('/admins/view');
    await card(page, admin.name).getByRole('link', { name: 'Assign users' }).click();
    await expect(page).toHaveURL(`/assign/${adminId}`);
    await expect(page.getByRole('heading', { name: `Assign users to ${admin.name}` })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name or Phone number' }).fill(member.name.toLowerCase());
    await expect(cards(page)).toHaveCount(1);
    await page.screenshot({ path: 'test-results/assign.png', fullPage: true });
    await page.getByRole('checkbox', { name: `Choose ${member.name}` }).check();
    await page.getByRole('button', { name: `Add to ${admin.name}` }).click();
    await expect(toast(page, 'Users added: 1')).toBeVisible();
    await expect(page.getByText('Not found')).toBeVisible();
    expect(await teamIds(request, adminId)).toEqual([member._id]);
  });

  test('sends an ordinary admin who types the address back home, saying why', async ({ page, request }) => {
    const admin = await buildAdmin(request);
    await signIn(page, admin);
    const notice = page.getByRole('alert').filter({ hasText: 'Only a super admin can open that page' });
    const team = `/team/${await adminIdOf(request, admin)}`;
    for (const path of ['/admins/view', '/audit', '/forgot_password', team]) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(notice).toContainText(
        `${path} is a super admin’s screen, so you were brought home instead.`,
      );
    }
    await expect(page.getByRole('region', { name: 'Admins' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/super-only-notice.png' });
    // Closed, it goes; home stays.
    await notice.getByRole('button', { name: 'Close this notice' }).click();
    await expect(notice).toHaveCount(0);

    // In Arabic, the same notice in Arabic, the address left to right.
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/audit');
    await expect(page).toHaveURL('/');
    const arabic = page.getByRole('alert').filter({ hasText: 'هذه الصفحة يفتحها المشرف العام فقط' });
    await expect(arabic).toContainText('/audit شاشة للمشرف العام، لذلك نُقلت إلى الصفحة الرئيسية.');
    await expect(arabic.locator('code')).toHaveAttribute('dir', 'ltr');
    await page.screenshot({ path: 'test-results/super-only-notice-ar.png' });
  });
});
