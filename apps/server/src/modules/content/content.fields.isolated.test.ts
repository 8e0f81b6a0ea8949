import { Readable } from 'node:stream';
import { brochureRow } from '@simsar/contract/content-types-example';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFile } from '../../../test/files.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { callMultipart, imageFile, mp4File, pdfFile } from '../../../test/multipart.ts';
import { parseCsv, readXlsx } from '../../../test/spreadsheets.ts';
import { isStored, storedFiles } from '../../../test/stored.ts';
import { storedKeyColumns } from '../../app-api.ts';
import { fileTypes } from '../../core/storage.ts';
import { orphanAgeMs, sweepOrphans } from '../system/system.orphans.service.ts';
import { contentColumns } from './content.fields.ts';
import { fieldContentType } from './content.kit.fields.ts';
import { contentTypes } from './content.types.ts';

// A demonstration content type defined by its one field list (content-types-example.ts: English
// and Arabic titles, a PDF, a published flag). Its table's columns come from the list, and the
// table is made here as drizzle-kit would write its migration; its server row names the row and
// the table. Nothing else in the server changes.
const brochures = pgTable('demo_brochures', contentColumns(brochureRow.fields));
const brochureType = fieldContentType({ row: brochureRow, table: brochures, editable: true });

let t: TestApp;
let superToken: string;
let adminToken: string;
beforeAll(async () => {
  contentTypes.push(brochureType);
  t = await startTestApp();
  for (const statement of await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson({ brochures }),
  ))
    await t.db.execute(sql.raw(statement));
  superToken = await signInSuper(t);
  adminToken = (await buildAdmin(t, superToken)).token;
});
afterAll(() => t.close());

const titles = { title_en: 'Palm Hills brochure', title_ar: 'كتيب بالم هيلز' };

