import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { sampleFile } from '../../../test/files.ts';
import { buildAdmin, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { storedFiles } from '../../../test/stored.ts';
import { buildUnit } from '../../../test/unit-builders.ts';
import { storedKeyColumns } from '../../app-api.ts';
import { fileTypes } from '../../core/storage.ts';
import { orphanAgeMs, sweepOrphans, sweepOrphansOnce } from './system.orphans.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('removes only the stored files older than a day that no row points at', async () => {
  const superToken = await signInSuper(t);
  const unit = await buildUnit(t, superToken);
  const ordinary = await buildAdmin(t, superToken);
  const broker = await buildBroker(t, superToken, ordinary.admin._id);
  await buildProject(t, superToken);
  await buildSubmission(t, 'form', broker.token); // a private image a form points at
  // A file stored by a request whose process was killed before it wrote its row or removed the file.
  const orphan = await t.app.storage.save('public', Readable.from([sampleFile('png')]), {
    types: fileTypes.image,
    maxBytes: 1024 * 1024,
  });
  const referenced = (await storedFiles(t)).filter((key) => key !== orphan.key);
  expect(referenced.length).toBeGreaterThanOrEqual(12); // the project's 9 files, 2 thumbnails, the form's image
  expect(referenced.some((key) => key.startsWith('private/'))).toBe(true);

  // Today the orphan is fresh: it may be an upload whose row is being written. It stays.
  expect(await sweepOrphansOnce(t.db, t.app.storage, storedKeyColumns())).toEqual([]);
  expect(await storedFiles(t)).toContain(orphan.key);

  // A day later it goes; every file a row points at stays, and is still served.
  const dayLater = new Date(Date.now() + orphanAgeMs + 60_000);
  expect(await sweepOrphans(t.db, t.app.storage, storedKeyColumns(), dayLater)).toEqual([orphan.key]);
  expect(await storedFiles(t)).toEqual(referenced);
  expect((await t.app.inject({ method: 'GET', url: unit.images[0] as string })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: orphan.url })).statusCode).toBe(404);
});
