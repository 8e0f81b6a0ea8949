import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/core/db.ts';
import { keepStoredWorkClock } from '../src/modules/system/work-week.service.ts';

declare module 'vitest' {
  interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
    /** The S3-compatible server (s3rver) every run starts: test/s3.ts makes a bucket per test. */
    s3Endpoint: string;
  }
}

/**
 * Migrates one database for the whole run; every test file then starts from a copy of it:
 * a PGlite data-directory dump by default, a PostgreSQL template database with TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  const stopS3 = await startS3(project);
  const database = await setupDatabase(project);
  return async () => {
    await database();
    await stopS3();
  };
}

/**
 * s3rver, an S3-compatible server in this process on a free port with a temporary folder: the
 * storage contract tests run against it every time, the whole suite with TEST_S3=1 (test/s3.ts).
 */
async function startS3(project: TestProject): Promise<() => Promise<void>> {
  const { default: S3rver } = await import('s3rver');
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'simsar-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  return async () => {
    await server.close();
    await fs.rm(directory, { recursive: true, force: true });
  };
}

async function setupDatabase(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `simsar_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = openPostgres(withDatabase(url, template));
    await handle.migrate();
    await keepStoredWorkClock(handle.db);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openPglite(undefined);
  await handle.migrate();
  // As the server does at start: each file's copy then starts with the working clock laid out.
  await keepStoredWorkClock(handle.db);
  const dump = await handle.dump?.();
  if (!dump) throw new Error('PGlite could not dump its data directory');
  await handle.close();
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'simsar-test-')), 'snapshot.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => fs.rm(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
