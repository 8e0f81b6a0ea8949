import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ExportColumn, xlsxStream } from './export.ts';

type Item = { n: number; name: string };
const columns: ExportColumn<Item>[] = [
  { header: { en: 'Number', ar: 'الرقم' }, value: (item) => item.n },
  { header: { en: 'Name', ar: 'الاسم' }, value: (item) => item.name },
];

describe('an XLSX export', () => {
  it('sends its first bytes while rows are still being read, and holds every row', async () => {
    const batches = 60;
    let read = 0;
    async function* rows() {
      for (let batch = 0; batch < batches; batch++) {
        read = batch + 1;
        yield Array.from({ length: 500 }, (_, i) => ({
          n: batch * 500 + i,
          name: `محمد أحمد ${batch}-${i}`,
        }));
      }
    }
    const chunks: Buffer[] = [];
    let readAtFirstByte: number | undefined;
    for await (const chunk of xlsxStream(rows(), columns, 'Rows', 'en')) {
      readAtFirstByte ??= read;
      chunks.push(chunk as Buffer);
    }
    // A sheet that waited whole for the zip sent nothing before its last batch was read.
    expect(readAtFirstByte).toBeLessThan(batches / 2);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(batches * 500 + 1);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Number', 'Name']);
    expect(sheet?.getRow(batches * 500 + 1).values).toEqual([
      undefined,
      29_999,
      `محمد أحمد ${batches - 1}-499`,
    ]);
  });
});

describe('an XLSX workbook as written', () => {
  type Deal = { at: Date; value: number; client: string; overdue: boolean };
  const dealColumns: ExportColumn<Deal>[] = [
    { header: 'Sent', value: (item) => item.at, format: 'time' },
    { header: 'Date', value: (item) => item.at, format: 'date' },
    { header: 'Deal value (EGP)', value: (item) => item.value, format: 'money' },
    { header: 'Client', value: (item) => item.client },
    { header: 'Overdue', value: (item) => item.overdue },
  ];
  const at = new Date('2026-11-30T12:30:00Z');
  const deals: Deal[] = [
    { at, value: 1_250_000.5, client: ' <Karim & "Sons"> ', overdue: true },
    { at, value: 0, client: `=HYPERLINK("x")\u0001${'ب'.repeat(40_000)}`, overdue: false },
  ];

  async function workbookOf(language: 'en' | 'ar', sheetName = 'deal.new') {
    async function* batches() {
      yield deals;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of xlsxStream(batches(), dealColumns, sheetName, language))
      chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    return workbook;
  }

  it('holds money, days and times as numbers with their formats, text as sent, the titles bold and frozen', async () => {
    const sheet = (await workbookOf('en')).worksheets[0];
    expect(sheet?.name).toBe('deal.new');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Sent',
      'Date',
      'Deal value (EGP)',
      'Client',
      'Overdue',
    ]);
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.views[0]?.rightToLeft ?? false).toBe(false);

    const first = sheet?.getRow(2);
    expect(first?.getCell(1).value).toEqual(at);
    expect(first?.getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(first?.getCell(2).numFmt).toBe('yyyy-mm-dd');
    expect(first?.getCell(3).value).toBe(1_250_000.5);
    expect(first?.getCell(3).numFmt).toBe('#,##0.00 "EGP"');
    // Markup characters and the spaces around a name come back as typed.
    expect(first?.getCell(4).value).toBe(' <Karim & "Sons"> ');
    expect(first?.getCell(5).value).toBe('Yes');

    const second = sheet?.getRow(3);
    expect(second?.getCell(3).value).toBe(0);
    // A formula stays text, a control character XML cannot hold is dropped, and the text stops at
    // Excel's limit of 32,767 characters.
    const client = String(second?.getCell(4).value);
    expect(client.startsWith(`'=HYPERLINK("x")ب`)).toBe(true);
    expect(client).toHaveLength(32_767 - 1);
    expect(second?.getCell(5).value).toBe('No');
    // Each time column wide enough for a day and a time.
    expect(sheet?.getColumn(1).width).toBeGreaterThanOrEqual(17);
  });

  it('opens right to left with Arabic titles in Arabic, and takes any list name as a sheet name', async () => {
    const sheet = (await workbookOf('ar', 'a:b/c[d]*?e\\f and a name longer than thirty-one')).worksheets[0];
    expect(sheet?.views[0]?.rightToLeft).toBe(true);
    expect(sheet?.getRow(1).getCell(3).value).toBe('قيمة الصفقة (EGP)');
    expect(sheet?.name).toBe('a b c d   e f and a name longer');
  });
});
