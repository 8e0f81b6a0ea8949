import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/core/config.ts';
import { type DatabaseHandle, openPostgres } from '../src/core/db.ts';
import { withDatabase } from './global-setup.ts';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL; see vitest.config.ts). A TCP proxy in
// front of it stands for the database going away and coming back. The database is a copy of the
// migrated template: the server reads its tables at start.
const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `simsar_recovery_${process.pid}`;
const target = new URL(withDatabase(server, name));
let dataDir: string;
let proxy: net.Server;
let sockets: net.Socket[] = [];
let proxyPort = 0;

function openProxy(port = 0): Promise<number> {
  proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.push(client, upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return new Promise((resolve) =>
    proxy.listen(port, '127.0.0.1', () => resolve((proxy.address() as net.AddressInfo).port)),
  );
}

function cutProxy(): Promise<void> {
  for (const socket of sockets) socket.destroy();
  sockets = [];
  return new Promise((resolve) => proxy.close(() => resolve()));
}

let handle: DatabaseHandle;
const poolErrors: string[] = [];
beforeAll(async () => {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'simsar-recovery-'));
  proxyPort = await openProxy();
  const url = new URL(target);
  url.host = `127.0.0.1:${proxyPort}`;
  handle = openPostgres(url.toString(), (error) => poolErrors.push(error.message));
});
afterAll(async () => {
  await handle.close();
  proxy.close();
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await fs.rm(dataDir, { recursive: true, force: true });
});

it('answers 503 while the database is away and recovers without a restart', async () => {
  const app = await buildApp({ config: { ...readConfig({}), dataDir }, db: handle.db, logger: false });
  const health = () => app.inject({ method: 'GET', url: '/api/health' });
  expect((await health()).statusCode).toBe(200);

  await cutProxy();
  const away = await health();
  expect(away.statusCode).toBe(503);
  expect(away.json()).toEqual({
    message: 'The database is not reachable right now. Try again in a moment.',
    code: 'UNAVAILABLE',
    // The id of this request's line in the log (docs/decisions/242).
    request_id: away.headers['x-request-id'],
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: 'a@b.c', password: 'x' },
  });
  expect(login.statusCode).toBe(503);

  await openProxy(proxyPort);
  expect((await health()).statusCode).toBe(200);
  await app.close();
});
