import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, superAdmin } from '../builders.ts';
import { submitFromApp } from '../deal-builders.ts';
import { expect, test } from '../fixtures.ts';
import type { Member } from '../members.ts';
import { fileFranchiseRequest, fileRequest } from '../request-builders.ts';
import { buildUnit } from '../unit-builders.ts';

const out = process.env.SCREENS_DIR ?? path.join('/tmp', 'simsar-screens');

/** A member with fixed name, e-mail and phone: the same pixels on every run. */
async function member(request: APIRequestContext, type: 'Broker' | 'Client' | 'Franchise', n: number) {
  const response = await request.post('/api/app/register', {
    data: {
      user_type: type,
      name: `${type} ${n}`,
      email: `${type.toLowerCase()}-${n}@members.simsar.test`,
      phone: `0112345${String(n).padStart(4, '0')}`,
      password: 'Member-pass-1',
      ...(type === 'Broker' && { area: 'New Cairo', work_at: 'Nile Realty', years_experience: 5 }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string; user: Omit<Member, 'token'> };
  return { ...body.user, token: body.token } as Member;
}

async function seed(request: APIRequestContext) {
  const auth = { Authorization: `Bearer ${await apiToken(request, superAdmin)}` };
  const me = (await (await request.get('/api/admin/me', { headers: auth })).json()) as { _id: string };
  await member(request, 'Broker', 1);
  const broker = await member(request, 'Broker', 2);
  await request.put(`/api/user/accept/${broker._id}`, { data: { admin_id: me._id }, headers: auth });
  const client = await member(request, 'Client', 3);
  const franchise = await member(request, 'Franchise', 4);
  await buildUnit(request, 'P-100');
  for (const kind of ['form', 'deal', 'cil'] as const) {
    await submitFromApp(request, kind, broker, {
      client_name: `Client of the ${kind}`,
      project_code: 'P-100',
    });
  }
  await fileFranchiseRequest(request, 'Shop owner', '01500000001');
  await fileRequest(request, client, '/api/app/property_consultant', {
    phone: '01500000002',
    message: 'Call me',
  });
  await fileRequest(request, franchise, '/api/app/request_organic_leads', {
    phone: '01500000003',
    message: 'Leads',
  });
  await fileRequest(request, client, '/api/app/feedback', { rate: 4, message: 'Good service' });
  const quiz = await request.post('/api/quiz/create', {
    headers: auth,
    data: {
      name: 'Sales basics',
      time: 5,
      questions: [{ Q: 'One?', choices: ['a', 'b', 'c', 'd'] }],
      answers: ['b'],
    },
  });
  expect(quiz.status()).toBe(201);
}

const screens = [
  '/',
  '/brokers/pending',
  '/brokers/accept',
  '/clients/all',
  '/franchises/all',
  '/admins/all',
  '/forgot_password',
  '/audit',
  '/units/1',
  '/request_franchises/new',
  '/property-consultant/non-done',
  '/contact-sales/non-done',
  '/media-buying/non-done',
  '/request-organic-leads/non-done',
  '/feedback/non-done',
  '/forms/new',
  '/deals/new',
  '/cil/new',
  '/help-team/view',
  '/help-team/add',
  '/quizzes/view',
  '/quizzes/add',
  '/training/view',
  '/training/add',
  '/franchise-training/view',
  '/franchise-training/add',
  '/guideline/Broker/view',
  '/guideline/Broker/add',
  '/slider/Client/view',
  '/slider/Client/add',
  '/simsar-discount/view',
  '/simsar-discount/add',
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  // Fonts and images drawn, no toast left over.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

test('every console screen, captured', async ({ page, request }) => {
  mkdirSync(out, { recursive: true });
  await seed(request);
  await page.goto('/login');
  await settle(page);
  await page.screenshot({ path: path.join(out, 'login.png'), fullPage: true });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(superAdmin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(superAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  for (const screen of screens) {
    await page.goto(screen);
    await settle(page);
    const name = screen === '/' ? 'home' : screen.slice(1).replaceAll('/', '_');
    await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true, animations: 'disabled' });
  }
  // The home's other tabs, with their queue cards and bells.
  for (const tab of ['Brokers', 'Clients', 'Franchises', 'Change password', 'System']) {
    await page.goto('/');
    await page.getByRole('navigation').getByRole('button', { name: tab, exact: true }).click();
    await settle(page);
    await page.screenshot({ path: path.join(out, `home_${tab.replace(' ', '-')}.png`), fullPage: true });
  }
  // The first item of each kinds' queue, opened.
  for (const list of ['/forms/new', '/deals/new', '/cil/new']) {
    await page.goto(list);
    await settle(page);
    await page.getByRole('link', { name: 'Details' }).first().click();
    await expect(page).not.toHaveURL(list);
    await settle(page);
    await page.screenshot({ path: path.join(out, `${list.split('/')[1]}_detail.png`), fullPage: true });
  }
});
