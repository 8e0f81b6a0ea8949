/**
 * `npm run bench`: the speed table at 1,000,000 members on PostgreSQL, every row a ratio or a
 * figure from this one run, with its target and PASS or MISS (docs/decisions/170). A measurement,
 * not a test: it exits 0 once it has printed.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench [-- --reseed] [-- --drop] [-- --no-build]
 *
 * 1. Builds what `npm start` builds (`npm run build`), unless --no-build.
 * 2. Seeds its own database `simsar_bench_1m` on that server (scripts/bench-seed.ts), or reuses the
 *    one kept from an earlier run while its seed version and migrations match (--reseed or
 *    BENCH_RESEED=1 seeds it again; --drop or BENCH_DROP=1 drops it at the end).
 * 3. Starts the real server as its own process the way `npm start` runs it (serverCommand below) and
 *    the bare Fastify + node-postgres handler of the same SQL (scripts/bench-bare.ts), then measures.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { measureLoginPage } from '../../web/scripts/measure-login.ts';
import type { Database } from '../src/core/db.ts';
import type { SessionAdmin } from '../src/core/session.ts';
import { pageOneQuery } from '../src/modules/users/users.lists.service.ts';
import { exportRows } from './bench-export.ts';
import { inboxRows } from './bench-inbox.ts';
import {
  call,
  expectOk,
  median,
  running,
  type Started,
  serverCommand,
  startProcess,
  stopProcess,
} from './bench-measure.ts';
import { pageRows, type Row, type RowContext, searchRows, summaryRows } from './bench-rows.ts';
import {
  benchAdmin,
  findReusableSeed,
  ordinaryAdminPassword,
  seed,
  userCount,
  withDatabase,
} from './bench-seed.ts';
import { freePort, rssMb } from './process-probes.ts';

const benchDatabase = 'simsar_bench_1m';
const ordinaryAdminEmail = 'admin1@bench.simsar.test';
const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverDir = path.join(root, 'apps/server');

const args = new Set(process.argv.slice(2));
const reseed = args.has('--reseed') || process.env.BENCH_RESEED === '1';
const dropAtEnd = args.has('--drop') || process.env.BENCH_DROP === '1';
const build = !args.has('--no-build');

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(1);
}
const benchUrl = withDatabase(url, benchDatabase);
const runStarted = performance.now();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'simsar-bench-'));
const say = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---- what the login page loads ----------------------------------------------------------------

// ---- the run ----------------------------------------------------------------------------------

const rows: Row[] = [];
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

/** What `npm start` builds: the console, then the server (apps/server/dist/main.js). */
function buildFirst() {
  const started = performance.now();
  for (const args of [
    ['run', 'build'],
    ['run', 'build', '-w', '@simsar/server'],
  ]) {
    const built = spawnSync('npm', args, { cwd: root, encoding: 'utf8' });
    if (built.status !== 0)
      throw new Error(`npm ${args.join(' ')} failed:\n${built.stdout}\n${built.stderr}`);
  }
  say(`Built (npm run build, and the server's) in ${seconds(performance.now() - started)}`);
}

/** The database kept from an earlier run, or seeded now: how, for the report. */
async function seedOrReuse(): Promise<string> {
  const kept = reseed ? undefined : await findReusableSeed(url as string, benchDatabase);
  if (kept) {
    const seedNote = `reused the database seeded ${kept.seededAt.toISOString()} (seeding took ${kept.seconds.toFixed(0)} s)`;
    say(`Database ${benchDatabase}: ${seedNote}`);
    return seedNote;
  }
  say(`Seeding ${benchDatabase} with ${userCount.toLocaleString('en')} members...`);
  const took = await seed(url as string, benchDatabase, say);
  say(`Seeded in ${took.toFixed(1)} s`);
  return `seeded in this run in ${took.toFixed(0)} s`;
}

/** The super admin's and the ordinary admin's sessions, as the server's own code sees them. */
async function benchSessions(direct: pg.Pool) {
  // Signed in by password: two-factor sign-in not required of every admin here (decisions/097).
  await direct.query('update system_settings set require_two_factor = false');
  const { rows: adminRows } = await direct.query(
    `select id, name, email, is_super from admins where email = any($1)`,
    [[benchAdmin.email, ordinaryAdminEmail]],
  );
  const sessionOf = (email: string): SessionAdmin => {
    const row = adminRows.find((admin) => admin.email === email);
    if (!row) throw new Error(`No admin ${email} in ${benchDatabase}`);
    return { id: row.id, name: row.name, email, isSuper: row.is_super, sessionId: 'bench', ip: '127.0.0.1' };
  };
  return { superSession: sessionOf(benchAdmin.email), ordinarySession: sessionOf(ordinaryAdminEmail) };
}

