import { Readable } from 'node:stream';
import { type ExportHeader, exportHeaders, exportYesNo } from '@simsar/contract/exports';
import type { Language } from '@simsar/contract/sign-in';
import { type SheetCell, xlsxParts } from './xlsx.ts';
import { zipped } from './zip.ts';

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
  // One array of cells for every row, and each batch joined once into one flat string: not an
  // array per row, nor a chain of concatenations that the socket's write copies flat again
  // (docs/decisions/573).
  const cells = columns.map(() => '');
  for await (const items of batches) {
    const lines: string[] = [];
    for (const item of items) {
      for (let at = 0; at < columns.length; at++) {
        const column = columns[at] as ExportColumn<Item>;
        cells[at] = csvCell(column.value(item), column.format, language);
      }
      lines.push(cells.join(','));
    }
    lines.push('');
    yield lines.join('\r\n');
  }
}

/** Columns wide enough for what their format shows: `2026-11-30 14:05`, `1,250,000.00 EGP`. */
const formatWidths = { money: 18, date: 12, time: 18 } as const;

function sheetCell(cell: ExportCell, language: Language): SheetCell {
  if (cell === undefined || cell === null) return null;
  if (typeof cell === 'boolean') return yesNoIn(language, cell);
  return typeof cell === 'string' ? inertText(cell) : cell;
}

/**
 * The rows as an XLSX workbook of one sheet (core/xlsx.ts), written and compressed as they come,
 * one batch in memory: money as numbers shown in EGP with separators, times as dates, the header row
 * bold and frozen. In Arabic the titles are Arabic and the sheet opens right to left, its first
 * column on the right. The reader sets the pace: the next batch is read when this one is taken.
 */
export function xlsxStream<Item>(
  batches: AsyncIterable<Item[]>,
  columns: ExportColumn<Item>[],
  sheetName: string,
  language: Language,
): Readable {
  const sheetColumns = columns.map((column) => {
    const title = titleIn(language, column.header);
    const shown = column.format ? formatWidths[column.format] : 12;
    return { title, width: Math.max(shown, title.length + 2), format: column.format };
  });
  async function* rows() {
    for await (const items of batches)
      yield items.map((item) => columns.map((column) => sheetCell(column.value(item), language)));
  }
  const parts = xlsxParts({ name: sheetName, rightToLeft: language === 'ar', columns: sheetColumns }, rows());
  return Readable.from(zipped(parts, new Date()), { objectMode: false });
}
