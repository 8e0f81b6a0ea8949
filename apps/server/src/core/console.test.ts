import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'simsar-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<title>__PRODUCT_NAME__ Dashboard</title><meta name="product-name" content="__PRODUCT_NAME__">',
  );
  await fs.writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
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
