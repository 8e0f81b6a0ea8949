import { buildAdmin, signIn, superAdmin } from './builders.ts';
import { exportAs, readSheet } from './exports.ts';
import { expect, test } from './fixtures.ts';
import { acceptedBroker, adminIdOf, assignedMember, registerMember, uniqueName } from './members.ts';
import { fileRequest, requestPhone } from './request-builders.ts';
import { cards, search } from './user-screens.ts';

/** The CSV's rows (RFC 4180: quoted cells may hold commas and doubled quotes), after the byte order mark. */
function csvRows(body: Buffer): string[][] {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = [[]];
  const cell = /"((?:[^"]|"")*)"|([^,\r\n]*)/y;
  const text = body.subarray(3).toString('utf8');
  let at = 0;
  while (at < text.length) {
    cell.lastIndex = at;
    const found = cell.exec(text);
    const value = found?.[1] !== undefined ? found[1].replaceAll('""', '"') : (found?.[2] ?? '');
    rows.at(-1)?.push(value);
    at = cell.lastIndex;
    if (text.startsWith('\r\n', at)) {
      at += 2;
      if (at < text.length) rows.push([]);
    } else at += 1; // the comma
  }
  return rows;
}

test.describe('Export', () => {
  test('a searched client list leaves as XLSX and CSV holding exactly the rows it shows', async ({
    page,
    request,
  }) => {
    const stamp = uniqueName('Exported');
    const names = [`${stamp} Hala`, `${stamp} هالة محمود`, `${stamp} Nour, "the first"`];
    for (const name of names) await registerMember(request, 'Client', { name });
    await registerMember(request, 'Client', { name: uniqueName('Not exported') });

    await signIn(page, superAdmin);
    await page.goto('/clients/accept');
    await search(page, stamp);
    await expect(cards(page)).toHaveCount(3);
    const shown = await cards(page).evaluateAll((articles) =>
      articles.map((article) => article.getAttribute('aria-label')),
    );

    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
    await page.screenshot({ path: 'test-results/export-menu.png' });
    await page.keyboard.press('Escape');

    const xlsx = await exportAs(page, 'Excel (XLSX)');
    expect(xlsx.name).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const { rows } = await readSheet(xlsx.body);
    expect(rows[0]).toEqual(['Name', 'Email', 'Phone', 'Join date', 'Banned', 'Ban reason', 'Admin']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(shown);
    expect(rows.slice(1).every((row) => row[3] instanceof Date && row[6] === 'Not assigned')).toBe(true);

    const csv = await exportAs(page, 'CSV');
    expect(csv.name).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = csvRows(csv.body);
    expect(header).toEqual(['Name', 'Email', 'Phone', 'Join date', 'Banned', 'Ban reason', 'Admin']);
    expect(lines.map((line) => line[0])).toEqual(shown);
  });

  test('the audit log leaves with its filter: only the kind chosen', async ({ page, request }) => {
    await registerMember(request, 'Client');
    await signIn(page, superAdmin);
    await page.goto('/audit?kind=sign_in');
    await expect(page.getByRole('table')).toBeVisible();
    const csv = await exportAs(page, 'CSV');
    const [header, ...lines] = csvRows(csv.body);
    expect(header?.slice(0, 5)).toEqual(['When', 'Admin', 'Address', 'Action', 'Kind']);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line[4] === 'Sign-in')).toBe(true);
  });

  test('the inbox leaves filtered by its admin as XLSX and CSV, row for row as it shows', async ({
    page,
    request,
  }) => {
    const admin = await buildAdmin(request);
    const adminId = await adminIdOf(request, admin);
    const client = await assignedMember(request, 'Client', adminId, uniqueName('Exported inbox client'));
    const message = uniqueName('=Call me, "soon"');
    await fileRequest(request, client, '/api/app/property_consultant', { phone: requestPhone(), message });
    const broker = await acceptedBroker(request, adminId, uniqueName('Inviting broker'));
    // Joined by the admin's broker's code: pending, and this admin's, as the pending list shows.
    const pending = await registerMember(request, 'Broker', {
      name: uniqueName('Pending broker'),
      invitationCode: broker.my_invitation_code ?? '',
    });

    await signIn(page, superAdmin);
    await page.goto(`/inbox?admin=${adminId}`);
    const table = page.getByRole('table', { name: 'Waiting items' });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('td')].slice(1, 3).map((cell) => cell.textContent ?? '')),
      );
    expect(shown).toEqual([
      [client.name, message],
      [pending.name, expect.stringContaining(pending.email)],
    ]);
    await page.screenshot({ path: 'test-results/inbox-export.png' });

    const xlsx = await exportAs(page, 'Excel (XLSX)');
    expect(xlsx.name).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const { rows } = await readSheet(xlsx.body);
    expect(rows[0]?.slice(0, 4)).toEqual(['Filed', 'Kind', 'Status', 'Filed by']);
    // A text a spreadsheet would run as a formula is written inert.
    const inert = (text: string) => (text.startsWith('=') ? `'${text}` : text);
    expect(rows.slice(1).map((row) => [row[3], row[6]])).toEqual(
      shown.map(([who, what]) => [who, inert(what ?? '')]),
    );
    expect(rows.slice(1).map((row) => row[1])).toEqual(['property consultant', 'pending brokers']);
    expect(rows.slice(1).every((row) => row[0] instanceof Date)).toBe(true);

    const csv = await exportAs(page, 'CSV');
    const [header, ...lines] = csvRows(csv.body);
    expect(header?.[6]).toBe('What');
    expect(lines.map((line) => [line[3], line[6]])).toEqual(
      shown.map(([who, what]) => [who, inert(what ?? '')]),
    );
  });
});
