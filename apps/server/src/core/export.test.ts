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
