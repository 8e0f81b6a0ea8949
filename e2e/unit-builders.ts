import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, superAdmin } from './builders.ts';
import { expect } from './fixtures.ts';

/** Small real files: type detection reads their first bytes; the PNG is a real 1x1 image. */
export const files = {
  png: (name = 'front.png') => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  }),
  mp4: (name = 'tour.mp4') => ({
    name,
    mimeType: 'video/mp4',
    buffer: Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
      Buffer.alloc(4096, 7),
    ]),
  }),
  pdf: (name = 'brochure.pdf') => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  }),
};

type Blobbed = { name: string; mimeType: string; buffer: Buffer };
const blob = (file: Blobbed) => new Blob([new Uint8Array(file.buffer)], { type: file.mimeType });

/** Creates a complete project through POST /api/units/create, as the super admin. */
export async function buildUnit(
  request: APIRequestContext,
  name: string,
  overrides: Record<string, string> = {},
) {
  const token = await apiToken(request, superAdmin);
  const form = new FormData();
  const fields: Record<string, string> = {
    project_name: name,
    project_code: name,
    description: `${name}: apartments and villas near the ring road`,
    dev_name_en: 'Nile Developments',
    dev_name_ar: 'النيل للتطوير',
    location_en: 'New Cairo',
    location_ar: 'القاهرة الجديدة',
    delivery_en: 'Within 2 years',
    delivery_ar: 'خلال سنتين',
    finishing_en: 'Fully finished',
    finishing_ar: 'تشطيب كامل',
    map_location: 'https://maps.google.com/?q=30.03,31.47',
    commission: '2.5',
    incentive: '1',
    developer_discount: '',
    sales_name: 'Mona Adel',
    phone: '01012345678',
    whatsapp: '01512345678',
    whatsapp_link: 'https://chat.whatsapp.com/abc',
    new_launches: 'false',
    freebroker_discount: 'false',
    payment_plans: JSON.stringify([{ down_payment: 10, years: 8 }]),
    types: JSON.stringify([
      { name_en: 'Villa', name_ar: 'فيلا', areas_and_prices: [{ price: 12500000, area: 250 }] },
    ]),
    features_en: JSON.stringify(['Pool', 'Gym']),
    features_ar: JSON.stringify(['حمام سباحة', 'صالة ألعاب رياضية']),
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const parts: [string, Blobbed][] = [
    ['images', files.png('one.png')],
    ['images', files.png('two.png')],
    ['logo', files.png('logo.png')],
    ['master_plan', files.png('master.png')],
    ['pdf', files.pdf()],
    ['file', files.pdf('availability.pdf')],
    ['video_broker', files.mp4('broker.mp4')],
    ['video_client', files.mp4('client.mp4')],
  ];
  for (const [key, file] of parts) form.append(key, blob(file), file.name);
  const response = await request.post('/api/units/create', {
    multipart: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).response as { _id: string; project_name: string; images: string[] };
}

/** A developer of these names, made through POST /api/developers unless one has the name already. */
export async function buildDeveloper(request: APIRequestContext, nameEn: string, nameAr: string) {
  const token = await apiToken(request, superAdmin);
  const response = await request.post('/api/developers', {
    data: { name_en: nameEn, name_ar: nameAr },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect([201, 409], await response.text()).toContain(response.status());
}

/** A new empty project's guest link, through POST /api/units/empty. */
export async function buildGuestLink(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, superAdmin);
  const response = await request.post('/api/units/empty', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return (await response.json()).link as string;
}

/** A section of the project form, by its title. */
export function section(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** Picks an option of a Mantine select by its visible text. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Fills every required field of the project form (not its files). */
export async function fillProjectFields(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Project name', exact: true }).fill(name);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Twin houses and villas with a lagoon');
  // The console picks a developer (docs/decisions/530); the guest's form types its names.
  const picker = page.getByRole('combobox', { name: 'Developer', exact: true });
  if (await picker.count()) {
    await buildDeveloper(page.request, 'Mountain View', 'ماونتن فيو');
    await choose(page, 'Developer', 'Mountain View — ماونتن فيو');
  } else {
    await page.getByRole('textbox', { name: 'Developer name (English)', exact: true }).fill('Mountain View');
    await page.getByRole('textbox', { name: 'Developer name (Arabic)', exact: true }).fill('ماونتن فيو');
  }
  await page.getByRole('textbox', { name: 'Developer sales name', exact: true }).fill('Karim Hassan');
  await page.getByRole('textbox', { name: 'Sales phone', exact: true }).fill('01112345678');
  await page.getByRole('textbox', { name: 'WhatsApp number', exact: true }).fill('01212345678');
  await page
    .getByRole('textbox', { name: 'WhatsApp group link', exact: true })
    .fill('https://chat.whatsapp.com/xyz');
  await page.getByRole('textbox', { name: 'Commission', exact: true }).fill('3.5');
  await page.getByRole('textbox', { name: 'Incentive', exact: true }).fill('1.25');
  await choose(page, 'Location', 'Sheikh Zayed — الشيخ زايد');
  await page
    .getByRole('textbox', { name: 'Link location on google maps', exact: true })
    .fill('https://maps.google.com/?q=30,31');
  await choose(page, 'Delivery', 'Ready to move — استلام فوري');
  await choose(page, 'Finishing', 'Semi finished — نصف تشطيب');
  await page.getByRole('textbox', { name: 'Down payment 1', exact: true }).fill('10');
  await page.getByRole('textbox', { name: 'Years 1', exact: true }).fill('7');
}

/** Chooses files through the file chooser a button opens, as a person would. */
export async function pickFiles(page: Page, button: ReturnType<Page['getByRole']>, chosen: Blobbed[]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(chosen);
}

/** The button of one of the six file inputs, by its label. */
export function fileButton(page: Page, label: string) {
  return section(page, 'Images, videos and files').getByRole('button', { name: label, exact: true });
}
