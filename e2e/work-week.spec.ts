import type { Page } from '@playwright/test';
import { openTab, sessionSaysArabic, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { registerMember, uniqueName } from './members.ts';
import { fileRequest, requestPhone } from './request-builders.ts';
import { card, search } from './user-screens.ts';

// The working week the service clocks count (docs/decisions/490, 492), edited in System.

const workWeek = (page: Page, title: string) =>
  page.locator('.mantine-Paper-root').filter({ has: page.getByRole('heading', { name: title, level: 3 }) });

test('System edits the weekend and a holiday, in English and in Arabic, and a card counts working hours', async ({
  page,
  request,
}) => {
  await signIn(page, superAdmin);
  await openTab(page, 'System');
  const week = workWeek(page, 'Working week');
  const saturday = week.getByRole('checkbox', { name: 'Saturday' });
  await expect(week.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
  await expect(saturday).toBeChecked();
  await expect(week.getByRole('textbox', { name: 'Working day starts' })).toHaveValue('09:00');

  // Saturday becomes a working day, saved, and stays so on a new read.
  await saturday.uncheck();
  await week.getByRole('button', { name: 'Update working week' }).click();
  await expect(toast(page, 'Working week saved')).toBeVisible();
  await page.reload();
  await expect(workWeek(page, 'Working week').getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();

  // A holiday added with its two names, renamed, then removed.
  const holidays = page.getByRole('table', { name: 'Public holidays' });
  await expect(
    holidays.getByRole('row', { name: /2026-01-07 Coptic Christmas عيد الميلاد المجيد/ }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Date' }).fill('2027-12-30');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Office anniversary');
  await page.getByRole('textbox', { name: 'Name in Arabic' }).fill('ذكرى تأسيس المكتب');
  await page.getByRole('button', { name: 'Add holiday' }).click();
  await expect(toast(page, 'Holiday added')).toBeVisible();
  const added = holidays.getByRole('row', { name: /2027-12-30/ });
  await expect(added).toContainText('Office anniversary');
  await expect(added).toContainText('ذكرى تأسيس المكتب');
  await added.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename the holiday of 2027-12-30' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Founding day');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Holiday renamed')).toBeVisible();
  await expect(added).toContainText('Founding day');

  // In Arabic: the same screen's words, right to left; the holiday removed there.
  await sessionSaysArabic(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicWeek = workWeek(page, 'أسبوع العمل');
  await expect(arabicWeek.getByRole('checkbox', { name: 'الجمعة' })).toBeChecked();
  await expect(arabicWeek.getByRole('checkbox', { name: 'السبت' })).not.toBeChecked();
  const arabicHolidays = page.getByRole('table', { name: 'العطلات الرسمية' });
  const founding = arabicHolidays.getByRole('row', { name: /2027-12-30/ });
  await founding.getByRole('button', { name: 'حذف' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'نعم' }).click();
  await expect(toast(page, 'تم حذف العطلة')).toBeVisible();
  await expect(founding).toHaveCount(0);

  // Saturday off again, as the other tests found it.
  await arabicWeek.getByRole('checkbox', { name: 'السبت' }).check();
  await arabicWeek.getByRole('button', { name: 'تحديث أسبوع العمل' }).click();
  await expect(toast(page, 'تم حفظ أسبوع العمل')).toBeVisible();

  // A request's card says its clock counts working hours.
  const client = await registerMember(request, 'Client', { name: uniqueName('Working Week Client') });
  await fileRequest(request, client, '/api/app/property_consultant', {
    phone: requestPhone(),
    message: 'Call me',
  });
  await page.goto('/property-consultant/non-done');
  await search(page, client.name, 'الاسم أو رقم الهاتف');
  await expect(card(page, client.name).getByText('ينتظر منذ أقل من ساعة عمل')).toBeVisible();
});
