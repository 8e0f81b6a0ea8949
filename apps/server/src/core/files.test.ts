import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../test/deal-builders.ts';
import { sampleFile, zipOf } from '../../test/files.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../test/harness.ts';
import { fileTypes } from './storage.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rules = { types: fileTypes.video, maxBytes: 10 * 1024 * 1024 };
const workbook = zipOf({
  '[Content_Types].xml':
    '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
  'xl/workbook.xml': '<workbook/>',
});

it('serves public media to anyone, with range requests', async () => {
  const content = sampleFile('mp4', 100_000);
  const stored = await t.app.storage.save('public', Readable.from([content]), rules);
  const whole = await t.app.inject({ method: 'GET', url: stored.url });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['accept-ranges']).toBe('bytes');
  const part = await t.app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=100-199' } });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe('bytes 100-199/100000');
  expect(part.rawPayload).toEqual(content.subarray(100, 200));
  expect(whole.headers['cache-control']).toBe('public, max-age=604800');
  expect(whole.headers['content-type']).toBe('video/mp4');
  expect(whole.rawPayload).toEqual(content);
  // The last bytes (a player reading the index at the end), an open range, one past the end.
  const tail = await t.app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=-10' } });
  expect(tail.headers['content-range']).toBe('bytes 99990-99999/100000');
  expect(tail.rawPayload).toEqual(content.subarray(99_990));
  const rest = await t.app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=99000-' } });
  expect(rest.statusCode).toBe(206);
  expect(rest.rawPayload).toEqual(content.subarray(99_000));
  const past = await t.app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=100000-' } });
  expect(past.statusCode).toBe(416);
  expect(past.headers['content-range']).toBe('bytes */100000');
  // A browser revalidating its copy gets 304, not the bytes again.
  const again = await t.app.inject({
    method: 'GET',
    url: stored.url,
    headers: { 'if-none-match': String(whole.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload).toHaveLength(0);
});

it('answers 404 for a missing or malformed media key, and HEAD without the bytes', async () => {
  const stored = await t.app.storage.save('public', Readable.from([sampleFile('png')]), {
    types: fileTypes.image,
    maxBytes: 1024 * 1024,
  });
  const head = await t.app.inject({ method: 'HEAD', url: stored.url });
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-length']).toBe(String(stored.size));
  expect(head.rawPayload).toHaveLength(0);
  for (const url of [
    '/media/2026-11/missing.png',
    '/media/..%2fprivate%2fx.pdf',
    '/media/',
    '/media/a/b/c.png',
  ]) {
    const reply = await t.app.inject({ method: 'GET', url });
    expect(reply.statusCode, url).toBe(404);
  }
});

/** A broker's deal with its receipt (a PDF): its private file's URL, served by the deal's rule. */
async function privateDocument(): Promise<string> {
  const superToken = await signInSuper(t);
  const admin = await buildAdmin(t, superToken);
  const broker = await buildBroker(t, superToken, admin.admin._id);
  const deal = await buildSubmission(t, 'deal', broker.token);
  return String(deal.image);
}

it('serves private documents only to signed-in admins', async () => {
  await buildProject(t, await signInSuper(t));
  const url = await privateDocument();
  expect(url).toMatch(/^\/api\/files\/.+\.pdf$/);
  expect((await call(t, 'GET', url)).statusCode).toBe(401);
  const media = await call(t, 'GET', url.replace('/api/files/', '/media/'));
  expect(media.statusCode).toBe(404);
  const reply = await call(t, 'GET', url, { token: await signInSuper(t) });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toBe('application/pdf');
  expect(
    (await call(t, 'GET', '/api/files/..%2f..%2fdb%2fsimsar.lock', { token: await signInSuper(t) }))
      .statusCode,
  ).toBe(404);
});

it('keeps personal data out of shared caches: API JSON no-store, private files private', async () => {
  const token = await signInSuper(t);
  for (const reply of [
    await call(t, 'GET', '/api/admin/me', { token }),
    await call(t, 'GET', '/api/admin/me'),
    await call(t, 'POST', '/api/admin/login', { body: { email: 'a@b.c', password: 'x' } }),
  ]) {
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['cache-control']).toBe('no-store');
  }
  const url = await privateDocument();
  const shown = await call(t, 'GET', url, { token });
  expect(shown.statusCode).toBe(200);
  expect(shown.headers['cache-control']).toBe('private, no-cache');
  expect(shown.headers['content-disposition']).toBeUndefined();
  // A spreadsheet (not an image, video or PDF) is downloaded, never shown in the console's origin.
  const xlsx = await t.app.storage.save('private', Readable.from([workbook]), {
    types: fileTypes.spreadsheet,
    maxBytes: 1024 * 1024,
  });
  // No upload stores one privately today: an item is made to hold it, as a future one would.
  await t.db.execute(
    sql`update deals set image_key = ${xlsx.key} where image_key = ${`private/${url.slice('/api/files/'.length)}`}`,
  );
  const sheet = await call(t, 'GET', xlsx.url, { token });
  expect(sheet.statusCode).toBe(200);
  expect(sheet.headers['cache-control']).toBe('private, no-cache');
  expect(sheet.headers['content-disposition']).toBe(
    `attachment; filename="${xlsx.key.slice(xlsx.key.lastIndexOf('/') + 1)}"`,
  );
  expect(sheet.rawPayload).toEqual(workbook);
});
