/**
 * How `npm run bench` (bench.ts) measures: HTTP calls to the servers it starts, the processes,
 * timings and percentiles, the SQL a call sends and that SQL timed alone, and load at 10
 * connections (docs/decisions/170).
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/core/db.ts';
import { withDatabase } from './bench-seed.ts';
import { freePort } from './process-probes.ts';

// ---- HTTP -------------------------------------------------------------------------------------

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number };

/** One call over the agent's kept-alive connection (or a fresh one); the body raw, as it travelled. */
export function call(
  port: number,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: unknown; agent?: http.Agent | false } = {},
): Promise<Reply> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...options.headers, ...(body !== undefined && { 'content-type': 'application/json' }) };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      { host: '127.0.0.1', port, method, path: target, headers, agent: options.agent ?? false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

// ---- processes --------------------------------------------------------------------------------

export type Started = { child: ChildProcess; ms: number; log: string };
/** Every process started and not yet stopped: the bench stops them all when it ends. */
export const running = new Set<ChildProcess>();

/** Spawns node with these arguments and waits for the first 200 from `readyPath`: spawn to that reply. */
export async function startProcess(
  logDir: string,
  name: string,
  cwd: string,
  nodeArgs: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
): Promise<Started> {
  const log = path.join(logDir, `${name}.log`);
  const output = openSync(log, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, nodeArgs, { cwd, env, stdio: ['ignore', output, output] });
  running.add(child);
  let exited = false;
  child.once('exit', () => {
    exited = true;
    running.delete(child);
  });
  while (performance.now() - started < 120_000) {
    if (exited) throw new Error(`${name} stopped while starting; its output is in ${log}`);
    const reply = await call(port, 'GET', readyPath).catch(() => undefined);
    if (reply?.status === 200) return { child, ms: performance.now() - started, log };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${name} did not answer ${readyPath} within 2 minutes; its output is in ${log}`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// ---- statistics -------------------------------------------------------------------------------

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
export const median = (values: number[]) => percentile(values, 50);
export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Times `run` one call at a time after a warm-up: `count` calls, or fewer if `budgetMs` runs out (at least 50). */
export async function timeCalls(
  run: () => Promise<Reply>,
  count: number,
  budgetMs = 30_000,
): Promise<number[]> {
  for (let i = 0; i < 20; i++) await expectOk(run());
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < count && (samples.length < 50 || performance.now() - started < budgetMs)) {
    samples.push((await expectOk(run())).ms);
  }
  return samples;
}

export async function expectOk(pending: Promise<Reply>): Promise<Reply> {
  const reply = await pending;
  if (reply.status !== 200) throw new Error(`HTTP ${reply.status}: ${reply.body.toString().slice(0, 300)}`);
  return reply;
}

export type Statement = { query: string; params: unknown[] };

/** The statements the server's own code sends for one call, through Drizzle's query logger. */
export async function captureSql(
  pool: pg.Pool,
  run: (db: Database) => Promise<unknown>,
): Promise<Statement[]> {
  const captured: Statement[] = [];
  const db = drizzle(pool, {
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Database;
  await run(db);
  return captured;
}

/**
 * The floor under a call: its statements sent straight to PostgreSQL, one after the other on one
 * connection, as many times as the call was timed or for 30 s (at least 50), after a warm-up.
 */
export async function timeSql(client: pg.Client, statements: Statement[], count: number): Promise<number[]> {
  const once = async () => {
    const started = performance.now();
    for (const statement of statements) await client.query(statement.query, statement.params);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await once();
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < count && (samples.length < 50 || performance.now() - started < 30_000)) {
    samples.push(await once());
  }
  return samples;
}

/** Requests a second at 10 connections over `duration` seconds (autocannon, in this process). */
export async function load(
  target: string,
  headers: Record<string, string>,
  duration: number,
): Promise<number> {
  const result = await autocannon({ url: target, connections: 10, duration, headers });
  if (result.non2xx || result.errors) {
    throw new Error(`${target}: ${result.non2xx} replies not 2xx, ${result.errors} errors under load`);
  }
  return result.requests.total / result.duration;
}

// ---- a server of its own ----------------------------------------------------------------------

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * How the real server starts, as `npm start` runs it (from apps/server): the compiled build with
 * plain node when there is one (apps/server/dist/main.js), else the sources through tsx. Node's own
 * flags may be tried on it by BENCH_NODE_FLAGS (V8's heap sizes, `--cpu-prof`), space-separated.
 */
export function serverCommand(): string[] {
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  return existsSync(path.join(serverDir, 'dist/main.js'))
    ? [...flags, 'dist/main.js']
    : [...flags, '--import', 'tsx', 'src/main.ts'];
}

/**
 * A fresh database `name` on the PostgreSQL server at `serverUrl` (dropped first if it is there)
 * and the real server started on it, `admin` its first super admin with two-factor sign-in not
 * required: for the benches that bring their own data (export, inbox). `drop()` drops the database.
 */
export async function serverOnFreshDatabase(
  serverUrl: string,
  name: string,
  workDir: string,
  admin: { email: string; password: string },
) {
  const dropDatabase = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  await dropDatabase();
  const maintenance = new pg.Client({ connectionString: serverUrl });
  await maintenance.connect();
  await maintenance.query(`create database ${name}`);
  await maintenance.end();
  const url = withDatabase(serverUrl, name);
  const port = await freePort();
  const server = await startProcess(
    workDir,
    `${name}-server`,
    serverDir,
    serverCommand(),
    {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, `${name}-data`),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    port,
    '/api/health',
  );
  const settings = new pg.Client({ connectionString: url });
  await settings.connect();
  await settings.query('update system_settings set require_two_factor = false');
  await settings.end();
  return { url, port, server, drop: dropDatabase };
}

/** Signs in through the API as the console does, and gives the headers that carry the session. */
export async function signInHeaders(port: number, body: { email: string; password: string }) {
  const login = await expectOk(call(port, 'POST', '/api/admin/login', { body }));
  const cookie = [login.headers['set-cookie'] ?? []]
    .flat()
    .map((set) => set.split(';')[0])
    .join('; ');
  return { cookie, origin: `http://127.0.0.1:${port}` };
}
