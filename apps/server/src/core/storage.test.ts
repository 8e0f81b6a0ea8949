import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipartBody, oleFileWith, sampleFile, zipOf } from '../../test/files.ts';
import { registerErrorHandler } from './errors.ts';
import { fileTypes } from './storage.ts';
import { LocalStorage, stalePartMs } from './storage-local.ts';
import { readUploadForm } from './uploads.ts';

let root: string;
let storage: LocalStorage;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'simsar-storage-'));
  storage = new LocalStorage(root);
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, dir), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const imageRules = { types: fileTypes.image, maxBytes: 64 * 1024 };

describe('local storage', () => {
  it('stores a streamed image whole, named by its real type', async () => {
    const content = sampleFile('png', 20_000);
    const stored = await storage.save(
      'public',
      Readable.from([content.subarray(0, 3000), content.subarray(3000)]),
      imageRules,
    );
    expect(stored).toMatchObject({ mime: 'image/png', ext: 'png', size: 20_000 });
    expect(stored.url).toMatch(/^\/media\/\d{4}-\d{2}\/[\w-]+\.png$/);
    expect(await fs.readFile(path.join(root, stored.key))).toEqual(content);
    expect(await filesUnder('tmp')).toEqual([]);
  });

  it('refuses a file whose content is not of an accepted type, whatever its name, and keeps nothing', async () => {
    await expect(
      storage.save('public', Readable.from([sampleFile('text')]), imageRules),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_TYPE',
    });
    await expect(
      storage.save('public', Readable.from([sampleFile('pdf')]), imageRules),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_TYPE',
    });
    expect([...(await filesUnder('public')), ...(await filesUnder('tmp'))]).toEqual([]);
  });

  it('refuses a file over the limit and keeps nothing', async () => {
    const big = sampleFile('png', 200_000);
    await expect(storage.save('private', Readable.from([big]), imageRules)).rejects.toMatchObject({
      code: 'TOO_LARGE',
    });
    expect([...(await filesUnder('private')), ...(await filesUnder('tmp'))]).toEqual([]);
  });
});

