import { controlCharacters, loneSurrogates } from '@simsar/contract/text-rules';
import type { ZipPart } from './zip.ts';

/** A cell of a written sheet: text, a number, a moment (shown by its column's format) or empty. */
export type SheetCell = string | number | Date | null;

/** A column of a written sheet: its title (bold in the frozen first row), its width and how it shows. */
export type SheetColumn = { title: string; width: number; format?: 'money' | 'date' | 'time' };

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relations = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelations = 'http://schemas.openxmlformats.org/package/2006/relationships';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Style ids of styles.xml's cellXfs, in its order. */
const styleIds = { plain: 0, title: 1, money: 2, date: 3, time: 4 } as const;

const contentTypes = `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const packageRels = `${declaration}<Relationships xmlns="${packageRelations}"><Relationship Id="rId1" Type="${relations}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const workbookRels = `${declaration}<Relationships xmlns="${packageRelations}"><Relationship Id="rId1" Type="${relations}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${relations}/styles" Target="styles.xml"/></Relationships>`;

const formatXf = (id: number) =>
  `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`;

/** Money as EGP with separators, days, and days with times; the titles bold (docs/decisions/280). */
const styles = `${declaration}<styleSheet xmlns="${main}"><numFmts count="3"><numFmt numFmtId="164" formatCode="#,##0.00 &quot;EGP&quot;"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/><numFmt numFmtId="166" formatCode="yyyy-mm-dd hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${formatXf(164)}${formatXf(165)}${formatXf(166)}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** What XML 1.0 cannot hold (control characters but tab and line ends, lone surrogates, U+FFFE/F). */
const unwritable = new RegExp(`${controlCharacters.source}|${loneSurrogates.source}|[\\uFFFE\\uFFFF]`, 'g');
/** Whether a text needs escaping or dropping at all (most do not). */
const needsWork = new RegExp(`[&<>"\\uD800-\\uDFFF\\uFFFE\\uFFFF]|${controlCharacters.source}`);
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Excel's longest text in a cell. */
const cellTextLimit = 32_767;

function xmlText(text: string): string {
  if (!needsWork.test(text)) return text;
  return text.replace(unwritable, '').replace(/[&<>"]/g, (character) => escapes[character] ?? character);
}

/** A sheet's name as Excel takes it: at most 31 characters, none of `[]:*?/\`. */
const sheetNameOf = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

function workbook(sheetName: string): string {
  return `${declaration}<workbook xmlns="${main}" xmlns:r="${relations}"><bookViews><workbookView/></bookViews><sheets><sheet name="${xmlText(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/** A, B, ... Z, AA, AB, ...: a column's letters. */
function letters(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Days since 1899-12-30, Excel's date serial, of an instant (UTC, as the CSV writes times). */
const serialOf = (at: Date) => at.getTime() / 86_400_000 + 25_569;

function textCell(reference: string, text: string, style = 0): string {
  const written = xmlText(text.length > cellTextLimit ? text.slice(0, cellTextLimit) : text);
  const space = /^\s|\s$/.test(written) ? ' xml:space="preserve"' : '';
  return `<c r="${reference}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${space}>${written}</t></is></c>`;
}

function cellXml(reference: string, cell: SheetCell, format: SheetColumn['format']): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return textCell(reference, cell);
  const number = cell instanceof Date ? serialOf(cell) : cell;
  if (!Number.isFinite(number)) return '';
  const style = format ? styleIds[format] : cell instanceof Date ? styleIds.time : styleIds.plain;
  return `<c r="${reference}"${style ? ` s="${style}"` : ''}><v>${number}</v></c>`;
}

/**
 * Rows written to one piece of XML: a piece short enough to be dropped while young (a piece of a
 * thousand rows lived long enough to be moved to the old heap, which grew by 100 MB over 100,000).
 */
const rowsInPiece = 100;

async function* sheetPieces(
  columns: SheetColumn[],
  rightToLeft: boolean,
  rows: AsyncIterable<SheetCell[][]>,
): AsyncGenerator<string> {
  const names = columns.map((_, index) => letters(index));
  const widths = columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"${column.format ? ` style="${styleIds[column.format]}"` : ''}/>`,
    )
    .join('');
  const view = `<sheetView workbookViewId="0"${rightToLeft ? ' rightToLeft="1"' : ''}><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView>`;
  const titles = columns.map((column, index) => textCell(`${names[index]}1`, column.title, styleIds.title));
  yield `${declaration}<worksheet xmlns="${main}" xmlns:r="${relations}"><sheetViews>${view}</sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${widths}</cols><sheetData><row r="1">${titles.join('')}</row>`;
  let number = 1;
  for await (const batch of rows) {
    for (let start = 0; start < batch.length; start += rowsInPiece) {
      const piece: string[] = [];
      for (const row of batch.slice(start, start + rowsInPiece)) {
        number += 1;
        const cells = columns.map((column, index) =>
          cellXml(`${names[index]}${number}`, row[index] ?? null, column.format),
        );
        piece.push(`<row r="${number}">${cells.join('')}</row>`);
      }
      yield piece.join('');
    }
  }
  yield '</sheetData></worksheet>';
}

/**
 * The parts of an XLSX workbook of one sheet (for `zipped`), its rows written as they come, one
 * batch in memory: text inline (no shared-strings table to hold), numbers and moments as numbers
 * with their column's format, the titles' row bold and frozen, right to left when asked.
 */
export function xlsxParts(
  sheet: { name: string; rightToLeft: boolean; columns: SheetColumn[] },
  rows: AsyncIterable<SheetCell[][]>,
): ZipPart[] {
  return [
    { name: '[Content_Types].xml', pieces: [contentTypes] },
    { name: '_rels/.rels', pieces: [packageRels] },
    { name: 'xl/workbook.xml', pieces: [workbook(sheet.name)] },
    { name: 'xl/_rels/workbook.xml.rels', pieces: [workbookRels] },
    { name: 'xl/styles.xml', pieces: [styles] },
    { name: 'xl/worksheets/sheet1.xml', pieces: sheetPieces(sheet.columns, sheet.rightToLeft, rows) },
  ];
}
