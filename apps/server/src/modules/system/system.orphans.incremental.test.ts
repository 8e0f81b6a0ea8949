import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { sampleFile } from '../../../test/files.ts';
import { buildAdmin, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { storedFiles } from '../../../test/stored.ts';
import { storedKeyColumns } from '../../app-api.ts';
import { rowsOf } from '../../core/db.ts';
import { fileTypes } from '../../core/storage.ts';
import { orphanAgeMs, sweepOrphans } from './system.orphans.service.ts';

/**
 * The sweep judges only the files that grew older than a day since the last one, the point it
 * reached kept in the database (docs/decisions/423): what is uploaded after a sweep is judged by the
 * next, and a file a row points at is kept whenever it is judged.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const judgedBefore = async () =>
  rowsOf<{ at: string }>(await t.db.execute(sql`select judged_before::text as at from file_sweeps`)).map(
    (row) => new Date(row.at).toISOString(),
  );

it('keeps a file uploaded after a sweep that a row points at, and removes an unreferenced one on the next sweep', async () => {
  const superToken = await signInSuper(t);
  const ordinary = await buildAdmin(t, superToken);
  const broker = await buildBroker(t, superToken, ordinary.admin._id);
  await buildProject(t, superToken);

  const first = new Date();
  expect(await sweepOrphans(t.db, t.app.storage, storedKeyColumns(), first)).toEqual([]);
  expect(await judgedBefore()).toEqual([new Date(first.getTime() - orphanAgeMs).toISOString()]);

  // Since that sweep: a form's image (a row points at it) and a file no row will ever point at.
  const before = await storedFiles(t);
  const form = await buildSubmission(t, 'form', broker.token);
  const orphan = await t.app.storage.save('private', Readable.from([sampleFile('png')]), {
    types: fileTypes.image,
    maxBytes: 1024 * 1024,
  });
  const image = (await storedFiles(t)).filter((key) => !before.includes(key) && key !== orphan.key);
  expect(image).toHaveLength(1);

  // The next sweep, once both are older than a day: the orphan goes, the form's image and every
  // file uploaded before stay.
  const next = new Date(Date.now() + orphanAgeMs + 60_000);
  expect(await sweepOrphans(t.db, t.app.storage, storedKeyColumns(), next)).toEqual([orphan.key]);
  expect(await storedFiles(t)).toEqual([...before, ...image].sort());
  expect(await judgedBefore()).toEqual([new Date(next.getTime() - orphanAgeMs).toISOString()]);
  const served = await t.app.inject({
    method: 'GET',
    url: `/api/files/${image[0]?.replace(/^private\//, '')}`,
    headers: { authorization: `Bearer ${superToken}` },
  });
  expect(served.statusCode, form._id).toBe(200);
});
