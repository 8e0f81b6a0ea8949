import ExcelJS from 'exceljs';

/**
 * Spreadsheet kinds that have no signature of their own in their first bytes:
 * - a legacy .xls is an OLE compound file, like a .doc or an .msi: it is one when its directory holds
 *   a "Workbook" (Excel 97 on) or "Book" (Excel 5) stream, which may lie anywhere in the file;
 * - a CSV is text: valid UTF-8 with a separator and no control characters but tab and line ends.
 */
export const xlsMime = 'application/vnd.ms-excel';
export const csvMime = 'text/csv';

// An OLE directory entry is 128 bytes: the name in UTF-16LE (64 bytes), its length in bytes with the
// terminator (2 bytes), then its object type (1 byte: 2 is a stream). Sectors are 512 or 4096 bytes
// and the header takes the first 512, so every entry starts at a multiple of 128.
const entrySize = 128;
const workbookNames = ['Workbook', 'Book'].map((name) => Buffer.from(`${name}\0`, 'utf16le'));

function isWorkbookEntry(entry: Buffer): boolean {
  const nameLength = entry.readUInt16LE(0x40);
  const isStream = entry[0x42] === 2;
  return (
    isStream &&
    workbookNames.some((name) => name.length === nameLength && entry.subarray(0, nameLength).equals(name))
  );
}

/**
 * Whether an OLE compound file holds a workbook stream, read in chunks as stored, never whole
 * (a file on disk or an object in a bucket).
 */
export async function holdsWorkbook(file: AsyncIterable<Buffer>): Promise<boolean> {
  let offset = 0;
  let carry = Buffer.alloc(0);
  // Chunks of any size: carry keeps an entry cut between two of them.
  for await (const chunk of file) {
    let data = Buffer.concat([carry, chunk as Buffer]);
    let start = 0;
    for (; start + entrySize <= data.length; start += entrySize, offset += entrySize) {
      if (offset >= 512 && isWorkbookEntry(data.subarray(start, start + entrySize))) return true;
    }
    carry = data.subarray(start);
    data = Buffer.alloc(0);
  }
  return false;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether the first bytes of a file read as CSV text (`complete`: they are the whole file). */
export function looksLikeCsv(head: Buffer, complete: boolean): boolean {
  let text: string | undefined;
  // The head may end inside a character: drop up to 3 bytes of it when the file goes on.
  for (let cut = 0; cut <= (complete ? 0 : 3) && text === undefined; cut++) {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
    } catch {
      text = undefined;
    }
  }
  if (text === undefined || text.trim() === '' || controlCharacters.test(text)) return false;
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return /[,;\t]/.test(firstLine);
}

/** A CSV's rows (RFC 4180: quoted cells may hold separators, quotes and line ends), its separator told by the first line. */
function csvRows(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = [',', ';', '\t'].reduce((best, next) =>
    firstLine.split(next).length > firstLine.split(best).length ? next : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at];
    if (quoted) {
      if (char === '"' && body[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[at + 1] === '\n') at += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A cell of a workbook as text: a number as its digits, a formula as its result, rich text joined. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { result?: unknown; richText?: { text: string }[]; text?: unknown };
    if ('result' in cell) return cellText(cell.result);
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if ('text' in cell) return cellText(cell.text);
    return '';
  }
  return String(value);
}

/** A row of a sheet: its number in the sheet (from 1) and its cells as text. */
export type SheetRow = { line: number; cells: string[] };

const filled = (row: SheetRow) => row.cells.some((cell) => cell.trim() !== '');

/**
 * The rows of a spreadsheet a person sends (a price sheet): a CSV's, or the first sheet's of an
 * XLSX workbook, each cell as text, blank rows left out. Throws on a file that does not read.
 */
export async function readSheetRows(body: Buffer, mime: string): Promise<SheetRow[]> {
  if (mime === csvMime) {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    return csvRows(text)
      .map((cells, index) => ({ line: index + 1, cells }))
      .filter(filled);
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: SheetRow[] = [];
  sheet?.eachRow((row, line) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push({ line, cells: Array.from(values, (value) => cellText(value)) });
  });
  return rows.filter(filled);
}