/**
 * The real server, started three times (spawn to its first 200 from /api/health); the third stays.
 * Then the bare handler of the page 1 SQL.
 */
async function startServers(pageQuery: { query: string; params: unknown[] }) {
  const serverPort = await freePort();
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: benchUrl,
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'data'),
  };
  delete serverEnv.PUBLIC_URL;
  const command = serverCommand();
  const starts: number[] = [];
  let server: Started | undefined;
  for (let i = 0; i < 3; i++) {
    if (server) await stopProcess(server.child);
    server = await startProcess(workDir, 'server', serverDir, command, serverEnv, serverPort, '/api/health');
    starts.push(server.ms);
  }
  if (!server) throw new Error('The server did not start');
  await sleep(3000);
  const rssAfterStart = rssMb(server.child.pid);

  const barePort = await freePort();
  const bare = await startProcess(
    workDir,
    'bare',
    serverDir,
    ['scripts/bench-bare.ts'],
    {
      ...process.env,
      DATABASE_URL: benchUrl,
      PORT: String(barePort),
      BENCH_SQL: pageQuery.query,
      BENCH_PARAMS: JSON.stringify(pageQuery.params),
    },
    barePort,
    '/bare/brokers/1',
  );
  return { command, serverPort, server, starts, rssAfterStart, barePort, bare };
}

// Signed in through the API, as the console does: the session cookie.
async function signIn(serverPort: number, email: string, password: string): Promise<Record<string, string>> {
  const reply = await expectOk(call(serverPort, 'POST', '/api/admin/login', { body: { email, password } }));
  const cookie = [reply.headers['set-cookie'] ?? []].flat()[0]?.split(';')[0];
  if (!cookie) throw new Error('Signing in set no cookie');
  return { cookie, origin: `http://127.0.0.1:${serverPort}` };
}

// Every script /login loads in the system Chromium, as it travels (apps/web/scripts/measure-login.ts),
// and again as a browser accepting only gzip gets it: the budget is the gzip figure.
async function loginPageRow(serverPort: number): Promise<Row> {
  const js = await measureLoginPage(`http://127.0.0.1:${serverPort}`);
  const jsGzip = await measureLoginPage(`http://127.0.0.1:${serverPort}`, { acceptEncoding: 'gzip' });
  // Scripts under 256 bytes have no compressed copy (apps/web/scripts/precompress.ts): brotli would
  // save nothing on them. Every larger one must travel as brotli.
  const brotliOnWire = js.scripts.every((script) => script.encoding === 'br' || script.decodedBytes < 256);
  const encodings = Object.entries(js.encodings)
    .map(([encoding, files]) => `${files} ${encoding}`)
    .join(', ');
  return {
    what: 'JavaScript the login page loads, on the wire (Chromium)',
    measured: `${kb(jsGzip.encodedBytes)} gzipped, ${kb(js.encodedBytes)} brotli (${js.scripts.length} files: ${encodings}; ${kb(js.decodedBytes)} decoded)`,
    target: 'under 150 kB gzipped; brotli when accepted (a script under 256 bytes as it is)',
    pass: jsGzip.encodedBytes < 150_000 && brotliOnWire,
  };
}

/** The server's start and its idle memory after start and after the measurements. */
async function processRows(
  starts: number[],
  rssAfterStart: number,
  server: Started,
  bare: Started,
): Promise<Row[]> {
  const start = median(starts);
  const figures: Row[] = [];
  figures.push({
    what: 'server start (spawn to first HTTP 200), median of 3',
    measured: `${(start / 1000).toFixed(2)} s (${starts.map((value) => (value / 1000).toFixed(2)).join(', ')} s)`,
    target: 'under 1 s',
    pass: start < 1000,
  });
  figures.push({
    what: 'idle memory (RSS) of the server process, 3 s after start',
    measured: `${rssAfterStart.toFixed(0)} MB`,
    target: 'under 150 MB',
    pass: rssAfterStart < 150,
  });
  await sleep(3000);
  const rssAfterLoad = rssMb(server.child.pid);
  const bareRssAfterLoad = rssMb(bare.child.pid);
  figures.push({
    what: 'idle memory (RSS) of the server process, 3 s after the measurements',
    measured: `${rssAfterLoad.toFixed(0)} MB (the bare handler after its share of the load: ${bareRssAfterLoad.toFixed(0)} MB)`,
    target: 'under 150 MB',
    pass: rssAfterLoad < 150,
    why: `not in the issue's table (its idle figure is the row above): memory taken under the load is not all given back to the system after it (V8's heap, the C allocator's arenas; --max-semi-space-size, --max-old-space-size and MALLOC_ARENA_MAX were tried, 170-240 MB); the bare handler, which holds no console, sessions or schemas, keeps ${bareRssAfterLoad.toFixed(0)} MB after its share`,
  });
  return figures;
}

