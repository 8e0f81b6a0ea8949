import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInSuper, startTestApp, type TestApp } from './harness.ts';

// JSON replies of 1 kB and more are compressed as the caller accepts.
let t: TestApp;
let token: string;
let webDist: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'simsar-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<title>__PRODUCT_NAME__</title>');
  await fs.writeFile(path.join(webDist, 'assets', 'app.js'), script);
  t = await startTestApp({ webDist });
  token = await signInSuper(t);
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
    },
  });

it('sends a large JSON reply in brotli or gzip, as accepted, and plain to a caller who accepts neither', async () => {
  const plain = await get('/api/docs/json');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(1024);

  const brotli = await get('/api/docs/json', 'gzip, deflate, br');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toContain('accept-encoding');
  expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

  const gzip = await get('/api/docs/json', 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
});

it('leaves a small JSON reply and the console’s files as they are', async () => {
  const health = await get('/api/health', 'br, gzip');
  expect(health.headers['content-encoding']).toBeUndefined();
  expect(health.json()).toEqual({ status: 'ok', database: 'ok' });

  const asset = await get('/assets/app.js', 'br, gzip');
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['content-encoding']).toBeUndefined();
  expect(asset.body).toBe(script);
});

it('takes no compressed request body', async () => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    payload: zlib.gzipSync(JSON.stringify({ email: 'super@simsar.test', password: 'Super-secret-1' })),
  });
  expect(reply.statusCode).toBe(400);
});
