import type { Page } from '@playwright/test';
import { apiToken, buildAdmin, signIn, superAdmin } from './builders.ts';
import { expect, test } from './fixtures.ts';
import {
  acceptedBroker,
  acceptOnto,
  adminIdOf,
  assignedMember,
  registerMember,
  uniqueName,
} from './members.ts';
import { adminOption, card, cards, search } from './user-screens.ts';

/**
 * Selects a pending broker's card from the keyboard (Space on its box), as an admin may. The pending
 * list is live and shared with the other workers' tests: a broker one of them registers or accepts
 * moves the cards, and a mouse click aimed at a box as the list re-renders once landed beside it (CI,
 * "Clicking the checkbox did not change its state"). A key goes to the box itself, wherever it is.
 */
async function select(page: Page, name: string) {
  // The box by its own name, not inside its card found by the card's name: on a list of a hundred
  // cards each card's name is worked out from its content, a second a box on a loaded machine.
  const box = page.getByRole('checkbox', { name: `Select ${name}`, exact: true });
  await box.press('Space');
  await expect(box).toBeChecked();
}

test.describe('Bulk actions', () => {
  test('bulk-accepts 50 pending brokers with one already accepted by another admin, and names it', async ({
    page,
    request,
    consoleGuard,
  }) => {
    // Fifty members registered: a minute on a loaded CI machine.
    test.setTimeout(360_000);
    const batch = uniqueName('Bulk');
    const brokers = [];
    for (let n = 0; n < 50; n++) {
      brokers.push(
        await registerMember(request, 'Broker', { name: `${batch} ${String(n).padStart(2, '0')}` }),
      );
    }
    const team = await buildAdmin(request);
    const teamId = await adminIdOf(request, team);
    const taken = brokers[13];
    if (!taken) throw new Error('no broker');

    await signIn(page, superAdmin);
    await page.goto('/brokers/pending');
    // Other tests' pending brokers share the list: the search keeps this test's 50, all selected at once.
    await search(page, batch.toLowerCase());
    await expect(cards(page)).toHaveCount(50);
    await page.getByRole('button', { name: 'Select all 50' }).click();
    await expect(page.getByRole('status', { name: 'Selection' })).toHaveText('50 brokers selected');

    await page.getByRole('button', { name: 'Accept selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept' });
    await expect(dialog.getByText('Accept 50 brokers?')).toBeVisible();
    // Meanwhile another admin's session accepts one of them. The dialog reads each broker's suggestion
    // (decision 342): if that one is read after, its call answers 409, and the run reports it below.
    consoleGuard.allowFailedCall(409, `/api/user/accept_choices/${taken._id}`);
    await acceptOnto(request, taken._id, teamId);
    await dialog.getByRole('combobox', { name: 'Admin', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${team.name} \\(`) }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();

    const result = page.getByRole('status', { name: '49 brokers accepted, 1 failed' });
    await expect(result).toBeVisible();
    await expect(result.getByRole('listitem')).toHaveText([
      `${taken.name}: This broker is no longer pending`,
    ]);
    // The search's results are read again: none of the fifty is pending now.
    await expect(page.getByRole('status', { name: 'Search results' })).toContainText(batch.toLowerCase());
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    for (const broker of brokers) await expect(card(page, broker.name)).toHaveCount(0);
  });

  test('bulk Accept suggests the admin as a single Accept does, and gives the brokers to them', async ({
    page,
    request,
  }) => {
    const team = await buildAdmin(request);
    const inviter = await acceptedBroker(request, await adminIdOf(request, team), uniqueName('Inviter Reda'));
    const batch = uniqueName('Invited batch');
    const invited = [];
    for (const n of [1, 2]) {
      invited.push(
        await registerMember(request, 'Broker', {
          name: `${batch} ${n}`,
          invitationCode: inviter.my_invitation_code ?? '',
        }),
      );
    }
    await signIn(page, superAdmin);
    await page.goto('/brokers/pending');
    for (const broker of invited) await select(page, broker.name);
    await page.getByRole('button', { name: 'Accept selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept' });
    await expect(dialog.getByText('Accept 2 brokers?')).toBeVisible();
    // Both joined through the inviter's code: their admin is chosen, with the reason, as for one.
    await expect(dialog.getByRole('combobox', { name: 'Admin', exact: true })).toHaveValue(
      adminOption(team.name),
    );
    await expect(
      dialog.getByText(`Suggested: ${team.name}, the admin of the broker who invited them`),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/bulk-accept-suggested.png' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status', { name: '2 brokers accepted' })).toBeVisible();

    await page.goto('/brokers/accept');
    await search(page, batch);
    for (const broker of invited) await expect(card(page, broker.name).getByText(team.name)).toBeVisible();
  });

  test('an ordinary admin removes all the clients that match a search, their own only', async ({
    page,
    request,
  }) => {
    const admin = await buildAdmin(request);
    const other = await buildAdmin(request);
    const [adminId, otherId] = [await adminIdOf(request, admin), await adminIdOf(request, other)];
    const batch = uniqueName('Bulk client');
    const mine = [];
    for (const n of [1, 2, 3]) mine.push(await assignedMember(request, 'Client', adminId, `${batch} ${n}`));
    const theirs = await assignedMember(request, 'Client', otherId, `${batch} theirs`);

    await signIn(page, admin);
    await page.goto('/clients/accept');
    await search(page, batch);
    await page.getByRole('button', { name: 'Select all that match' }).click();
    await expect(page.getByRole('status', { name: 'Selection' })).toHaveText('3 clients selected');
    await page.getByRole('button', { name: 'Remove selected' }).click();
    await expect(page.getByRole('dialog').getByText('Remove 3 clients?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status', { name: '3 clients removed' })).toBeVisible();
    for (const client of mine) await expect(card(page, client.name)).toHaveCount(0);

    // The other admin's client matched the search too, and was not touched.
    const removed = await request.get('/api/user/all_removed/Client', {
      headers: { Authorization: `Bearer ${await apiToken(request, superAdmin)}` },
    });
    const removedIds = ((await removed.json()) as { response: { _id: string }[] }).response.map(
      (user) => user._id,
    );
    expect(removedIds).toEqual(expect.arrayContaining(mine.map((client) => client._id)));
    expect(removedIds).not.toContain(theirs._id);
  });
  test('a super admin rejects the chosen pending brokers at once', async ({ page, request }) => {
    const batch = uniqueName('Bulk reject');
    const brokers = [
      await registerMember(request, 'Broker', { name: `${batch} 1` }),
      await registerMember(request, 'Broker', { name: `${batch} 2` }),
    ];
    await signIn(page, superAdmin);
    await page.goto('/brokers/pending');
    for (const broker of brokers) await select(page, broker.name);
    await page.getByRole('button', { name: 'Reject selected' }).click();
    await expect(page.getByRole('dialog').getByText('Reject 2 brokers? They are deleted.')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status', { name: '2 brokers rejected' })).toBeVisible();
    for (const broker of brokers) await expect(card(page, broker.name)).toHaveCount(0);
  });

  test("a super admin assigns a team's chosen members to another admin, one confirmation for all", async ({
    page,
    request,
  }) => {
    const [from, to] = [await buildAdmin(request), await buildAdmin(request)];
    const fromId = await adminIdOf(request, from);
    const members = [
      await assignedMember(request, 'Client', fromId, uniqueName('Team assign Amr')),
      await assignedMember(request, 'Franchise', fromId, uniqueName('Team assign Basma')),
    ];
    await signIn(page, superAdmin);
    await page.goto(`/team/${fromId}`);
    await expect(cards(page)).toHaveCount(2);
    for (const member of members) {
      await page.getByRole('checkbox', { name: `Choose ${member.name}` }).check();
    }
    await page.getByRole('button', { name: 'Assign selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign' });
    await expect(dialog.getByText('Assign 2 users to:')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Admin', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${to.name} \\(`) }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status', { name: '2 users assigned' })).toBeVisible();
    await expect(page.getByText('Not found')).toBeVisible();
    await page.goto(`/team/${await adminIdOf(request, to)}`);
    await expect(cards(page)).toHaveCount(2);
  });
});
