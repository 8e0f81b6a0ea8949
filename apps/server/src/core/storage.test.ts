import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipartBody, sampleFile } from '../../test/files.ts';
import { registerErrorHandler } from './errors.ts';
import { fileTypes, LocalStorage } from './storage.ts';
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
