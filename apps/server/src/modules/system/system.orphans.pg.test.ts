import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sampleFile } from '../../../test/files.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { storedKeyColumns } from '../../app-api.ts';
import { postgresPool } from '../../core/db.ts';
import { fileTypes } from '../../core/storage.ts';
import { sweepOrphansOnce } from './system.orphans.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('lets one process at a time sweep: another holding the lock makes this one skip its round', async () => {
  await t.app.storage.save('public', Readable.from([sampleFile('png')]), {
    types: fileTypes.image,
    maxBytes: 1024 * 1024,
  });
  const pool = postgresPool(t.db);
  if (!pool) throw new Error('this test runs on PostgreSQL');
  // Another process's sweep under way: it holds the lock on its own connection.
  const other = await pool.connect();
  await other.query('select pg_advisory_lock(7210001)');
  expect(await sweepOrphansOnce(t.db, t.app.storage, storedKeyColumns())).toBeUndefined();
  await other.query('select pg_advisory_unlock(7210001)');
  other.release();
  // Its round over, this one sweeps (a fresh file stays: nothing removed).
  expect(await sweepOrphansOnce(t.db, t.app.storage, storedKeyColumns())).toEqual([]);
});
