import { expect } from 'vitest';
import type { TestApp } from './harness.ts';
import { callMultipart, imageFile, type MultipartValue, mp4File, pdfFile } from './multipart.ts';

/** Every text field of a valid project, as the console sends them (JSON strings for the lists). */
export function unitFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    project_name: 'Palm Hills New Cairo',
    project_code: 'Palm Hills New Cairo',
    description: 'Villas and apartments by the ring road',
    dev_name_en: 'Palm Hills Developments',
    dev_name_ar: 'بالم هيلز للتعمير',
    location_en: 'New Cairo',
    location_ar: 'القاهرة الجديدة',
    delivery_en: 'Within 2 years',
    delivery_ar: 'خلال سنتين',
    finishing_en: 'Fully finished',
    finishing_ar: 'تشطيب كامل',
    map_location: 'https://maps.google.com/?q=30.03,31.47',
    commission: '2.5',
    incentive: '1.25',
    developer_discount: '5% cash discount',
    sales_name: 'Mona Adel',
    phone: '01012345678',
    whatsapp: '01512345678',
    whatsapp_link: 'https://chat.whatsapp.com/abc',
    new_launches: 'false',
    freebroker_discount: 'true',
    payment_plans: JSON.stringify([
      { down_payment: 10, years: 8 },
      { down_payment: 20, years: 6 },
    ]),
    types: JSON.stringify([
      {
        name_en: 'Villa',
        name_ar: 'فيلا',
        areas_and_prices: [
          { price: 12500000, area: 250 },
          { price: 15750000, area: 310.5 },
        ],
      },
    ]),
    features_en: JSON.stringify(['Pool', 'Gym', 'Security 24/7']),
    features_ar: JSON.stringify(['حمام سباحة', 'صالة ألعاب رياضية', 'أمن على مدار الساعة']),
    ...overrides,
  };
}

/** The files of a complete add form. */
export async function unitFiles(): Promise<Record<string, MultipartValue>> {
  return {
    images: [await imageFile('front.png'), await imageFile('pool.jpg', 'jpeg')],
    logo: await imageFile('logo.png'),
    master_plan: await imageFile('master.png'),
    pdf: pdfFile(),
    file: pdfFile('availability.pdf'),
    video_broker: mp4File('broker.mp4'),
    video_client: mp4File('client.mp4'),
  };
}

/** Creates a full project through POST /api/units/create and returns it. */
export async function buildUnit(t: TestApp, superToken: string, overrides: Record<string, string> = {}) {
  const reply = await callMultipart(
    t,
    'POST',
    '/api/units/create',
    { ...unitFields(overrides), ...(await unitFiles()) },
    superToken,
  );
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().response as { _id: string; images: string[]; thumbnails: string[] } & Record<
    string,
    unknown
  >;
}
