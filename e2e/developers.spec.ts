import type { Page } from '@playwright/test';
import { apiToken, openTab, sessionSaysArabic, signIn, superAdmin } from './builders.ts';
import { moveAsSuper, submitFromApp } from './deal-builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { acceptedBroker, adminIdOf } from './members.ts';
import { buildUnit, choose } from './unit-builders.ts';

/** Developers as records (docs/decisions/530): a card under General, the list, the form, the project's pick. */
const developerCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('a super admin adds a developer in English and Arabic, picks it on a project and finds it listed', async ({
  page,
  request,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  consoleGuard.allowGoneFiles();
  const stamp = Date.now();
  const nameEn = `Orascom ${stamp}`;
  const nameAr = `أوراسكوم ${stamp}`;
  const unit = await buildUnit(request, `Bay Towers ${stamp}`);

  await signIn(page, superAdmin);
  await openTab(page, 'General');
  await page
    .getByRole('region', { name: 'Developers', exact: true })
    .getByRole('link', { name: 'View' })
    .click();
  await expect(page).toHaveURL('/developers');
  await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add developer' }).click();
  const form = page.getByRole('form', { name: 'Add developer' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Developer name english is required')).toBeVisible();
  await expect(form.getByText('Developer name arabic is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name (English)' }).fill(nameEn);
  await form.getByRole('textbox', { name: 'Name (Arabic)' }).fill(nameAr);
  await form.getByRole('textbox', { name: 'Contact person' }).fill('Hany Salem');
  await form.getByRole('textbox', { name: 'Phone' }).fill('01012345678');
  await form.getByRole('textbox', { name: 'Introduction protection days' }).fill('60');
  await form.getByRole('textbox', { name: 'Commission (%)' }).fill('2.5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Developer added')).toBeVisible();
  const card = developerCard(page, nameEn);
  await expect(card).toContainText(nameAr);
  await expect(card).toContainText('Introduction protection days: 60 days');
  await expect(card).toContainText('0 projects');
  await page.screenshot({ path: 'test-results/developers.png', fullPage: true });

  // The project form picks the developer; the project shows its name.
  await page.goto(`/unit/${unit._id}`);
  await page.getByRole('button', { name: 'Update project' }).click();
  await choose(page, 'Developer', `${nameEn} — ${nameAr}`);
  await page.getByRole('button', { name: 'Update project' }).click();
  await expect(toast(page, 'Unit updated successfully')).toBeVisible();
  await expect(page.getByText(nameEn).first()).toBeVisible();

  await page.goto('/developers');
  await page.getByRole('textbox', { name: 'Name, contact person or phone' }).fill(nameEn);
  await page.keyboard.press('Enter');
  await expect(developerCard(page, nameEn)).toContainText('1 project');
  // Refused while a project points at it: the browser logs the 409 the toast then says.
  consoleGuard.allowFailedCall(409, '/api/developers/');
  await developerCard(page, nameEn).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(
    toast(page, 'This developer has projects; move them to another developer before deleting it'),
  ).toBeVisible();
});

test('the Developers screen reads right to left in Arabic, each developer by its Arabic name', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const token = (await (await request.post('/api/admin/login', { data: superAdmin })).json()).token as string;
  const created = await request.post('/api/developers', {
    data: { name_en: `Hassan Allam ${stamp}`, name_ar: `حسن علام ${stamp}` },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  // Signed in first: its check waits for the English sidebar, which an Arabic session shows only
  // until the Arabic words load (a race that failed in CI).
  await signIn(page, superAdmin);
  await sessionSaysArabic(page);
  await page.goto('/developers');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'المطوّرون', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'الاسم أو مسؤول التواصل أو الهاتف' }).fill(`حسن علام ${stamp}`);
  await page.keyboard.press('Enter');
  const card = developerCard(page, `حسن علام ${stamp}`);
  await expect(card).toContainText(`Hassan Allam ${stamp}`);
  await expect(card).toContainText('90 يومًا (افتراضي النظام)');
  await page.screenshot({ path: 'test-results/developers-ar.png', fullPage: true });
});

test('receivables: an accepted deal opens a claim that is invoiced, paid in part and then whole, aged and totalled', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const token = await apiToken(request, superAdmin);
  const developer = await request.post('/api/developers', {
    data: { name_en: `Tatweer ${stamp}`, name_ar: `تطوير ${stamp}` },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(developer.status()).toBe(201);
  const developerId = (await developer.json()).developer._id as string;
  const project = `Claim Towers ${stamp}`;
  await buildUnit(request, project, { developer_id: developerId, commission: '2' });
  const broker = await acceptedBroker(request, await adminIdOf(request, superAdmin));
  const client = `Claim client ${stamp}`;
  // 2,500,000.50 EGP at 2%: 50,000.01 EGP owed.
  const deal = await submitFromApp(request, 'deal', broker, { client_name: client, project_code: project });
  await moveAsSuper(request, 'deal', 'pending', deal._id);
  await moveAsSuper(request, 'deal', 'accept', deal._id);

  await signIn(page, superAdmin);
  await openTab(page, 'General');
  await page
    .getByRole('region', { name: 'Receivables', exact: true })
    .getByRole('link', { name: 'View' })
    .click();
  await expect(page).toHaveURL('/receivables');
  const ageing = page.getByRole('region', { name: 'Owed by age' });
  const row = ageing.getByRole('row', { name: new RegExp(`Tatweer ${stamp}`) });
  await expect(row).toContainText('50,000.01 EGP');
  await page.getByRole('textbox', { name: 'Developer' }).fill(`Tatweer ${stamp}`);
  await page.keyboard.press('Enter');
  const card = page.getByRole('article', { name: `Tatweer ${stamp} · ${client}` });
  await expect(card).toContainText('Not invoiced');
  await expect(card).toContainText('Expected: 50,000.01 EGP');

  await card.getByRole('button', { name: 'Invoice' }).click();
  const invoice = page.getByRole('form', { name: 'Invoice' });
  await invoice.getByRole('textbox', { name: 'Invoice number' }).fill(`INV-${stamp}`);
  await invoice.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Claim invoiced')).toBeVisible();
  await expect(card).toContainText('Invoiced');

  await card.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('form', { name: 'Record payment' });
  await payment.getByRole('textbox', { name: 'Amount received' }).fill('20000');
  await payment.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Payment recorded')).toBeVisible();
  await expect(card).toContainText('Received: 20,000 EGP');
  await expect(card).toContainText('Invoiced');
  await expect(row).toContainText('30,000.01 EGP');
  await page.screenshot({ path: 'test-results/receivables.png', fullPage: true });

  await card.getByRole('button', { name: 'Record payment' }).click();
  await payment.getByRole('textbox', { name: 'Amount received' }).fill('30000.01');
  await payment.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('Paid');
  await expect(card).toContainText('Received: 50,000.01 EGP');
  // Nothing left owed: the developer leaves the ageing.
  await expect(row).toHaveCount(0);

  const arabic = await page.context().newPage();
  await sessionSaysArabic(arabic);
  await arabic.goto('/receivables');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByRole('heading', { name: 'المستحقات', level: 1 })).toBeVisible();
  await arabic.screenshot({ path: 'test-results/receivables-ar.png', fullPage: true });
});
