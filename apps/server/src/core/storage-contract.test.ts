import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it } from 'vitest';
import { oleFileWith, sampleFile } from '../../test/files.ts';
import { newTestBucket } from '../../test/s3.ts';
import { fileTypes, type Storage } from './storage.ts';
import { LocalStorage } from './storage-local.ts';
import { S3Storage } from './storage-s3.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Every stored key, and for S3 every object in the bucket whatever its name (nothing else may hide). */
async function everything(storage: Storage): Promise<string[]> {
  if (storage instanceof S3Storage) {
    const bucket = (storage as unknown as { bucket: string }).bucket;
    const page = await storage.client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (page.Contents ?? []).map((object) => object.Key ?? '');
  }
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys;
}

const stores: [string, () => Promise<Storage>][] = [
  [
    'on disk',
    async () => {
      const root = await fs.mkdtemp(path.join(os.tmpdir(), 'simsar-contract-'));
      cleanups.push(() => fs.rm(root, { recursive: true, force: true }));
      return new LocalStorage(root);
    },
  ],
  ['in an S3 bucket (s3rver)', async () => new S3Storage(await newTestBucket())],
];

/** `size` bytes of an MP4 (its real head, then filler), in 1 MB chunks as a request brings them. */
function video(size: number): Readable {
  const head = sampleFile('mp4', 1024 * 1024);
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += head.length)
        yield head.subarray(0, Math.min(head.length, size - sent));
    })(),
  );
}

describe.each(stores)('storage %s', (_name, open) => {
  it('stores a file whole and reads it back, its size, type and any byte range', async () => {
    const storage = await open();
    const content = sampleFile('png', 50_000);
    const stored = await storage.save('public', Readable.from([content]), {
      types: fileTypes.image,
      maxBytes: 1e6,
    });
    expect(stored.key).toMatch(/^public\/\d{4}-\d{2}\/[\w-]+\.png$/);
    expect(await storage.stat(stored.key)).toMatchObject({ size: 50_000, mime: 'image/png' });
    expect(Buffer.concat(await (await storage.open(stored.key)).toArray())).toEqual(content);
    const part = await storage.open(stored.key, { start: 1000, end: 1999 });
    expect(Buffer.concat(await part.toArray())).toEqual(content.subarray(1000, 2000));
    expect(await everything(storage)).toEqual([stored.key]);
    await storage.remove(stored.key);
    await storage.remove(stored.key); // a missing one is no error
    expect(await storage.stat(stored.key)).toBeUndefined();
    await expect(storage.open(stored.key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await storage.stat('public/../private/x.pdf')).toBeUndefined();
    expect(await everything(storage)).toEqual([]);
  });

  it('keeps nothing of a refused type, a workbook-less OLE file or a file over the limit', async () => {
    const storage = await open();
    await expect(
      storage.save('public', Readable.from([sampleFile('pdf')]), { types: fileTypes.image, maxBytes: 1e6 }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
    await expect(
      storage.save('private', Readable.from([oleFileWith('WordDocument')]), {
        types: fileTypes.spreadsheet,
        maxBytes: 1e6,
      }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
    await expect(
      storage.save('public', video(3 * 1024 * 1024), { types: fileTypes.video, maxBytes: 2 * 1024 * 1024 }),
    ).rejects.toMatchObject({ code: 'TOO_LARGE' });
    expect(await everything(storage)).toEqual([]);
  });

  it('streams a large video in parts and aborts it when it proves too large halfway', async () => {
    const storage = await open();
    const sent: string[] = [];
    if (storage instanceof S3Storage) {
      storage.client.middlewareStack.add(
        (next, context) => (args) => {
          sent.push(String(context.commandName));
          return next(args);
        },
        { step: 'initialize' },
      );
    }
    const rules = { types: fileTypes.video, maxBytes: 20 * 1024 * 1024 };
    const stored = await storage.save('public', video(18 * 1024 * 1024), rules);
    expect(await storage.stat(stored.key)).toMatchObject({ size: 18 * 1024 * 1024 });
    await expect(storage.save('public', video(30 * 1024 * 1024), rules)).rejects.toMatchObject({
      code: 'TOO_LARGE',
    });
    expect(await everything(storage)).toEqual([stored.key]);
    if (storage instanceof S3Storage) {
      // Parts of 8 MB: both uploads were multipart; the refused one was aborted, not left to linger.
      expect(sent.filter((name) => name === 'CreateMultipartUploadCommand')).toHaveLength(2);
      expect(sent.filter((name) => name === 'CompleteMultipartUploadCommand')).toHaveLength(1);
      expect(sent.filter((name) => name === 'AbortMultipartUploadCommand')).toHaveLength(1);
    }
  });

  it('writes a file under a given key as it is (a restore)', async () => {
    const storage = await open();
    const content = sampleFile('pdf', 20_000);
    await storage.write('private/2026-01/restored.pdf', Readable.from([content]));
    expect(await storage.stat('private/2026-01/restored.pdf')).toMatchObject({
      size: 20_000,
      mime: 'application/pdf',
    });
    const listed: string[] = [];
    for await (const file of storage.list()) listed.push(file.key);
    expect(listed).toEqual(['private/2026-01/restored.pdf']);
  });
});
