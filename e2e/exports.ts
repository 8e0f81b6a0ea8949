import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/**
 * Chooses the screen's export button (named in the console's language), then the format, and returns
 * the file the browser saved.
 */
export async function exportAs(page: Page, format: 'Excel (XLSX)' | 'CSV', button = 'Export') {
  await page.getByRole('button', { name: button }).click();
  const saving = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  const download = await saving;
  return { name: download.suggestedFilename(), body: await readFile(await download.path()) };
}

/** An XLSX file's first sheet: its rows, cells from the first column, and whether it reads right to left. */
export async function readSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { rows, rightToLeft: sheet?.views[0]?.rightToLeft ?? false };
}
