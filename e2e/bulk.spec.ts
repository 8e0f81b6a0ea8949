import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { expect, test } from './fixtures.ts';
import { acceptOnto, adminIdOf, registerMember, uniqueName } from './members.ts';
import { card } from './user-screens.ts';

test.describe('Bulk actions', () => {
  test('bulk-accepts 50 pending brokers with one already accepted by another admin, and names it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
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
    // Other tests' pending brokers share the list: only this test's 50 are selected.
    for (const broker of brokers) {
      await card(page, broker.name)
        .getByRole('checkbox', { name: `Select ${broker.name}` })
        .check();
    }
    await expect(page.getByRole('status', { name: 'Selection' })).toHaveText(/^50 of \d+ brokers selected$/);

    await page.getByRole('button', { name: 'Accept selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept' });
    await expect(dialog.getByText('Accept 50 brokers?')).toBeVisible();
    // Meanwhile another admin's session accepts one of them.
    await acceptOnto(request, taken._id, teamId);
    await dialog.getByRole('combobox', { name: 'Admin', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${team.name} \\(`) }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();

    const result = page.getByRole('status', { name: '49 brokers accepted, 1 failed' });
    await expect(result).toBeVisible();
    await expect(result.getByRole('listitem')).toHaveText([
      `${taken.name}: This broker is no longer pending`,
    ]);
    for (const broker of brokers) await expect(card(page, broker.name)).toHaveCount(0);
  });
});
