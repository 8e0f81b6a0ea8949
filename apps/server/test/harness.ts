import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { countedStates } from '../src/app-api.ts';
import type { Clock } from '../src/core/clock.ts';
import { type Config, readConfig } from '../src/core/config.ts';
import { countedStatesDrift, installCountedStates } from '../src/core/counted-states.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/core/db.ts';
import { ensureFirstSuperAdmin } from '../src/modules/admins/admins.service.ts';
import { systemSettings } from '../src/modules/system/system.schema.ts';
import { withDatabase } from './global-setup.ts';
import { newTestBucket, testOnS3 } from './s3.ts';

export const superAdmin = { email: 'super@simsar.test', password: 'Super-secret-1' };

/** A fresh database for one test file: a copy of the migrated one made in global setup. */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `simsar_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const handle = openPostgres(withDatabase(url, name));
    return {
      handle,
      url: withDatabase(url, name),
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const snapshot = new Blob([await fs.readFile(inject('pgliteSnapshot'))]);
  return { handle: await openPglite(undefined, snapshot), drop: async () => {} };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The whole server on its own database, with the first super admin, driven through inject().
 * The assignment rule is off for every member type (the tests were written for members who stay
 * unassigned until an admin assigns them) unless `assignmentRule: 'as migrated'` keeps the
 * database's default (docs/decisions/276).
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: {
    logTo?: { write: (line: string) => void };
    clock?: Clock;
    assignmentRule?: 'off' | 'as migrated';
  } = {},
) {
  const { handle, url: databaseUrl, drop } = await openTestDatabase();
  // A file that adds a queue's row (vi.mock of the rows) gets the counting triggers its rows call
  // for, as `npm run db:counted` and a migration would give it (docs/decisions/390). Elsewhere the
  // migrated ones are already those; counted-states.test.ts fails when they are not.
  const counted = countedStates();
  if ((await countedStatesDrift(handle.db, counted)).length > 0)
    await installCountedStates(handle.db, counted);
  await ensureFirstSuperAdmin(handle.db, superAdmin);
  if (options.assignmentRule !== 'as migrated') {
    const off = { Client: 'off', Franchise: 'off', Broker: 'off' } as const;
    await handle.db.update(systemSettings).set({ assignmentRules: off }).where(eq(systemSettings.id, 1));
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'simsar-data-'));
  // Tests register many members from one address: the public limit is off unless a test sets it.
  const config: Config = {
    ...readConfig({}),
    dataDir,
    webDist: '/nonexistent',
    publicRateLimit: 0,
    // Every reply also serialised by zod and compared (core/serializer.ts).
    serializerCheck: true,
    s3: testOnS3 ? await newTestBucket() : undefined,
    ...overrides,
  };
  const app = await buildApp({
    config,
    db: handle.db,
    logger: options.logTo ?? false,
    ...(options.clock && { clock: options.clock }),
  });
  await app.ready();
  let databaseOpen = true;
  /** Closes the database under the running app (a test of what callers see then); once only. */
  const closeDatabase = async () => {
    if (databaseOpen) await handle.close();
    databaseOpen = false;
  };
  return {
    app,
    db: handle.db,
    /** The database's own handle (PGlite's dump) and, on PostgreSQL, its address: backups read them. */
    handle,
    databaseUrl,
    config,
    closeDatabase,
    close: async () => {
      await app.close();
      await closeDatabase();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's app, started before its tests with the super admin signed in, closed after them:
 * `const t = useTestApp();` in place of the file's own `beforeAll`/`afterAll`. `t` stands for the app
 * once started (read it inside tests and hooks, not at the file's top) and holds `t.superToken`.
 * A file's own `beforeAll` declared after it finds both ready.
 */
export function useTestApp(
  overrides: Parameters<typeof startTestApp>[0] = {},
  options: Parameters<typeof startTestApp>[1] = {},
): TestApp & { readonly superToken: string } {
  let started: (TestApp & { superToken: string }) | undefined;
  beforeAll(async () => {
    const testApp = await startTestApp(overrides, options);
    started = { ...testApp, superToken: await signInSuper(testApp) };
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as TestApp & { superToken: string }, {
    get: (_, key) => {
      if (!started) throw new Error('the test app starts in beforeAll: read it inside a test or a hook');
      return Reflect.get(started, key);
    },
  });
}

/**
 * A second server process on the PostgreSQL database of `t`: a pool and an app of its own (its own
 * session cache, listeners and timers), driven through inject() like the first.
 */
export async function startSecondInstance(t: TestApp, overrides: Partial<Config> = {}) {
  if (!t.databaseUrl) throw new Error('a second instance shares a PostgreSQL database (TEST_DATABASE_URL)');
  const handle = openPostgres(t.databaseUrl);
  const app = await buildApp({ config: { ...t.config, ...overrides }, db: handle.db, logger: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as a caller holding `token` (Authorization: Bearer), or anonymously. */
export function call(
  testApp: Pick<TestApp, 'app'>,
  method: Method,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method,
    url,
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.body !== undefined && { payload: options.body as object }),
  });
}

/** The messages a refused call names by field: the reply must be a 400. */
export function refusedFields(reply: LightMyRequestResponse): Record<string, string> {
  expect(reply.statusCode, reply.body).toBe(400);
  return reply.json().fields;
}

export async function signIn(testApp: TestApp, email: string, password: string): Promise<string> {
  const reply = await call(testApp, 'POST', '/api/admin/login', { body: { email, password } });
  if (reply.statusCode !== 200) throw new Error(`sign-in failed: ${reply.statusCode} ${reply.body}`);
  return reply.json().token;
}

export function signInSuper(testApp: TestApp): Promise<string> {
  return signIn(testApp, superAdmin.email, superAdmin.password);
}

/** The _id of the admin signed in with `token` (GET /api/admin/me). */
export async function adminIdOf(testApp: Pick<TestApp, 'app'>, token: string): Promise<string> {
  return (await call(testApp, 'GET', '/api/admin/me', { token })).json()._id;
}

/** Creates an ordinary admin through the API and signs them in. */
export async function buildAdmin(testApp: TestApp, superToken: string, name = 'Ordinary admin') {
  const email = `admin-${randomUUID().slice(0, 8)}@simsar.test`;
  const password = 'Admin-pass-1';
  const reply = await call(testApp, 'POST', '/api/admin/create', {
    token: superToken,
    body: { name, email, password },
  });
  if (reply.statusCode !== 201) throw new Error(`admin create failed: ${reply.statusCode} ${reply.body}`);
  return { admin: reply.json(), email, password, token: await signIn(testApp, email, password) };
}
