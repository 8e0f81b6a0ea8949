import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let webDist: string;
const bigScript = `console.log(${JSON.stringify('simsar '.repeat(500))});`;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'simsar-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<title>__PRODUCT_NAME__ Dashboard</title><meta name="product-name" content="__PRODUCT_NAME__">',
  );
  await fs.writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  // What the web build's precompress step leaves beside an asset (docs/decisions/140).
  await fs.writeFile(path.join(webDist, 'assets', 'big.js'), bigScript);
  await fs.writeFile(path.join(webDist, 'assets', 'big.js.br'), zlib.brotliCompressSync(bigScript));
  await fs.writeFile(path.join(webDist, 'assets', 'big.js.gz'), zlib.gzipSync(bigScript));
  t = await startTestApp({ webDist, productName: 'Dalil & Co' });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

it('serves the console page, with the product name, at / and at every console route', async () => {
  for (const url of ['/', '/login', '/brokers/accept', '/unit/123']) {
    const reply = await t.app.inject({ method: 'GET', url });
    expect(reply.statusCode, url).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toBe(
      '<title>Dalil &#38; Co Dashboard</title><meta name="product-name" content="Dalil &#38; Co">',
    );
  }
});

it('serves assets as files and answers 404 for a missing one', async () => {
  const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toContain('immutable');
  const missing = await t.app.inject({ method: 'GET', url: '/assets/nope.js' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
});

it('sends security headers', async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/login' });
  expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
});

it('sends the precompressed copy of an asset the browser accepts, with the same cache rule', async () => {
  const br = await t.app.inject({
    method: 'GET',
    url: '/assets/big.js',
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toContain('javascript');
  expect(br.headers['cache-control']).toContain('immutable');
  expect(br.headers.vary).toContain('accept-encoding');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);

  const gzip = await t.app.inject({
    method: 'GET',
    url: '/assets/big.js',
    headers: { 'accept-encoding': 'gzip, deflate' },
  });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);

  const plain = await t.app.inject({ method: 'GET', url: '/assets/big.js' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(bigScript);

  // An asset without copies (too small to be worth one) goes as it is.
  const small = await t.app.inject({
    method: 'GET',
    url: '/assets/app.js',
    headers: { 'accept-encoding': 'br' },
  });
  expect(small.statusCode).toBe(200);
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.body).toBe('console.log(1)');
});
