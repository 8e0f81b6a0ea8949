import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../src/core/db.ts';
import { prepareDatabase } from '../src/prepare-database.ts';
import { withDatabase } from './global-setup.ts';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): three processes' start-ups, each with a
// pool of its own, on one EMPTY database at once (docs/decisions/232).
const url = process.env.TEST_DATABASE_URL as string;
const name = `simsar_start_${randomUUID().replaceAll('-', '')}`;
const admin = new pg.Client({ connectionString: url });
const handles: DatabaseHandle[] = [];
beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.query(`ALTER DATABASE ${name} SET client_min_messages = warning`);
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

it('brings every process up when several start at once on an empty database, with one super admin', async () => {
  // Pools of one connection, as DATABASE_POOL_SIZE=1 gives: the lock's own connection is apart.
  for (let i = 0; i < 3; i++) handles.push(openPostgres(withDatabase(url, name), () => {}, 1));
  const credentials = { email: 'first@simsar.test', password: 'First-secret-1' };
  const started = await Promise.allSettled(handles.map((handle) => prepareDatabase(handle, credentials)));
  expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
  const created = started.flatMap((result) =>
    result.status === 'fulfilled' && result.value ? [result.value] : [],
  );
  expect(created).toEqual([{ email: 'first@simsar.test' }]);
  const reader = new pg.Client({ connectionString: withDatabase(url, name) });
  await reader.connect();
  const { rows } = await reader.query('select email, is_super from admins');
  await reader.end();
  expect(rows).toEqual([{ email: 'first@simsar.test', is_super: true }]);
});
