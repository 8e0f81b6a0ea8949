import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import {
  type AdminAccount,
  buildAdmin,
  openTab,
  sessionSaysArabic,
  sidebar,
  signIn,
  superAdmin,
} from './builders.ts';
import { buildContent } from './content-builders.ts';
import { submitFromApp } from './deal-builders.ts';
import { exportAs, readSheet } from './exports.ts';
import { expect, test, toast } from './fixtures.ts';
import { acceptedBroker, adminIdOf, assignedMember, registerMember, uniqueName } from './members.ts';
import { fileRequest } from './request-builders.ts';
import { dayRightOfYear, englishLeft, widerThanWindow } from './screen-checks.ts';
import { buildUnit, files, section } from './unit-builders.ts';
import { card } from './user-screens.ts';

/** The console in Arabic, right to left (docs/decisions/287). */
const shots = path.join('test-results', 'arabic');
const html = (page: Page) => page.locator('html');

async function expectArabic(page: Page) {
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
}

/** The header's language menu, English to Arabic: saved for the admin, the page right to left. */
async function chooseArabic(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expectArabic(page);
}

/** Another browser, English by its own language, signed in as `admin`: Arabic comes with the session. */
async function signInElsewhere(browser: Browser, admin: AdminAccount) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  await expectArabic(page);
  return { context, page };
}

test('an admin who chooses Arabic gets it right to left, on another browser too, and goes back to English', async ({
  page,
  browser,
  request,
}) => {
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await buildAdmin(request);
  await signIn(page, admin);
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  const navLeft = await sidebar(page).boundingBox();
  expect(navLeft?.x).toBe(0);

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/preferences'));
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  expect((await saved).status()).toBe(200);
  await expectArabic(page);

  // The shell and the home tab in Arabic; the sidebar on the right.
  await expect(sidebar(page).getByText('لوحة تحكم Simsar')).toBeVisible();
  for (const tab of ['عام', 'الوسطاء', 'العملاء', 'الفروع', 'تغيير كلمة المرور'])
    await expect(sidebar(page).getByRole('button', { name: tab, exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  await expect(page.getByText('مشرف', { exact: true })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'عام', level: 2 })).toBeVisible();
  await expect(main.getByRole('region', { name: 'صندوق الوارد' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'فريق المساعدة' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'عرض' }).first()).toBeVisible();
  const navRight = await sidebar(page).boundingBox();
  expect((navRight?.x ?? 0) + (navRight?.width ?? 0)).toBe(1280);
  expect(navRight?.x).toBeGreaterThan(640);
  const firstCard = await main.getByRole('region').first().boundingBox();
  expect((firstCard?.x ?? 0) + (firstCard?.width ?? 0)).toBeLessThanOrEqual(navRight?.x ?? 0);
  await page.screenshot({ path: path.join(shots, 'home-general.png') });

  // Another tab: its cards (from the contract's rows) in Arabic, the audience put in.
  await sidebar(page).getByRole('button', { name: 'الوسطاء', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'الوسطاء', level: 2 })).toBeVisible();
  await expect(main.getByRole('region', { name: 'الإرشادات' })).toContainText('إرشادات الوسطاء');
  await expect(main.getByRole('region', { name: 'خطابات تعريف العملاء' })).toBeVisible();
  // No English word left in the cards (an acronym such as CIL is kept, as staff say it).
  const cardTexts = await main.getByRole('region').allInnerTexts();
  for (const text of cardTexts) expect(text, text).not.toMatch(/[a-z]{2,}/);
  await page.screenshot({ path: path.join(shots, 'home-brokers.png') });

  // Another browser, English by its own language: signed in, it is Arabic.
  const { context: other, page: second } = await signInElsewhere(browser, admin);
  await expect(sidebar(second).getByText('لوحة تحكم Simsar')).toBeVisible();

  // Back to English there: the sign-in page of this browser stays as chosen, the server keeps English.
  await second.getByRole('button', { name: 'اللغة: العربية' }).click();
  await second.getByRole('menuitem', { name: 'English' }).click();
  await expect(html(second)).toHaveAttribute('dir', 'ltr');
  await expect(sidebar(second).getByRole('button', { name: 'General', exact: true })).toBeVisible();
  await expect(second.getByRole('main').getByRole('heading', { name: 'General', level: 2 })).toBeVisible();
  await other.close();
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(sidebar(page).getByText('Simsar Dashboard')).toBeVisible();
  expect((await sidebar(page).boundingBox())?.x).toBe(0);
});

