import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { call, signInSuper, startTestApp, superAdmin, type TestApp } from '../../test/harness.ts';
import { buildMember, idsOf } from '../../test/members.ts';
import { newTestBucket, testOnS3 } from '../../test/s3.ts';
import { storedFiles } from '../../test/stored.ts';
import { buildUnit } from '../../test/unit-builders.ts';
import { buildApp } from '../app.ts';
import { backup, type DatabaseSide, restore } from './backup.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './db.ts';
import { openStorage } from './storage-s3.ts';

// On the embedded database by default; with TEST_DATABASE_URL, pg_dump and pg_restore on PostgreSQL.
let t: TestApp;
let scratch: string;
let restoredHandle: DatabaseHandle | undefined;
let dropRestored = async () => {};
beforeAll(async () => {
  t = await startTestApp();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'simsar-backup-'));
});
afterAll(async () => {
  await restoredHandle?.close();
  await dropRestored();
  await t.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

/** An empty database of the same kind as the test app's: a new PostgreSQL database or PGlite folder. */
async function emptyDatabase(): Promise<{ side: DatabaseSide; open: () => Promise<DatabaseHandle> }> {
  if (t.databaseUrl) {
    const name = `simsar_restore_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    dropRestored = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
    const url = withDatabase(t.databaseUrl, name);
    return { side: { kind: 'postgres', url }, open: async () => openPostgres(url) };
  }
  const dataDir = path.join(scratch, 'restored', 'db');
  return { side: { kind: 'pglite', dataDir }, open: () => openPglite(dataDir) };
}

it('backs up, restores into an empty database and store, and finds a member and a project with its image', async () => {
  const superToken = await signInSuper(t);
  const unit = await buildUnit(t, superToken, { project_name: 'Backed-up Heights' });
  const member = await buildMember(t, { name: 'Backed-up Client' });
  const image = (await t.app.inject({ method: 'GET', url: unit.images[0] as string })).rawPayload;

  const dir = path.join(scratch, 'backup');
  const source: DatabaseSide = t.databaseUrl
    ? { kind: 'postgres', url: t.databaseUrl }
    : { kind: 'pglite', dump: t.handle.dump };
  const manifest = await backup(dir, source, t.app.storage);
  expect(manifest.files).toBe((await storedFiles(t)).length);
  // Every client's data: no other local user may read it, whatever the umask.
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  expect(entries.length).toBeGreaterThan(manifest.files);
  expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
  for (const entry of entries) {
    const mode = (await fs.stat(path.join(entry.parentPath, entry.name))).mode & 0o777;
    expect([entry.name, mode.toString(8)]).toEqual([entry.name, entry.isDirectory() ? '700' : '600']);
  }
  await expect(backup(dir, source, t.app.storage)).rejects.toThrow(/not empty/);

  // Somewhere else: an empty database and an empty store (another folder, or a new bucket).
  const target = await emptyDatabase();
  const config = {
    ...t.config,
    dataDir: path.join(scratch, 'restored'),
    s3: testOnS3 ? await newTestBucket() : undefined,
  };
  const storage = openStorage(config);
  await restore(dir, target.side, storage);
  restoredHandle = await target.open();
  const app = await buildApp({ config, db: restoredHandle.db, logger: false });
  const restored = { ...t, app, db: restoredHandle.db, config };
  try {
    const token = (await call(restored, 'POST', '/api/admin/login', { body: superAdmin })).json().token;
    const project = await call(restored, 'GET', `/api/units/unit/${unit._id}`, { token });
    expect(project.statusCode).toBe(200);
    expect(project.json().response).toMatchObject({ project_name: 'Backed-up Heights', images: unit.images });
    const served = await app.inject({ method: 'GET', url: unit.images[0] as string });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(image);
    const clients = await call(restored, 'GET', '/api/user/all_users/Client/1', { token });
    expect(idsOf(clients)).toContain(member.user._id);
  } finally {
    await app.close();
  }
}, 120_000); // two databases opened, dumped and loaded: a loaded machine takes more than the usual 30 s
