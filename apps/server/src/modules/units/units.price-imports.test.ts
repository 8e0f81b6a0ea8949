import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildAdmin, call, useTestApp } from '../../../test/harness.ts';
import { callMultipart, pdfFile, type TestFile } from '../../../test/multipart.ts';
import { parseCsv, readXlsx } from '../../../test/spreadsheets.ts';
import { buildUnit } from '../../../test/unit-builders.ts';
import { cairoDay } from '../../core/work-calendar.ts';

/** A developer's price sheet imported into a project's price list (docs/decisions/551). */
const t = useTestApp();

const csvFile = (text: string, name = 'prices.csv'): TestFile => ({
  name,
  bytes: new TextEncoder().encode(text),
  type: 'text/csv',
});

async function xlsxFile(rows: (string | number)[][]): Promise<TestFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  for (const row of rows) sheet.addRow(row);
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return {
    name: 'prices.xlsx',
    bytes,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

const types = JSON.stringify([
  { name_en: 'Villa', name_ar: 'فيلا', areas_and_prices: [{ price: 12_000_000, area: 250 }] },
  { name_en: 'Apartment', name_ar: 'شقة', areas_and_prices: [{ price: 4_000_000, area: 120 }] },
]);

const mapping = {
  unit_type: 'Unit',
  area: 'Area m2',
  price: 'Price EGP',
  down_payment: 'Down %',
  years: 'Years',
};

async function developer(name: string) {
  const reply = await call(t, 'POST', '/api/developers', {
    token: t.superToken,
    body: { name_en: name, name_ar: `${name} ع` },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().developer._id as string;
}

const upload = (unitId: string, file: TestFile | undefined, token = t.superToken) =>
  callMultipart(t, 'POST', `/api/units/${unitId}/price_sheet`, { file }, token);
const preview = (importId: string, body: unknown, token = t.superToken) =>
  call(t, 'POST', `/api/units/price_imports/${importId}/preview`, { token, body });
const publish = (importId: string, body: unknown, token = t.superToken) =>
  call(t, 'POST', `/api/units/price_imports/${importId}/publish`, { token, body });

describe('importing a price sheet', () => {
  it('previews old -> new, publishes the readable rows and returns the unreadable one with its reason', async () => {
    const developerId = await developer('Sheet Developer');
    const unit = await buildUnit(t, t.superToken, {
      project_name: 'Sheet Towers',
      types,
      developer_id: developerId,
    });
    const sheet = [
      'Unit,Area m2,Price EGP,Down %,Years',
      'Villa,250,"13,000,000",10,8',
      'Apartment,120,4200000,10,8',
      'Apartment,135,abc,10,8',
    ].join('\r\n');
    const uploaded = await upload(unit._id, csvFile(sheet));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { import_id, headers, rows, mapping: remembered } = uploaded.json();
    expect(headers).toEqual(['Unit', 'Area m2', 'Price EGP', 'Down %', 'Years']);
    expect(rows).toBe(3);
    expect(remembered).toBeNull();

    const seen = await preview(import_id, { mapping });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      read: 2,
      rejected: [{ row: 4, reason: 'The price is not a whole number of EGP' }],
      today: cairoDay(new Date()),
    });
    expect(seen.json().changes).toEqual([
      // The sheet's one plan takes the place of the project's two.
      { field: 'down_payment', type: null, position: 2, old: 20, new: null },
      { field: 'years', type: null, position: 2, old: 6, new: null },
      {
        field: 'price',
        type: { name_en: 'Villa', name_ar: 'فيلا' },
        position: 1,
        old: 12_000_000,
        new: 13_000_000,
      },
      {
        field: 'price',
        type: { name_en: 'Apartment', name_ar: 'شقة' },
        position: 1,
        old: 4_000_000,
        new: 4_200_000,
      },
    ]);

    const today = cairoDay(new Date());
    const published = await publish(import_id, { mapping, effective_from: today });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ message: 'Price list published', rejected: 1 });
    const project = (await call(t, 'GET', `/api/units/unit/${unit._id}`, { token: t.superToken })).json()
      .response;
    expect(
      project.types.map((type: { areas_and_prices: { price: number }[] }) => type.areas_and_prices),
    ).toEqual([[{ price: 13_000_000, area: 250 }], [{ price: 4_200_000, area: 120 }]]);
    const prices = (await call(t, 'GET', `/api/units/${unit._id}/prices`, { token: t.superToken })).json();
    expect(prices.versions).toHaveLength(2);
    expect(prices.current.effective_from).toBe(today);

    const file = await call(t, 'GET', `/api/units/price_imports/${import_id}/rejected?format=csv`, {
      token: t.superToken,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(parseCsv(file.body.replace(/^\uFEFF/, ''))).toEqual([
      ['Unit', 'Area m2', 'Price EGP', 'Down %', 'Years', 'Reason'],
      ['Apartment', '135', 'abc', '10', '8', 'The price is not a whole number of EGP'],
    ]);
    const again = await publish(import_id, { mapping, effective_from: today });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This price sheet was already published');

    // The developer's next sheet, for another of its projects, comes with its columns mapped.
    const other = await buildUnit(t, t.superToken, {
      project_name: 'Sheet Gardens',
      types,
      developer_id: developerId,
    });
    const next = await upload(
      other._id,
      await xlsxFile([['Unit', 'Area m2', 'Price EGP', 'Down %', 'Years', 'Notes']]),
    );
    expect(next.statusCode).toBe(400);
    expect(next.json().message).toBe('The sheet has no rows under its header row');
    const xlsx = await upload(
      other._id,
      await xlsxFile([
        ['Unit', 'Area m2', 'Price EGP', 'Down %', 'Years', 'Notes'],
        ['شقة', 130, 4_500_000, 5, 10, 'corner'],
        ['Penthouse', 200, 9_000_000, 5, 10, ''],
      ]),
    );
    expect(xlsx.statusCode, xlsx.body).toBe(201);
    expect(xlsx.json().mapping).toEqual(mapping);
    const second = await preview(xlsx.json().import_id, { mapping: xlsx.json().mapping });
    expect(second.json().rejected).toEqual([
      { row: 3, reason: 'The unit type is not one of the project types' },
    ]);
    expect(second.json().changes).toEqual(
      expect.arrayContaining([
        { field: 'down_payment', type: null, position: 1, old: 10, new: 5 },
        {
          field: 'price',
          type: { name_en: 'Apartment', name_ar: 'شقة' },
          position: 1,
          old: 4_000_000,
          new: 4_500_000,
        },
      ]),
    );
    const rejectedXlsx = await call(
      t,
      'GET',
      `/api/units/price_imports/${xlsx.json().import_id}/rejected?format=xlsx`,
      {
        token: t.superToken,
      },
    );
    expect(rejectedXlsx.statusCode).toBe(200);
    const cells = await readXlsx(rejectedXlsx.rawPayload);
    expect(cells[1]).toEqual([
      'Penthouse',
      '200',
      '9000000',
      '5',
      '10',
      // An empty cell stays empty.
      undefined,
      'The unit type is not one of the project types',
    ]);
  });

  it('reads figures written in Arabic-Indic and Eastern Arabic-Indic digits, with their separators and units', async () => {
    const unit = await buildUnit(t, t.superToken, { project_name: 'Sheet Digits', types });
    const sheet = [
      'Unit,Area m2,Price EGP,Down %,Years',
      'Villa,٢٦٠ م²,"١٣٬٥٠٠٬٠٠٠ ج.م",١٠,٨',
      'Apartment,۱۲۵,"۴٬۳۰۰٬۰۰۰",۱۰,۸',
    ].join('\r\n');
    const uploaded = await upload(unit._id, csvFile(sheet));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const seen = await preview(uploaded.json().import_id, { mapping });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ read: 2, rejected: [] });
    const prices = seen.json().changes.filter((change: { field: string }) => change.field === 'price');
    expect(prices.map((change: { new: number }) => change.new)).toEqual([13_500_000, 4_300_000]);
  });

  it('refuses a day before the current prices or after today, and a sheet whose rows all fail', async () => {
    const unit = await buildUnit(t, t.superToken, { project_name: 'Sheet Dates', types });
    const sheet = csvFile('Unit;Area m2;Price EGP\nVilla;260;12500000\n');
    const { import_id } = (await upload(unit._id, sheet)).json();
    const columns = { unit_type: 'Unit', area: 'Area m2', price: 'Price EGP' };
    const before = await publish(import_id, { mapping: columns, effective_from: '2001-01-01' });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe('The new prices cannot start before the current ones');
    const future = await publish(import_id, { mapping: columns, effective_from: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('The new prices cannot start after today');
    const unknownColumn = await preview(import_id, { mapping: { ...columns, price: 'Cost' } });
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json().message).toBe('Choose a column of the sheet');

    const bad = (await upload(unit._id, csvFile('Unit,Area m2,Price EGP\n,100,5\n'))).json();
    const none = await publish(bad.import_id, { mapping: columns, effective_from: cairoDay(new Date()) });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No row of the sheet could be read');
  });

  it('takes only XLSX or CSV, is for super admins only, and answers 404 for an unknown import', async () => {
    const unit = await buildUnit(t, t.superToken, { project_name: 'Sheet Rules', types });
    const pdf = await upload(unit._id, pdfFile('prices.pdf'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('A price sheet must be an XLSX or CSV file');
    const missing = await upload(unit._id, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a price sheet (XLSX or CSV)');

    const ordinary = await buildAdmin(t, t.superToken, 'Sheet reader');
    expect((await upload(unit._id, csvFile('Unit,Area,Price\nVilla,1,1\n'), ordinary.token)).statusCode).toBe(
      403,
    );
    const { import_id } = (await upload(unit._id, csvFile('Unit,Area,Price\nVilla,1,1\n'))).json();
    const columns = { unit_type: 'Unit', area: 'Area', price: 'Price' };
    expect((await preview(import_id, { mapping: columns }, ordinary.token)).statusCode).toBe(403);
    expect(
      (await publish(import_id, { mapping: columns, effective_from: '2026-01-01' }, ordinary.token))
        .statusCode,
    ).toBe(403);
    const unknown = await preview('00000000-0000-4000-8000-000000000000', { mapping: columns });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Price sheet import not found');
    const noMapping = await preview(import_id, { mapping: { unit_type: 'Unit' } });
    expect(noMapping.statusCode).toBe(400);
  });
});