describe('multipart uploads', () => {
  async function uploadApp() {
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(multipart);
    app.post('/upload', async (request) => {
      const upload = await readUploadForm(request, storage, z.object({ name: z.string().optional() }), {
        images: { ...imageRules, visibility: 'public', maxCount: 2 },
        pdf: { types: fileTypes.pdf, maxBytes: 1024 * 1024, visibility: 'private' },
      });
      return { fields: upload.fields, files: upload.files };
    });
    return app;
  }

  it('stores every file of known fields and returns the text fields', async () => {
    const app = await uploadApp();
    const body = multipartBody([
      { name: 'name', value: 'Palm Hills' },
      { name: 'images', filename: 'a.png', content: sampleFile('png') },
      { name: 'images', filename: 'b.jpg', content: sampleFile('jpeg') },
      { name: 'pdf', filename: 'brochure.pdf', content: sampleFile('pdf') },
    ]);
    const reply = await app.inject({ method: 'POST', url: '/upload', ...body });
    expect(reply.statusCode).toBe(200);
    const { fields, files } = reply.json();
    expect(fields).toEqual({ name: 'Palm Hills' });
    expect(files.images.map((f: { mime: string }) => f.mime)).toEqual(['image/png', 'image/jpeg']);
    expect(files.pdf[0].url).toMatch(/^\/api\/files\//);
    expect(await filesUnder('public')).toHaveLength(2);
  });

  it('removes the files already stored when a later one is refused, and still answers', async () => {
    const app = await uploadApp();
    const body = multipartBody([
      { name: 'images', filename: 'a.png', content: sampleFile('png') },
      { name: 'pdf', filename: 'renamed.pdf', content: sampleFile('text', 600_000) },
      { name: 'name', value: 'after the bad file' },
    ]);
    const reply = await app.inject({ method: 'POST', url: '/upload', ...body });
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toMatchObject({ code: 'UNSUPPORTED_TYPE' });
    expect([
      ...(await filesUnder('public')),
      ...(await filesUnder('private')),
      ...(await filesUnder('tmp')),
    ]).toEqual([]);
  });

  it('refuses more files than a field takes', async () => {
    const app = await uploadApp();
    const png = { name: 'images', filename: 'a.png', content: sampleFile('png') };
    const reply = await app.inject({ method: 'POST', url: '/upload', ...multipartBody([png, png, png]) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual({ images: 'At most 2 file(s) for images' });
    expect(await filesUnder('public')).toEqual([]);
  });
});

describe('availability files (spreadsheets)', () => {
  const rules = { types: fileTypes.spreadsheet, maxBytes: 1024 * 1024, label: 'Availability file' };
  const save = (content: Buffer) => storage.save('public', Readable.from([content]), rules);

  it('accepts xlsx and ods by what their zip holds, and refuses another zip', async () => {
    const xlsx = zipOf({
      '[Content_Types].xml':
        '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      'xl/workbook.xml': '<workbook/>',
    });
    expect(await save(xlsx)).toMatchObject({ ext: 'xlsx' });
    const ods = zipOf({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet', 'content.xml': '<x/>' });
    expect(await save(ods)).toMatchObject({ ext: 'ods' });
    const zip = zipOf({ 'notes.txt': 'not a spreadsheet' });
    await expect(save(zip)).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
  });

  it('accepts an xls whose directory holds a workbook, wherever the directory lies', async () => {
    expect(await save(oleFileWith('Workbook'))).toMatchObject({
      mime: 'application/vnd.ms-excel',
      ext: 'xls',
    });
    expect(await save(oleFileWith('Book', 40))).toMatchObject({ ext: 'xls' });
  });

  it('refuses another OLE file, such as a .doc, and keeps nothing of it', async () => {
    await expect(save(oleFileWith('WordDocument'))).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
    expect(await filesUnder('public')).toEqual([]);
    expect(await filesUnder('tmp')).toEqual([]);
  });

  it('accepts CSV text and refuses binary or separator-less text', async () => {
    const csv = Buffer.from('type,area,price\nستوديو,45,"1,250,000"\nشقة,120,3400000\n');
    expect(await save(csv)).toMatchObject({ mime: 'text/csv', ext: 'csv' });
    await expect(save(Buffer.from('just one line of words\n'))).rejects.toMatchObject({
      code: 'UNSUPPORTED_TYPE',
    });
    await expect(save(Buffer.from('a,b\n\u0000\u0001,c\n'))).rejects.toMatchObject({
      code: 'UNSUPPORTED_TYPE',
    });
  });

  it('still refuses a CSV where only images are accepted', async () => {
    await expect(
      storage.save('public', Readable.from([Buffer.from('a,b\n1,2\n')]), imageRules),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_TYPE',
    });
  });
});

describe('leftovers and a full disk', () => {
  it('removes at start only the .part files untouched for an hour, not uploads under way', async () => {
    // An upload still streaming when the process stops: its temporary file stays behind.
    const source = new Readable({ read() {} });
    source.push(sampleFile('png', 8_000));
    const saving = storage.save('public', source, imageRules).catch(() => undefined);
    for (let i = 0; i < 50 && (await filesUnder('tmp')).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await filesUnder('tmp')).filter((name) => name.endsWith('.part'))).toHaveLength(1);
    // Another process starting on the same (shared) folder keeps it: that upload is still going.
    new LocalStorage(root);
    expect((await filesUnder('tmp')).filter((name) => name.endsWith('.part'))).toHaveLength(1);
    // One cut off by a crash an hour ago: nothing writes it any more, the next start clears it.
    const [part] = await filesUnder('tmp');
    const anHourAgo = new Date(Date.now() - stalePartMs - 1000);
    await fs.utimes(path.join(root, 'tmp', part as string), anHourAgo, anHourAgo);
    new LocalStorage(root);
    expect(await filesUnder('tmp')).toEqual([]);
    source.destroy(new Error('the process stopped'));
    await saving;
  });

  it('answers a full disk with 507 and a message naming it', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    // /dev/full: every write fails with ENOSPC, as on a full disk.
    app.post('/write', async () => {
      await fs.writeFile('/dev/full', 'a file that does not fit');
      return {};
    });
    const reply = await app.inject({ method: 'POST', url: '/write' });
    expect(reply.statusCode).toBe(507);
    expect(reply.json()).toEqual({
      message: "The server's disk is full: nothing could be saved. Tell the system administrator.",
      code: 'INSUFFICIENT_STORAGE',
      request_id: reply.headers['x-request-id'] ?? expect.any(String),
    });
    await app.close();
  });
});