async function createBrochure(fields: Record<string, string> = {}) {
  const created = await callMultipart(
    t,
    'POST',
    '/api/brochure/create',
    { ...titles, pdf: pdfFile(), ...fields },
    superToken,
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json().response;
}

describe('a content type defined by its field list', () => {
  it('creates from its fields and PDF, lists it to every admin and serves the PDF', async () => {
    const brochure = await createBrochure({ published: 'true' });
    expect(Object.keys(brochure)).toEqual(['_id', 'title_en', 'title_ar', 'pdf', 'published', 'createdAt']);
    expect(brochure).toMatchObject({
      ...titles,
      pdf: expect.stringMatching(/^\/media\/.+\.pdf$/),
      published: true,
    });

    const list = await call(t, 'GET', '/api/brochure/all', { token: adminToken });
    expect(list.json().response).toContainEqual(brochure);
    const pdf = await t.app.inject({ method: 'GET', url: brochure.pdf });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.body).toContain('%PDF-1.4');
    // Its flag is false when a new item leaves it out.
    expect((await createBrochure()).published).toBe(false);
  });

  it('edits its texts and flag, keeping the PDF unless a new one comes, each change audited', async () => {
    const brochure = await createBrochure({ published: 'true' });
    const edited = await call(t, 'PUT', `/api/brochure/update/${brochure._id}`, {
      token: superToken,
      body: { title_en: 'Palm Hills brochure 2027', title_ar: titles.title_ar, published: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().response).toMatchObject({
      title_en: 'Palm Hills brochure 2027',
      pdf: brochure.pdf,
      published: false,
    });

    const replaced = await callMultipart(
      t,
      'PUT',
      `/api/brochure/update/${brochure._id}`,
      { ...titles, published: 'true', pdf: pdfFile('new.pdf') },
      superToken,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const { pdf, published } = replaced.json().response;
    expect(published).toBe(true);
    expect(pdf).not.toBe(brochure.pdf);
    expect(await isStored(t, brochure.pdf)).toBe(false);

    const deleted = await call(t, 'DELETE', `/api/brochure/delete/${brochure._id}`, { token: superToken });
    expect(deleted.json()).toEqual({ message: 'Brochure deleted' });
    expect(await isStored(t, pdf)).toBe(false);
    const audit = await call(t, 'GET', `/api/audit?kind=content&item=${brochure._id}`, { token: superToken });
    expect(
      audit
        .json()
        .items.map((entry: { action: string }) => entry.action)
        .reverse(),
    ).toEqual(['create_brochure', 'update_brochure', 'update_brochure', 'delete_brochure']);
  });

  it("refuses with its fields' messages, a file that is not a PDF, and ordinary admins", async () => {
    const before = await storedFiles(t);
    const missing = await callMultipart(t, 'POST', '/api/brochure/create', { title_en: '' }, superToken);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      title_en: 'English title is required',
      title_ar: 'Arabic title is required',
      pdf: 'PDF is required',
    });
    const picture = await callMultipart(
      t,
      'POST',
      '/api/brochure/create',
      { ...titles, pdf: await imageFile() },
      superToken,
    );
    expect(picture.json().message).toBe('The document must be a PDF file');
    const ordinary = await callMultipart(
      t,
      'POST',
      '/api/brochure/create',
      { ...titles, pdf: pdfFile() },
      adminToken,
    );
    expect(ordinary.statusCode).toBe(403);
    expect(await storedFiles(t)).toEqual(before);
  });

  it('keeps its PDF through the orphan sweep a day later: its file field declares the column', async () => {
    const { pdf } = await createBrochure();
    const orphan = await t.app.storage.save('public', Readable.from([sampleFile('png')]), {
      types: fileTypes.image,
      maxBytes: 1024 * 1024,
    });
    const dayLater = new Date(Date.now() + orphanAgeMs + 60_000);
    expect(await sweepOrphans(t.db, t.app.storage, storedKeyColumns(), dayLater)).toEqual([orphan.key]);
    expect((await t.app.inject({ method: 'GET', url: pdf })).statusCode).toBe(200);
  });
});

describe("a content type's export, drawn from its field list", () => {
  it('exports every brochure, a column per field titled by its label, the flag as Yes or No', async () => {
    const brochure = await createBrochure({ published: 'true', title_en: 'Zed brochure' });
    const reply = await call(t, 'GET', '/api/export/brochure?format=csv&search=ignored', {
      token: adminToken,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/filename="brochure-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(reply.rawPayload.subarray(3).toString('utf8'));
    expect(header).toEqual(['English title', 'Arabic title', 'PDF', 'Published', 'Created']);
    const row = rows.find((cells) => cells[0] === 'Zed brochure');
    expect(row?.slice(0, 4)).toEqual(['Zed brochure', titles.title_ar, brochure.pdf, 'Yes']);
    expect(row?.[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows.length).toBe(
      (await call(t, 'GET', '/api/brochure/all', { token: adminToken })).json().response.length,
    );
    const audit = await call(t, 'GET', '/api/audit?kind=export&item=brochure', { token: superToken });
    expect(audit.json().items[0]).toMatchObject({ action: 'export', item_id: 'brochure' });
  });

  it("titles an Arabic admin's XLSX from the fields' Arabic labels, with نعم and لا", async () => {
    await createBrochure({ title_en: 'Arabic sheet brochure' });
    const chosen = await call(t, 'PUT', '/api/admin/preferences', {
      token: adminToken,
      body: { language: 'ar' },
    });
    expect(chosen.statusCode).toBe(200);
    const reply = await call(t, 'GET', '/api/export/brochure?format=xlsx', { token: adminToken });
    await call(t, 'PUT', '/api/admin/preferences', { token: adminToken, body: { language: 'en' } });
    expect(reply.statusCode).toBe(200);
    const [header, ...rows] = await readXlsx(reply.rawPayload);
    expect(header).toEqual(['العنوان بالإنجليزية', 'العنوان بالعربية', 'ملف PDF', 'منشور', 'تاريخ الإنشاء']);
    const row = rows.find((cells) => cells[0] === 'Arabic sheet brochure');
    expect(row?.[3]).toBe('لا');
    expect(row?.[4]).toBeInstanceOf(Date);
  });
});

describe('the types moved onto their field lists', () => {
  it("reply with the spec's fields in the order they had, each list and each create alike", async () => {
    const created = async (path: string, fields: Parameters<typeof callMultipart>[3]) => {
      const reply = await callMultipart(t, 'POST', path, fields, superToken);
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json().response;
    };
    const image = await imageFile();
    const members = {
      '/api/team/all': await created('/api/team/create', {
        ...{ name: 'Salma Adel', age: '31', profession: 'Sales coach', experience: '8' },
        ...{ strength: 'Launches', phone: '01012345678', whatsapp: '01112345678', image },
      }),
      '/api/guideline/user_type/Broker': await created('/api/guideline/create', {
        ...{ name_en: 'How to add', name_ar: 'كيف تضيف', user_type: 'Broker', video: mp4File() },
      }),
      '/api/slider/Broker': await created('/api/slider/create', { user_type: 'Broker', image }),
      '/api/simsar_discount': await created('/api/simsar_discount/create', { text_en: '10% off', image }),
    };
    const orders = Object.values(members).map((one) => Object.keys(one));
    expect(orders).toEqual([
      [
        '_id',
        'image',
        'name',
        'age',
        'profession',
        'experience',
        'strength',
        'phone',
        'whatsapp',
        'createdAt',
      ],
      ['_id', 'name_en', 'name_ar', 'video', 'user_type', 'createdAt'],
      ['_id', 'image', 'link', 'user_type', 'createdAt'],
      ['_id', 'image', 'text_en', 'text_ar', 'createdAt'],
    ]);
    expect(members['/api/simsar_discount']).toMatchObject({ text_ar: null });
    for (const [list, one] of Object.entries(members)) {
      const listed = await call(t, 'GET', list, { token: adminToken });
      expect(listed.body).toContain(JSON.stringify(one));
    }
  });
});
