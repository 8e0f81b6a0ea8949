import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { zipped } from './zip.ts';

async function bytesOf(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('a zip written as its parts come', () => {
  it('holds each part whole, in many pieces or none, its CRC checked by another reader', async () => {
    const rows = Array.from({ length: 2_000 }, (_, n) => `<row r="${n}">عميل ${n} & client ${n}</row>`);
    async function* pieces() {
      for (let start = 0; start < rows.length; start += 100) yield rows.slice(start, start + 100).join('');
    }
    const at = new Date(Date.UTC(2026, 10, 30, 14, 6, 9));
    const zip = await bytesOf(
      zipped(
        [
          { name: 'first.xml', pieces: ['<a/>'] },
          { name: 'empty.txt', pieces: [] },
          { name: 'xl/sheet.xml', pieces: pieces() },
          { name: 'اسم.txt', pieces: ['', 'one', '', 'two'] },
        ],
        at,
      ),
    );
    const read = await JSZip.loadAsync(zip, { checkCRC32: true });
    expect(Object.keys(read.files)).toEqual(['first.xml', 'empty.txt', 'xl/sheet.xml', 'اسم.txt']);
    expect(await read.file('first.xml')?.async('string')).toBe('<a/>');
    expect(await read.file('empty.txt')?.async('string')).toBe('');
    expect(await read.file('xl/sheet.xml')?.async('string')).toBe(rows.join(''));
    expect(await read.file('اسم.txt')?.async('string')).toBe('onetwo');
    // The DOS time keeps even seconds.
    expect(read.file('first.xml')?.date.getTime()).toBe(Date.UTC(2026, 10, 30, 14, 6, 8));
  });

  it('ends with an error, not a broken file, when a part cannot be read', async () => {
    async function* failing() {
      yield 'begun';
      throw new Error('the database went away');
    }
    await expect(bytesOf(zipped([{ name: 'sheet.xml', pieces: failing() }], new Date()))).rejects.toThrow(
      'the database went away',
    );
  });
});
