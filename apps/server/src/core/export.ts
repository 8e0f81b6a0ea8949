import { EventEmitter, once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { type ExportHeader, exportHeaders, exportYesNo } from '@simsar/contract/exports';
import type { Language } from '@simsar/contract/sign-in';
import ExcelJS from 'exceljs';

/** A cell as a list's export column gives it; money and counts are numbers, times are dates, yes/no a boolean. */
export type ExportCell = string | number | Date | boolean | null | undefined;

/** One column of an export: its header, how an item fills it, and how the cell is shown in XLSX. */
export type ExportColumn<Item> = {
  /**
   * Its title, written in the asking admin's language (contract `exportHeaders`), or a title with its
   * Arabic beside it (a queue's own field, docs/decisions/380).
   */
  header: ExportHeader | { en: string; ar: string };
  // A method, so that a list of any item is a list of the registry's (its items read only by its columns).
  value(item: Item): ExportCell;
  /** `money`: EGP with separators; `date`: day only; `time`: day and time. Default: as the value is. */
  format?: 'money' | 'date' | 'time';
};

export type ExportFormat = 'csv' | 'xlsx';

export const exportFormats = {
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
} as const satisfies Record<ExportFormat, { type: string; extension: string }>;

/**
 * Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * first, OWASP's CSV injection list) gets a leading apostrophe, so it is shown as typed and never
 * run. Numbers are written as numbers and need none.
 */
export function inertText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const csvQuoted = /[",\r\n]/;

/** A column's title in a language. */
const titleIn = (language: Language, header: ExportColumn<unknown>['header']) =>
  typeof header === 'string' ? (language === 'ar' ? exportHeaders[header] : header) : header[language];

/** A yes/no cell in a language. */
const yesNoIn = (language: Language, flag: boolean) => exportYesNo[language][flag ? 'yes' : 'no'];

function csvCell(cell: ExportCell, format: ExportColumn<unknown>['format'], language: Language): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'boolean') return yesNoIn(language, cell);
  if (cell instanceof Date) {
    const iso = cell.toISOString();
    return format === 'date' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
  if (typeof cell !== 'string') return String(cell);
  const text = inertText(cell);
  return csvQuoted.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The rows as CSV (RFC 4180, CRLF), after a UTF-8 byte order mark so that Excel reads Arabic
 * right; one batch of rows in memory at a time.
 */
export async function* csvLines<Item>(
  batches: AsyncIterable<Item[]>,
  columns: ExportColumn<Item>[],
  language: Language,
): AsyncGenerator<string> {
  yield `\uFEFF${columns.map((column) => csvCell(titleIn(language, column.header), undefined, language)).join(',')}\r\n`;
  for await (const items of batches) {
    let chunk = '';
    for (const item of items) {
      chunk += `${columns.map((column) => csvCell(column.value(item), column.format, language)).join(',')}\r\n`;
    }
    yield chunk;
  }
}

const numberFormats = {
  money: '#,##0.00 "EGP"',
  date: 'yyyy-mm-dd',
  time: 'yyyy-mm-dd hh:mm',
} as const;

function xlsxCell(cell: ExportCell, language: Language): ExcelJS.CellValue {
  if (cell === undefined) return null;
  if (typeof cell === 'boolean') return yesNoIn(language, cell);
  return typeof cell === 'string' ? inertText(cell) : cell;
}

/** The writable end the zip reads a sheet from, with its state (exceljs's readable-stream 2 PassThrough). */
type ZipIntake = EventEmitter & { _writableState?: { needDrain?: boolean } };

/**
 * Where a streaming sheet's rows wait to be compressed: exceljs writes them to the sheet's own
 * buffer, which the zip reads through a PassThrough of its making, and neither tells the writer to
 * wait, so a sheet written faster than it is compressed waited whole in memory (+130 MB for 100,000
 * rows). That PassThrough's `needDrain` is the back-pressure the rows need; undefined if exceljs is
 * ever built otherwise (the export still works, without the bound).
 */
function zipIntakeOf(sheet: unknown): ZipIntake | undefined {
  const into = (sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0];
  return into instanceof EventEmitter && '_writableState' in into ? (into as ZipIntake) : undefined;
}

/**
 * The rows as an XLSX workbook of one sheet, written as they come by exceljs's streaming
 * WorkbookWriter (each row committed, never the whole sheet in memory): money as numbers shown in
 * EGP with separators, times as dates, the header row bold and frozen. In Arabic the titles are
 * Arabic and the sheet opens right to left, its first column on the right.
 */
export function xlsxStream<Item>(
  batches: AsyncIterable<Item[]>,
  columns: ExportColumn<Item>[],
  sheetName: string,
  language: Language,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'ar' }],
  });
  sheet.columns = columns.map((column) => ({
    header: titleIn(language, column.header),
    width: Math.max(12, titleIn(language, column.header).length + 2),
    ...(column.format && { style: { numFmt: numberFormats[column.format] } }),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const intake = zipIntakeOf(sheet);
  (async () => {
    for await (const items of batches) {
      for (const item of items)
        sheet.addRow(columns.map((column) => xlsxCell(column.value(item), language))).commit();
      // The zip and the reader set the pace: the next batch is read once this one is compressed
      // and taken (without the first wait the whole sheet waited in memory for the zip).
      if (intake?._writableState?.needDrain) await once(intake, 'drain');
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