/** The machine, the commands and the data, then the table with each row's PASS or MISS. */
function printReport(
  command: string[],
  seedNote: string,
  pageQuery: { query: string; params: unknown[] },
  postgres: string,
) {
  const cpu = os.cpus();
  say('');
  say(
    `${cpu.length} cores (${cpu[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB; PostgreSQL ${postgres}; node ${process.version}`,
  );
  say(`Load average at the end ${loadAverage()} (1, 5, 15 min): other work on the machine shares its cores`);
  say(`Server: node ${command.join(' ')} (in apps/server); bare handler: node scripts/bench-bare.ts`);
  say(`Data: ${userCount.toLocaleString('en')} members in ${benchDatabase}, ${seedNote}`);
  say(`Page 1 SQL (both sides): ${pageQuery.query} -- ${JSON.stringify(pageQuery.params)}`);
  say('');
  say('| what | measured | target | |');
  say('|---|---|---|---|');
  for (const row of rows) {
    say(`| ${row.what} | ${row.measured} | ${row.target} | ${row.pass ? 'PASS' : 'MISS'} |`);
  }
  const missed = rows.filter((row) => !row.pass);
  if (missed.length) {
    say('');
    say('Short of the target here, why and the floor measured in this run:');
    for (const row of missed) say(`- ${row.what}: ${row.why ?? 'no floor measured for this row'}`);
  }
}

/** Drops the database, or keeps it for the next run (--drop to drop it). */
async function dropOrKeep() {
  say('');
  if (dropAtEnd) {
    const server = new pg.Client({ connectionString: url });
    await server.connect();
    await server.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
    await server.end();
    say(`Dropped ${benchDatabase}.`);
  } else {
    say(`Kept ${benchDatabase} for the next run (--drop to drop it). Server output: ${workDir}`);
  }
}

async function main() {
  say(`Simsar benchmark, ${new Date().toISOString()}; load average ${loadAverage()}`);
  if (build) buildFirst();
  const seedNote = await seedOrReuse();

  const direct = new pg.Pool({ connectionString: benchUrl, max: 2 });
  const sqlClient = new pg.Client({ connectionString: benchUrl });
  await sqlClient.connect();
  const { superSession, ordinarySession } = await benchSessions(direct);
  // The SQL of page 1 of the brokers, as the real server's own code writes it (users.lists.service.ts
  // pageOneQuery): the bare handler runs exactly this statement with these parameters.
  const pageStatement = pageOneQuery(drizzle(direct) as unknown as Database, superSession, 'Broker');
  const pageQuery = { query: pageStatement.text, params: pageStatement.values };

  const { command, serverPort, server, starts, rssAfterStart, barePort, bare } =
    await startServers(pageQuery);
  const superHeaders = await signIn(serverPort, benchAdmin.email, benchAdmin.password);
  const ordinaryHeaders = await signIn(serverPort, ordinaryAdminEmail, ordinaryAdminPassword);

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const context: RowContext = {
    serverPort,
    barePort,
    agent,
    direct,
    sqlClient,
    superAdmin: { headers: superHeaders, session: superSession },
    ordinaryAdmin: { headers: ordinaryHeaders, session: ordinarySession },
  };
  const page = await pageRows(context);
  rows.push(...page.rows);
  rows.push(...(await searchRows(context, page.bareSamples)), ...(await summaryRows(context)));
  rows.push(await loginPageRow(serverPort));

  // The exports: 100,000 clients as CSV and XLSX, on their own database (scripts/bench-export.ts).
  rows.push(...(await exportRows(url as string, workDir)));
  // The inbox: page 1 at 1,000,000 waiting items beside one queue's list, on its own database
  // (scripts/bench-inbox.ts).
  rows.push(...(await inboxRows(url as string, workDir)));
  rows.push(...(await processRows(starts, rssAfterStart, server, bare)));

  const { rows: version } = await direct.query('show server_version');
  await sqlClient.end();
  agent.destroy();
  await stopProcess(server.child);
  await stopProcess(bare.child);
  await direct.end();

  printReport(command, seedNote, pageQuery, version[0].server_version);
  await dropOrKeep();
  say(`Total run time ${seconds(performance.now() - runStarted)}.`);
}

try {
  await main();
} finally {
  for (const child of running) await stopProcess(child);
}
process.exit(0);
