import { describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, useTestApp } from '../../../test/harness.ts';
import { callMultipart, imageFile, mp4File, pdfFile } from '../../../test/multipart.ts';
import { storedFiles as storedFilesOf } from '../../../test/stored.ts';
import { buildUnit, unitFields, unitFiles } from '../../../test/unit-builders.ts';

const t = useTestApp();

/** Every stored file (tmp/ included): what a refused upload must not add to. */
const storedFiles = () => storedFilesOf(t);

describe('lookups', () => {
  it('serves the four seeded lists in English and Arabic', async () => {
    for (const [kind, sample] of [
      ['location', { name_en: 'New Cairo', name_ar: 'القاهرة الجديدة' }],
      ['type', { name_en: 'Twin house', name_ar: 'توين هاوس' }],
      ['finishing', { name_en: 'Semi finished', name_ar: 'نصف تشطيب' }],
      ['delivery', { name_en: 'Ready to move', name_ar: 'استلام فوري' }],
    ] as const) {
      const reply = await call(t, 'GET', `/api/${kind}`, { token: t.superToken });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().response).toContainEqual(expect.objectContaining(sample));
    }
  });
});

describe('creating a project', () => {
  it('stores every field, the files and a thumbnail per image', async () => {
    const unit = await buildUnit(t, t.superToken);
    expect(unit).toMatchObject({
      project_name: 'Palm Hills New Cairo',
      project_code: 'Palm Hills New Cairo',
      commission: 2.5,
      incentive: 1.25,
      new_launches: false,
      freebroker_discount: true,
      view: true,
      empty: false,
      features_en: ['Pool', 'Gym', 'Security 24/7'],
      features_ar: ['حمام سباحة', 'صالة ألعاب رياضية', 'أمن على مدار الساعة'],
      payment_plans: [
        { down_payment: 10, years: 8 },
        { down_payment: 20, years: 6 },
      ],
      types: [
        {
          name_en: 'Villa',
          name_ar: 'فيلا',
          areas_and_prices: [
            { price: 12500000, area: 250 },
            { price: 15750000, area: 310.5 },
          ],
        },
      ],
    });
    expect(unit.images).toHaveLength(2);
    expect(unit.thumbnails).toHaveLength(2);
    const read = await call(t, 'GET', `/api/units/unit/${unit._id}`, { token: t.superToken });
    expect(read.json().response).toEqual(unit);

    const image = await t.app.inject({ method: 'GET', url: unit.images[0] as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const thumb = await t.app.inject({ method: 'GET', url: unit.thumbnails[0] as string });
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('serves videos with range requests', async () => {
    const unit = await buildUnit(t, t.superToken);
    const reply = await t.app.inject({
      method: 'GET',
      url: unit.video_broker as string,
      headers: { range: 'bytes=0-99' },
    });
    expect(reply.statusCode).toBe(206);
    expect(reply.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(reply.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
  });

  it('names every missing field with the spec messages and keeps no file', async () => {
    const before = await storedFiles();
    const reply = await callMultipart(
      t,
      'POST',
      '/api/units/create',
      { logo: await imageFile() },
      t.superToken,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toMatchObject({
      project_name: 'Project name is required',
      description: 'Description is required',
      dev_name_en: 'Developer name english is required',
      dev_name_ar: 'Developer name arabic is required',
      location_en: 'Location is required',
      delivery_en: 'Delivery is required',
      finishing_en: 'Finishing is required',
      map_location: 'Link location on google maps is required',
      commission: 'Commission is required',
      incentive: 'Incentive is required',
      sales_name: 'Developer sales name is required',
      whatsapp_link: 'WhatsApp group link is required',
      images: 'Please choose images',
      video_broker: 'Video broker is required',
      video_client: 'Video client is required',
      master_plan: 'Master plan is required',
      pdf: 'PDF is required',
      file: 'Availability file is required',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('requires down payment, years, price and area per row unless new_launches is checked', async () => {
    const fields = {
      payment_plans: JSON.stringify([{ down_payment: 10, years: 5 }, {}]),
      types: JSON.stringify([
        { name_en: 'Chalet', name_ar: 'شاليه', areas_and_prices: [{ price: 1000000, area: 90 }, {}] },
      ]),
    };
    const strict = await callMultipart(
      t,
      'POST',
      '/api/units/create',
      { ...unitFields(fields), ...(await unitFiles()) },
      t.superToken,
    );
    expect(strict.statusCode).toBe(400);
    expect(strict.json().fields).toEqual({
      'payment_plans.1.down_payment': 'Down payment 2 is required',
      'payment_plans.1.years': 'Years 2 is required',
      'types.0.areas_and_prices.1.price': 'Price of Chalet 2 is required',
      'types.0.areas_and_prices.1.area': 'Area of Chalet 2 is required',
    });

    const { master_plan: _m, pdf: _p, file: _f, ...files } = await unitFiles();
    const launch = await callMultipart(
      t,
      'POST',
      '/api/units/create',
      { ...unitFields({ ...fields, new_launches: 'true' }), ...files },
      t.superToken,
    );
    expect(launch.statusCode, launch.body).toBe(201);
    expect(launch.json().response).toMatchObject({
      new_launches: true,
      master_plan: null,
      pdf: null,
      file: null,
      payment_plans: [
        { down_payment: 10, years: 5 },
        { down_payment: null, years: null },
      ],
    });
  });

  it('checks phones, commission, incentive, down payment and the counts of plans and rows', async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { phone: '0131234567' },
        { phone: 'Enter a mobile number starting with 010, 011, 012 or 015, at most 11 digits' },
      ],
      [
        { whatsapp: '010123456789' },
        { whatsapp: 'Enter a mobile number starting with 010, 011, 012 or 015, at most 11 digits' },
      ],
      [{ commission: '20.5' }, { commission: 'Enter a number from 0 to 20' }],
      [{ incentive: '1.255' }, { incentive: 'Use at most 2 decimals' }],
      [
        { payment_plans: JSON.stringify([{ down_payment: 101, years: 2 }]) },
        { 'payment_plans.0.down_payment': 'Down payment is a percentage from 0 to 100' },
      ],
      [{ payment_plans: '[]' }, { payment_plans: 'Add 1 to 4 payment plans' }],
      [
        { payment_plans: JSON.stringify(Array(5).fill({ down_payment: 5, years: 5 })) },
        { payment_plans: 'Add 1 to 4 payment plans' },
      ],
      [
        {
          types: JSON.stringify([
            { name_en: 'Villa', name_ar: 'فيلا', areas_and_prices: Array(4).fill({ price: 1, area: 1 }) },
          ]),
        },
        { 'types.0.areas_and_prices': 'Add 1 to 3 areas and prices per type' },
      ],
      [{ features_en: JSON.stringify(['Helipad']) }, { 'features_en.0': 'Choose features from the list' }],
    ];
    for (const [overrides, fields] of cases) {
      const reply = await callMultipart(t, 'POST', '/api/units/create', unitFields(overrides), t.superToken);
      expect(reply.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(reply.json().fields).toMatchObject(fields);
    }
  });

  it('requires an http(s) map link and a WhatsApp group link on chat.whatsapp.com', async () => {
    const linkMessage = 'Enter a link starting with http:// or https://';
    const groupMessage = 'Enter a WhatsApp group link (https://chat.whatsapp.com/...)';
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ map_location: 'Maadi, Cairo' }, { map_location: linkMessage }],
      [{ whatsapp_link: 'WhatsApp group of the sales team' }, { whatsapp_link: linkMessage }],
      [{ whatsapp_link: 'https://example.com/chat.whatsapp.com/abc' }, { whatsapp_link: groupMessage }],
      [{ whatsapp_link: 'https://wa.me/201001234567' }, { whatsapp_link: groupMessage }],
    ];
    for (const [overrides, fields] of cases) {
      const reply = await callMultipart(t, 'POST', '/api/units/create', unitFields(overrides), t.superToken);
      expect(reply.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(reply.json().fields).toMatchObject(fields);
    }
  });

  it('accepts 6 images and refuses a 7th with the spec message, keeping no file', async () => {
    const before = await storedFiles();
    const seven = await Promise.all(Array.from({ length: 7 }, (_, i) => imageFile(`p${i}.png`)));
    const reply = await callMultipart(
      t,
      'POST',
      '/api/units/create',
      { ...unitFields(), ...(await unitFiles()), images: seven },
      t.superToken,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Please select a maximum of 6 images');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file whose bytes do not match its name with 415, keeping no file', async () => {
    const before = await storedFiles();
    const renamedPdf = { ...pdfFile(), name: 'photo.png', type: 'image/png' };
    const images = await callMultipart(
      t,
      'POST',
      '/api/units/create',
      { ...unitFields(), ...(await unitFiles()), images: [await imageFile(), renamedPdf] },
      t.superToken,
    );
    expect(images.statusCode).toBe(415);
    expect(images.json().message).toBe('Only JPG, PNG, or JPEG files are allowed');
    const renamedImage = { ...(await imageFile()), name: 'tour.mp4', type: 'video/mp4' };
    const video = await callMultipart(
      t,
      'POST',
      '/api/units/create',
      { ...unitFields(), ...(await unitFiles()), video_client: renamedImage },
      t.superToken,
    );
    expect(video.statusCode).toBe(415);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('the projects list', () => {
  it('pages newest first with a thumbnail and the availability file, and searches', async () => {
    const other = await startTestApp();
    try {
      const token = await signInSuper(other);
      for (let i = 1; i <= 13; i++) await buildUnit(other, token, { project_name: `Project ${i}` });
      const first = (await call(other, 'GET', '/api/units/admin/1', { token })).json();
      expect(first.pages).toBe(2);
      expect(first.units).toHaveLength(12);
      expect(first.units[0]).toMatchObject({ project_name: 'Project 13', description: expect.any(String) });
      expect(first.units[0].thumbnail).toMatch(/^\/media\/.+\.webp$/);
      expect(first.units[0].file).toMatch(/^\/media\/.+\.pdf$/);
      const second = (await call(other, 'GET', '/api/units/admin/2', { token })).json();
      expect(second.units.map((u: { project_name: string }) => u.project_name)).toEqual(['Project 1']);

      const search = await call(other, 'POST', '/api/units/admin_search', {
        token,
        body: { search: 'project 1' },
      });
      expect(
        search
          .json()
          .units.map((u: { project_name: string }) => u.project_name)
          .sort(),
      ).toEqual(['Project 1', 'Project 10', 'Project 11', 'Project 12', 'Project 13']);
      const none = await call(other, 'POST', '/api/units/admin_search', { token, body: { search: '100%' } });
      expect(none.json().units).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('the projects search (docs/decisions/110)', () => {
  it('finds Arabic names whatever alef, ya or ta marbuta they are written with, within one field', async () => {
    const hope = await buildUnit(t, t.superToken, {
      project_name: 'مشروع الأمل الجديد',
      project_code: 'مشروع الأمل الجديد',
      dev_name_en: 'Amal Developments',
      dev_name_ar: 'أمل للتطوير',
      location_en: 'Sheikh Zayed',
    });
    const emaar = await buildUnit(t, t.superToken, {
      project_name: 'Uptown Cairo Hills',
      project_code: 'Uptown Cairo Hills',
      dev_name_en: 'Emaar Misr',
      dev_name_ar: 'اعمار مصر للتنميه',
      location_en: 'Mokattam',
    });
    const search = async (text: string) => {
      const reply = await call(t, 'POST', '/api/units/admin_search', {
        token: t.superToken,
        body: { search: text },
      });
      expect(reply.statusCode).toBe(200);
      return reply.json().units.map((unit: { _id: string }) => unit._id);
    };
    expect(await search('الامل')).toEqual([hope._id]);
    expect(await search('امل للتطوير')).toEqual([hope._id]);
    expect(await search('إعمار')).toEqual([emaar._id]);
    expect(await search('للتنمية')).toEqual([emaar._id]);
    expect(await search('EMAAR misr')).toEqual([emaar._id]);
    // A term does not run from one field into the next.
    expect(await search('hills emaar')).toEqual([]);
  });
});

describe('an ordinary admin', () => {
  it('reads projects and gets 403 from every changing call, with nothing changed', async () => {
    const unit = await buildUnit(t, t.superToken);
    const { token } = await buildAdmin(t, t.superToken);
    expect((await call(t, 'GET', '/api/units/admin/1', { token })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/units/unit/${unit._id}`, { token })).statusCode).toBe(200);
    const before = await storedFiles();

    const files = await unitFiles();
    const attempts = [
      await callMultipart(t, 'POST', '/api/units/create', { ...unitFields(), ...files }, token),
      await callMultipart(
        t,
        'PUT',
        `/api/units/update/${unit._id}`,
        unitFields({ project_name: 'Hijacked' }),
        token,
      ),
      await callMultipart(t, 'PUT', `/api/units/update_pdf/${unit._id}`, { pdf: pdfFile() }, token),
      await callMultipart(
        t,
        'PUT',
        `/api/units/update_video_client/${unit._id}`,
        { video_client: mp4File() },
        token,
      ),
      await call(t, 'DELETE', `/api/units/delete/${unit._id}`, { token }),
      await call(t, 'POST', '/api/units/empty', { token }),
      await call(t, 'POST', `/api/units/copy_and_delete/${unit._id}`, { token }),
      await call(t, 'PUT', `/api/units/update_view/${unit._id}`, { token }),
    ];
    for (const reply of attempts) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe('Only a super admin can do this');
    }
    expect((await call(t, 'GET', `/api/units/unit/${unit._id}`, { token })).json().response).toEqual(unit);
    expect(await storedFiles()).toEqual(before);
  });
});