test("the sign-in page starts in the browser's language, and its switch is kept in this browser", async ({
  browser,
  request,
}) => {
  mkdirSync(shots, { recursive: true });
  const admin = await buildAdmin(request);
  const context = await browser.newContext({ locale: 'ar-EG', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await expectArabic(page);
  await expect(page.getByRole('heading', { name: 'لوحة تحكم Simsar' })).toBeVisible();
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
  await expect(page.getByText('كلمة المرور مطلوبة')).toBeVisible();
  await expect(page).toHaveTitle('لوحة تحكم Simsar');
  await page.screenshot({ path: path.join(shots, 'login.png') });
  // The server's answer to a wrong password, in Arabic too.
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'كلمة المرور' }).fill('not-the-password');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة')).toBeVisible();
  await expect(page.getByText('خطأ', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Simsar Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expectArabic(page);
  await context.close();
});

/** Arabic in light and in dark: readable (WCAG AA, as decision 286) and nothing wider than the window. */
for (const scheme of ['light', 'dark'] as const) {
  test(`the Arabic sign-in page and home tabs are readable in ${scheme}, and fit the window`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    mkdirSync(shots, { recursive: true });
    const context = await browser.newContext({
      locale: 'ar-EG',
      colorScheme: scheme,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const admin = await buildAdmin(request);
    const problems: string[] = [];
    const check = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await expectArabic(page);
      await page.screenshot({ path: path.join(shots, `${scheme}-${name}.png`), fullPage: true });
      const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      for (const violation of violations)
        for (const node of violation.nodes)
          problems.push(`${name}: ${node.target.join(' ')}: ${node.failureSummary}`);
      const overflow = await widerThanWindow(page);
      if (overflow > 0) problems.push(`${name}: ${overflow}px wider than the window`);
    };
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    await check('login');
    // A new admin's language on the server is English, which the session brings: Arabic is chosen.
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(admin.email);
    await page.getByRole('textbox', { name: 'كلمة المرور' }).fill(admin.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL('/');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    for (const tab of ['عام', 'الوسطاء', 'العملاء', 'الفروع']) {
      await openTab(page, tab);
      await expect(page.getByRole('main').getByRole('heading', { name: tab, level: 2 })).toBeVisible();
      await check(`home-${tab}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}

test('the member screens speak Arabic: tabs, card fields, moves and the ban dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await buildAdmin(request);
  const adminId = await adminIdOf(request, admin);
  const broker = await acceptedBroker(request, adminId, uniqueName('Broker Hany'));
  const client = await assignedMember(request, 'Client', adminId, uniqueName('Client Salma'));
  await signIn(page, admin);
  await chooseArabic(page);

  await page.goto('/brokers/accept');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'الوسطاء', level: 2 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'الوسطاء',
    'الوسطاء المعلّقون',
    'الوسطاء المحذوفون',
    'إشعار للوسطاء',
  ]);
  const brokerCard = card(page, broker.name);
  for (const label of ['الاسم', 'البريد الإلكتروني', 'تاريخ الانضمام', 'المنطقة', 'رمز الدعوة', 'الأرباح'])
    await expect(brokerCard.getByText(label, { exact: true })).toBeVisible();
  // The card's own words are all Arabic: what is left in Latin letters is the member's (name, e-mail,
  // area, work place, code) and the amount's EGP.
  let brokerWords = await brokerCard.innerText();
  for (const value of [broker.name, broker.email, 'New Cairo', 'Nile Realty', admin.name, 'EGP']) {
    expect(brokerWords).toContain(value);
    brokerWords = brokerWords.replaceAll(value, '');
  }
  const code = await brokerCard
    .getByText('رمز الدعوة', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  brokerWords = brokerWords.replace(await code.innerText(), '');
  expect(brokerWords).not.toMatch(/[A-Za-z]{2,}/);
  await page.screenshot({ path: path.join(shots, 'brokers-accept.png'), fullPage: true });

  await page.goto('/clients/accept');
  await expect(main.getByRole('heading', { name: 'العملاء', level: 2 })).toBeVisible();
  const clientCard = card(page, client.name);
  await expect(clientCard.getByRole('button', { name: 'حذف', exact: true })).toBeVisible();
  await clientCard.getByRole('button', { name: 'حظر', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'حظر' })).toBeVisible();
  await expect(dialog.getByText(`حظر ${client.name}؟`)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'ما يشمله الحظر' })).toContainText('الأعضاء المدعوون: 0');
  await expect(dialog.getByRole('textbox', { name: 'السبب' })).toBeVisible();
  const overflow = await widerThanWindow(page);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(shots, 'clients-ban.png') });
});

test('the queue screens in Arabic: a deal card with its clock, its detail and the inbox, nothing wider than the window', async ({
  page,
  request,
}) => {
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await buildAdmin(request);
  const broker = await acceptedBroker(request, await adminIdOf(request, admin), uniqueName('Broker Omar'));
  const project = uniqueName('Palm Hills');
  await buildUnit(request, project);
  const client = uniqueName('Client Hany');
  await submitFromApp(request, 'deal', broker, { client_name: client, project_code: project });
  await signIn(page, admin);
  await chooseArabic(page);

  await page.goto('/deals/new');
  await expectArabic(page);
  await expect(page.getByRole('textbox', { name: 'اسم المشروع' })).toBeVisible();
  const card = page.getByRole('article', { name: new RegExp(client) });
  await expect(card.getByText(/^ينتظر منذ /)).toBeVisible();
  await expect(card.getByText('رقم هاتف العميل')).toBeVisible();
  expect(await widerThanWindow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(shots, 'deals-new.png'), fullPage: true });
  await card.getByRole('link', { name: 'التفاصيل' }).click();
  await expect(page.getByRole('heading', { name: 'صفقة', level: 2 })).toBeVisible();
  await expect(page.getByText('الإيصال أو العقد')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'deal-detail.png'), fullPage: true });

  await page.goto('/inbox');
  await expect(page.getByRole('heading', { name: 'صندوق الوارد', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'العناصر المنتظرة' })).toBeVisible();
  await page.getByRole('row', { name: new RegExp(client) }).click();
  await expect(page.getByRole('link', { name: 'فتح في طابوره (o)' })).toBeVisible();
  // When it was filed, as Intl writes it in Arabic and drawn right to left: day, month, year from the right.
  // Found by its label, not by looking like a date: a name's random suffix (9f1c6816) once did too.
  // dayRightOfYear reads the day and the year out of it, and fails on anything else.
  const filed = page
    .getByLabel('تفاصيل العنصر')
    .locator('p', { hasText: 'قُدّم في' })
    .locator('bdi:not(:has(bdi))');
  await expect(filed).toHaveCount(1);
  expect(await dayRightOfYear(filed)).toBe(true);
  expect(await widerThanWindow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(shots, 'inbox.png'), fullPage: true });
  await page.getByRole('button', { name: 'الاختصارات (?)' }).click();
  await expect(page.getByRole('dialog', { name: 'الاختصارات' })).toContainText('العنصر التالي');
  await page.screenshot({ path: path.join(shots, 'inbox-keys.png') });
});

test('an admin who chooses Arabic-Indic digits gets them in amounts, dates and counts, on another browser too', async ({
  page,
  browser,
  request,
}) => {
  const admin = await buildAdmin(request);
  const broker = await acceptedBroker(request, await adminIdOf(request, admin), uniqueName('Broker Samy'));
  const project = uniqueName('Zayed Dunes');
  await buildUnit(request, project);
  const client = uniqueName('Client Mona');
  await submitFromApp(request, 'deal', broker, { client_name: client, project_code: project });
  await signIn(page, admin);
  // English has no digits to choose: its menu offers the languages only.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['English', 'العربية']);
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expectArabic(page);

  await page.goto('/deals/new');
  const card = page.getByRole('article', { name: new RegExp(client) });
  await expect(card).toContainText('2,500,000.50 EGP');
  await page.getByRole('button', { name: 'اللغة: العربية' }).click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/preferences'));
  await page.getByRole('menuitem', { name: 'أرقام عربية (٠١٢٣)' }).click();
  expect((await saved).status()).toBe(200);
  // The amount with Arabic separators, the day it was sent, the tab's count: in Arabic-Indic digits.
  // Phone numbers stay as dialled (Latin), as do the digits inside names.
  await expect(card).toContainText('٢٬٥٠٠٬٠٠٠٫٥٠ EGP');
  await expect(card).toContainText(/تاريخ الإرسال[٠-٩]{1,2} \S+ [٠-٩]{4}/);
  await expect(page.getByRole('tab', { name: /الصفقات الجديدة/ })).toContainText('١');

  // Another browser: the digits follow the admin.
  const { context: other, page: second } = await signInElsewhere(browser, admin);
  await second.goto('/deals/new');
  await expect(second.getByRole('article', { name: new RegExp(client) })).toContainText('٢٬٥٠٠٬٠٠٠٫٥٠ EGP');
  // And back to Latin digits there.
  await second.getByRole('button', { name: 'اللغة: العربية' }).click();
  await second.getByRole('menuitem', { name: 'أرقام لاتينية (0123)' }).click();
  await expect(second.getByRole('article', { name: new RegExp(client) })).toContainText('2,500,000.50 EGP');
  await other.close();
});

test('the content screens and the audit log speak Arabic: lists, add forms, a quiz with its results', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const quizName = uniqueName('Launch quiz');
  const quiz = await buildContent(request, '/api/quiz/create', {
    name: quizName,
    time: 10,
    questions: [
      { Q: 'One?', choices: ['a', 'b', 'c', 'd'] },
      { Q: 'Two?', choices: ['e', 'f', 'g', 'h'] },
    ],
    answers: ['b', 'e'],
  });
  const broker = await acceptedBroker(
    request,
    await adminIdOf(request, superAdmin),
    uniqueName('Broker Nour'),
  );
  const auth = { Authorization: `Bearer ${broker.token}` };
  expect((await request.post(`/api/app/quizzes/${quiz._id}/start`, { headers: auth })).status()).toBe(200);
  await request.post(`/api/app/quizzes/${quiz._id}/submit`, { headers: auth, data: { answers: ['b', 'f'] } });
  const training = uniqueName('Site visit');
  await buildContent(
    request,
    '/api/training/create',
    { name: training, description: 'Walk the site' },
    {
      field: 'video',
      file: files.mp4('visit.mp4'),
    },
  );
  const member = uniqueName('Team Dina');
  await buildContent(
    request,
    '/api/team/create',
    {
      name: member,
      age: 31,
      profession: 'Sales',
      experience: 6,
      strength: 'Patience',
      phone: '01012345678',
      whatsapp: '01112345678',
    },
    { field: 'image', file: files.png('dina.png') },
  );
  const guideline = uniqueName('Listing guide');
  await buildContent(
    request,
    '/api/guideline/create',
    { name_en: guideline, name_ar: 'دليل الإضافة', user_type: 'Broker' },
    { field: 'video', file: files.mp4('guide.mp4') },
  );
  const discount = uniqueName('Summer offer');
  await buildContent(
    request,
    '/api/simsar_discount/create',
    { text_en: discount, text_ar: 'عرض الصيف' },
    {
      field: 'image',
      file: files.png('offer.png'),
    },
  );

  // The super admin is every test's: its language on the server stays English, and this page's
  // session says Arabic, as it would for a super admin who chose it.
  await signIn(page, superAdmin);
  await sessionSaysArabic(page);
  const main = page.getByRole('main');
  const screenOf = async (route: string, heading: string, tabs: string[]) => {
    await page.goto(route);
    await expectArabic(page);
    await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(tabs);
    expect(await widerThanWindow(page), route).toBeLessThanOrEqual(0);
  };

  // Quizzes: the add form with its questions drawn, the card, its questions and its results.
  await screenOf('/quizzes/add', 'الاختبارات', ['إضافة اختبار', 'الاختبارات']);
  const quizForm = page.getByRole('form', { name: 'إضافة اختبار' });
  await quizForm.getByRole('textbox', { name: 'عدد الأسئلة' }).fill('2');
  await expect(quizForm.getByRole('group', { name: /^السؤال \d$/ })).toHaveCount(2);
  await quizForm.getByRole('button', { name: 'إضافة اختبار' }).click();
  await expect(quizForm.getByText('اسم الاختبار مطلوب')).toBeVisible();
  expect(await englishLeft(main, [])).toEqual([]);
  expect(await widerThanWindow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(shots, 'quiz-form.png'), fullPage: true });

  await screenOf('/quizzes/view', 'الاختبارات', ['إضافة اختبار', 'الاختبارات']);
  const quizCard = page.getByRole('article', { name: quizName });
  await expect(quizCard.getByText('10 دقائق', { exact: true })).toBeVisible();
  await expect(quizCard.getByText('سؤالان', { exact: true })).toBeVisible();
  await quizCard.getByRole('button', { name: 'الأسئلة' }).click();
  await quizCard.getByRole('button', { name: 'النتائج' }).click();
  await expect(quizCard.getByRole('columnheader', { name: 'أفضل درجة' })).toBeVisible();
  await expect(quizCard.getByRole('cell', { name: new RegExp(broker.name) })).toBeVisible();
  expect(
    await englishLeft(quizCard, [quizName, broker.name, 'One?', 'Two?', 'a · b · c · d', 'e · f · g · h']),
  ).toEqual([]);
  expect(await widerThanWindow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(shots, 'quiz-results.png'), fullPage: true });

  // Training: the add form and a card.
  await screenOf('/training/add', 'التدريب', ['إضافة تدريب', 'التدريبات']);
  expect(await englishLeft(page.getByRole('form', { name: 'إضافة تدريب' }), [])).toEqual([]);
  await screenOf('/training/view', 'التدريب', ['إضافة تدريب', 'التدريبات']);
  expect(
    await englishLeft(page.getByRole('article', { name: training }), [training, 'Walk the site']),
  ).toEqual([]);

  // Guidelines and sliders of the brokers' app.
  await screenOf('/guideline/brokers/add', 'إرشادات الوسطاء', ['إضافة إرشاد', 'الإرشادات']);
  expect(await englishLeft(page.getByRole('form', { name: 'إضافة إرشاد' }), [])).toEqual([]);
  await screenOf('/guideline/brokers/view', 'إرشادات الوسطاء', ['إضافة إرشاد', 'الإرشادات']);
  expect(await englishLeft(page.getByRole('article', { name: guideline }), [guideline])).toEqual([]);
  await screenOf('/slider/brokers/add', 'السلايدر في تطبيق الوسطاء', ['إضافة سلايدر', 'السلايدر']);
  expect(await englishLeft(page.getByRole('form', { name: 'إضافة سلايدر' }), [])).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'slider-add.png'), fullPage: true });

  // Discounts and the help team.
  await screenOf('/simsar-discount/add', 'خصومات Simsar', ['إضافة خصم Simsar', 'خصومات Simsar']);
  expect(await englishLeft(page.getByRole('form', { name: 'إضافة خصم Simsar' }), [])).toEqual([]);
  await screenOf('/simsar-discount/view', 'خصومات Simsar', ['إضافة خصم Simsar', 'خصومات Simsar']);
  expect(await englishLeft(page.getByRole('article', { name: discount }), [discount])).toEqual([]);
  await screenOf('/help-team/add', 'فريق المساعدة', ['إضافة عضو لفريق المساعدة', 'فريق المساعدة']);
  expect(await englishLeft(page.getByRole('form', { name: 'إضافة عضو لفريق المساعدة' }), [])).toEqual([]);
  await screenOf('/help-team/view', 'فريق المساعدة', ['إضافة عضو لفريق المساعدة', 'فريق المساعدة']);
  const teamCard = page.getByRole('article', { name: member });
  await expect(teamCard.getByText('6 سنوات')).toBeVisible();
  expect(await englishLeft(teamCard, [member, 'Sales', 'Patience', '01012345678', '01112345678'])).toEqual(
    [],
  );
  await page.screenshot({ path: path.join(shots, 'help-team.png'), fullPage: true });

  // The audit log: its filters, its heads, the kinds; what the server wrote stays as written.
  await page.goto('/audit?kind=content');
  await expectArabic(page);
  await expect(main.getByRole('heading', { name: 'سجل التغييرات', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'تغييرات السجل' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'الوقت',
    'المشرف',
    'الإجراء',
    'العنصر',
    'التغييرات',
  ]);
  await expect(table.locator('tbody tr').first().getByText('محتوى', { exact: true })).toBeVisible();
  // Each action in words (decision 294): a content entry's verb and its type, in Arabic.
  const action = table.locator('tbody tr').first().getByRole('cell').nth(2);
  await expect(action).toHaveText(/^(إنشاء|تعديل|حذف) \S/);
  expect(await englishLeft(action, [])).toEqual([]);
  // Each changed field in words too (decision 295), the arrow pointing the way Arabic reads; only what
  // the server stored (names, links, ids, isolated in <bdi>) keeps its letters.
  const changes = table.locator('tbody tr').first().getByRole('cell').nth(4);
  await expect(changes).toContainText(/^[\u0600-\u06FF][\u0600-\u06FF ()]*:/);
  const changesWords = await changes.evaluate((cell) => {
    const copy = cell.cloneNode(true) as HTMLElement;
    for (const data of copy.querySelectorAll('bdi')) data.remove();
    return copy.textContent ?? '';
  });
  expect(changesWords).not.toMatch(/[A-Za-z]{2,}/);
  expect(await englishLeft(main.locator('form'), [])).toEqual([]);
  expect(await englishLeft(table.locator('thead'), [])).toEqual([]);
  await main.getByRole('combobox', { name: 'نوع العنصر' }).click();
  await expect(page.getByRole('option', { name: 'تسجيل الدخول' })).toBeVisible();
  const kinds = await page.getByRole('option').allInnerTexts();
  // The kinds in Arabic; CIL is kept as staff say it.
  expect(kinds.join('\n').replaceAll('CIL', '')).not.toMatch(/[A-Za-z]{2,}/);
  await page.getByRole('option', { name: 'تسجيل الدخول' }).click();
  await main.getByRole('combobox', { name: 'الإجراء' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'تم تسجيل الدخول',
    'بريد إلكتروني أو كلمة مرور خاطئة',
    'رمز تحقق بخطوتين خاطئ',
    'رفض تسجيل الدخول بحساب الشركة',
    'رُفضت كلمة المرور (تسجيل الدخول بحساب الشركة مطلوب)',
    'تم إيقاف الدخول مؤقتًا',
    'كلمة المرور الحالية خاطئة (تغيير كلمة المرور)',
    'كلمة مرور خاطئة (إعداد التحقق بخطوتين)',
  ]);
  await page.keyboard.press('Escape');
  expect(await widerThanWindow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(shots, 'audit-log.png'), fullPage: true });
});

test('the projects screens in Arabic: the list, a project, Add project and the edit form, nothing wider than the window', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = uniqueName('Palm Hills');
  const unit = await buildUnit(request, name);
  // What buildUnit typed: the project's own words, in English as a person wrote them.
  const projectData = [
    name,
    `${name}: apartments and villas near the ring road`,
    'Nile Developments',
    'New Cairo',
    'Within 2 years',
    'Fully finished',
    'Villa',
    'Pool',
    'Gym',
    'Mona Adel',
  ];
  await signIn(page, superAdmin);
  // Only the super admin adds and edits projects, and the tests beside this one sign in as it in
  // English: its language on the server stays English, and this browser's session says Arabic.
  await sessionSaysArabic(page);
  const main = page.getByRole('main');

  await page.goto('/units/view');
  await expectArabic(page);
  await expect(main.getByRole('heading', { name: 'المشروعات', level: 2 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['إضافة مشروع', 'المشروعات']);
  const search = page.getByRole('textbox', { name: 'المشروع أو المطوّر أو الموقع' });
  await search.fill(name);
  await search.press('Enter');
  const card = main.getByRole('article', { name });
  await expect(card.getByRole('link', { name: 'المتاح' })).toBeVisible();
  await expect(main.getByRole('status', { name: 'نتائج البحث' })).toBeVisible();
  expect(await englishLeft(page.getByRole('main'), projectData)).toEqual([]);
  expect(await widerThanWindow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(shots, 'units-list.png'), fullPage: true });

  await card.getByRole('link', { name: 'التفاصيل' }).click();
  await expect(page).toHaveURL(`/unit/${unit._id}`);
  await expect(main.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(section(page, 'المبيعات والعمولة')).toContainText('رقم الهاتف01012345678');
  await expect(section(page, 'المبيعات والعمولة')).toContainText('إطلاق جديد: لا');
  // The project's words in Arabic, from their Arabic halves: not "Nile Developments / النيل للتطوير".
  await expect(main.getByText('النيل للتطوير · القاهرة الجديدة')).toBeVisible();
  const about = section(page, 'المشروع');
  for (const arabic of ['النيل للتطوير', 'القاهرة الجديدة', 'خلال سنتين', 'تشطيب كامل'])
    await expect(about).toContainText(arabic);
  for (const english of ['Nile Developments', 'New Cairo', 'Within 2 years', 'Fully finished'])
    await expect(about).not.toContainText(english);
  await expect(section(page, 'الأنواع والمساحات والأسعار')).toContainText('فيلا');
  await expect(section(page, 'الأنواع والمساحات والأسعار')).not.toContainText('Villa');
  await expect(section(page, 'المميزات')).toContainText('حمام سباحة');
  await expect(section(page, 'المميزات')).not.toContainText(/Pool|Gym|=>/);
  await expect(main.getByRole('img', { name: `صورة 1 من ${name}` })).toBeVisible();
  expect(await englishLeft(page.getByRole('main'), projectData)).toEqual([]);
  expect(await widerThanWindow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(shots, 'unit-details.png'), fullPage: true });

  await main.getByRole('button', { name: 'حذف', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`حذف ${name}`)).toBeVisible();
  await expect(dialog.getByText('هل أنت متأكد من حذف هذا المشروع؟')).toBeVisible();
  await dialog.getByRole('button', { name: 'لا' }).click();

  await main.getByRole('button', { name: 'تحديث المشروع' }).click();
  await expect(main.getByRole('heading', { name: 'تحديث المشروع', level: 2 })).toBeVisible();
  const price = page.getByRole('textbox', { name: 'سعر Villa 1', exact: true });
  await expect(price).toHaveValue('12,500,000 EGP');
  // A number reads left to right in its field, its unit after it, on the page's side.
  expect(await price.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
  expect(await price.evaluate((input) => getComputedStyle(input).textAlign)).toBe('right');
  await expect(page.getByLabel('رفع الشعار: تم')).toBeVisible();
  // A numbered message of the spec, in Arabic, the type's name isolated in its place.
  await price.fill('');
  await main.locator('button[type="submit"]').click();
  await expect(main.getByText('سعر \u2068Villa\u2069 رقم 1 مطلوب')).toBeVisible();
  // The amenities are offered by their English and Arabic names, the English one the value kept.
  const features = await section(page, 'المميزات')
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
  expect(await englishLeft(page.getByRole('main'), [...projectData, ...features])).toEqual([]);
  expect(await widerThanWindow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(shots, 'unit-edit.png'), fullPage: true });
  await main.getByRole('button', { name: 'إلغاء' }).click();
  await expect(main.getByRole('heading', { name, level: 2 })).toBeVisible();

  await page.goBack();
  await page.getByRole('tab', { name: 'إضافة مشروع' }).click();
  await expect(page).toHaveURL('/units/add');
  await expect(main.getByRole('heading', { name: 'إضافة مشروع', level: 2 })).toBeVisible();
  await expect(main.getByRole('button', { name: 'اختيار الصور' })).toBeVisible();
  await main.getByRole('checkbox', { name: 'إطلاق جديد' }).check();
  expect(await englishLeft(page.getByRole('main'), features)).toEqual([]);
  expect(await widerThanWindow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(shots, 'units-add.png'), fullPage: true });
});

/** An Arabic day as the console writes it (docs/decisions/330): "28 نوفمبر 2026", Latin digits by default. */
const arabicDay =
  /\d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}/;

test("an Arabic admin's cards show days in words, their export opens right to left with Arabic titles, and Undo says so in Arabic", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await buildAdmin(request);
  const client = await assignedMember(
    request,
    'Client',
    await adminIdOf(request, admin),
    uniqueName('Client Hala'),
  );
  await signIn(page, admin);
  await chooseArabic(page);

  await page.goto('/clients/accept');
  const shown = card(page, client.name);
  // Join Date: one format for every date, the month in Arabic words; never "2026-11-28".
  await expect(shown).toContainText(new RegExp(`تاريخ الانضمام${arabicDay.source}`));
  await expect(shown).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await page.screenshot({ path: path.join(shots, 'client-card-day.png'), fullPage: true });

  const { rows, rightToLeft } = await readSheet((await exportAs(page, 'Excel (XLSX)', 'تصدير')).body);
  expect(rightToLeft).toBe(true);
  expect(rows[0]).toEqual([
    'الاسم',
    'البريد الإلكتروني',
    'الهاتف',
    'تاريخ الانضمام',
    'محظور',
    'سبب الحظر',
    'المشرف',
  ]);
  expect(rows.slice(1).map((row) => [row[0], row[4]])).toEqual([[client.name, 'لا']]);

  // A move undone from its toast says so in Arabic.
  await shown.getByRole('button', { name: 'حذف', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'نعم' }).click();
  await expect(shown).toHaveCount(0);
  await page.getByRole('alert').getByRole('button', { name: 'تراجع' }).click();
  await expect(toast(page, 'تم التراجع')).toBeVisible();
  await expect(toast(page, 'Undone')).toHaveCount(0);
  await expect(shown).toBeVisible();
});

test("the super admin in Arabic: invitation search, reset requests, System, feedback and a CIL warning's day, no English of the console", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await registerMember(request, 'Client', { name: uniqueName('Nadia Samir') });
  const filed = await request.post('/api/app/forgot_password', {
    data: { name: member.name, phone: member.phone, whatsApp: member.phone },
  });
  expect(filed.status()).toBe(201);
  await fileRequest(request, member, '/api/app/feedback', { rate: 4, message: 'Good service' });
  await signIn(page, superAdmin);
  await sessionSaysArabic(page);
  const main = page.getByRole('main');

  await page.goto('/brokers/invitation');
  await expectArabic(page);
  await expect(main.getByText('لم يُدخَل رمز دعوة للبحث')).toBeVisible();
  await expect(main.getByText('No invitation code for search')).toHaveCount(0);

  await page.goto('/forgot_password');
  const box = main.getByRole('textbox', { name: 'الاسم أو رقم الهاتف' });
  await expect(box).toHaveAttribute('placeholder', 'الاسم أو رقم الهاتف');
  await box.fill(member.phone);
  const reset = card(page, member.name);
  await expect(reset.getByRole('group', { name: 'الحساب' })).toContainText('النوععميل');
  await expect(reset).toContainText(arabicDay);
  await expect(reset).not.toContainText(/Client|\d{4}-\d{2}-\d{2}/);
  await page.screenshot({ path: path.join(shots, 'reset-requests.png'), fullPage: true });

  // Searched by phone in the address: the queue reads oldest first, and the suite's other feedback fills page 1.
  await page.goto(`/feedback/non-done?search=${encodeURIComponent(member.phone)}`);
  const feedback = main.getByRole('article', { name: member.name });
  await expect(feedback).toContainText('النوععميل');
  await expect(feedback).toContainText(arabicDay);
  await expect(feedback).not.toContainText('Client');
  await page.screenshot({ path: path.join(shots, 'feedback.png'), fullPage: true });

  await page.goto('/');
  await sidebar(page).getByRole('button', { name: 'النظام', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'النظام', level: 2 })).toBeVisible();
  await expect(main.getByText('عضو', { exact: true })).toBeVisible();
  await expect(main.getByText('نموذج', { exact: true })).toBeVisible();
  await expect(main.getByText(/^(users|forms)$/)).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, 'system.png'), fullPage: true });

  // A CIL of a client another broker introduced first: the warning's day stays on one line, at 390 px too.
  const adminId = await adminIdOf(request, await buildAdmin(request));
  const project = uniqueName('Palm Hills');
  await buildUnit(request, project);
  const phone = `011${String(Date.now()).slice(-8)}`;
  const first = await acceptedBroker(request, adminId, uniqueName('Broker Omar'));
  const later = await acceptedBroker(request, adminId, uniqueName('Broker Samy'));
  for (const broker of [first, later])
    await submitFromApp(request, 'cil', broker, {
      client_name: 'Hany',
      project_code: project,
      client_phone: phone,
    });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cil/new');
  const warning = main.getByRole('link', { name: new RegExp(`^عرّفه أيضًا ${first.name} في`) });
  await expect(warning).toContainText(arabicDay);
  const day = warning.locator('span', { hasText: arabicDay });
  await expect(day).toHaveCSS('white-space', 'nowrap');
  const drawn = await day.boundingBox();
  // One line: no taller than the warning's line height.
  expect(drawn?.height).toBeLessThan(30);
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'cil-duplicate-390.png'), fullPage: true });
});
