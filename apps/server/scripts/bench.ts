/**
 * `npm run bench`: the speed table at 1,000,000 members and about 1,000,000 waiting items on
 * PostgreSQL, every row a ratio or a figure from this one run, with its target and PASS or MISS
 * (docs/decisions/170, 430). A measurement, not a test: it exits 0 once it has printed.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *     [-- --only members,queues,search,export,legacy,reports] [-- --reseed] [-- --drop] [-- --no-build]
 *
 * 1. Builds what `npm start` builds (`npm run build`), unless --no-build.
 * 2. Seeds its own database `simsar_bench_1m_queues` (BENCH_DATABASE) on that server
 *    (scripts/bench-seed.ts, bench-seed-items.ts), or reuses the one kept from an earlier run while
 *    its seed version and migrations match (--reseed or BENCH_RESEED=1 seeds it again; --drop or
 *    BENCH_DROP=1 drops it at the end).
 * 3. Captures the statements the server's own code sends for each queue call (bench-capture.ts),
 *    starts the real server as its own process the way `npm start` runs it (serverCommand below)
 *    and the bare Fastify + node-postgres handler of the same SQL (scripts/bench-bare.ts), then
 *    measures the parts asked for (`--only`, below; BENCH_CALLS=<regex> narrows the queue calls).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/core/db.ts';
import type { SessionAdmin } from '../src/core/session.ts';
import { pageOneQuery } from '../src/modules/users/users.lists.service.ts';
import { build, dropAtEnd, parts, reseed } from './bench-args.ts';
import { type CapturedStatement, captureApp } from './bench-capture.ts';
import { exportRows } from './bench-export.ts';
import { inboxRows } from './bench-inbox.ts';
import { running, signInHeaders, stopProcess } from './bench-measure.ts';
import { loginPageRow, processRows } from './bench-process-rows.ts';
import { queueExportRows } from './bench-queue-export.ts';
import { queueCalls, queueRows } from './bench-queues.ts';
import { loadAverage, printReport } from './bench-report.ts';
import { moveCostRows, prepareReportData, reportRows } from './bench-reports.ts';
import { pageRows, type Row, type RowContext, searchRows, summaryRows } from './bench-rows.ts';
import { globalSearchCalls } from './bench-search.ts';
import {
  benchAdmin,
  findReusableSeed,
  ordinaryAdminPassword,
  seed,
  userCount,
  withDatabase,
} from './bench-seed.ts';
import { startServers } from './bench-servers.ts';

const benchDatabase = process.env.BENCH_DATABASE || 'simsar_bench_1m_queues';
const ordinaryAdminEmail = 'admin1@bench.simsar.test';
const root = fileURLToPath(new URL('../../../', import.meta.url));

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(1);
}
const benchUrl = withDatabase(url, benchDatabase);
const runStarted = performance.now();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'simsar-bench-'));
const say = (line: string) => console.log(line);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const rows: Row[] = [];

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

// Signed in through the API, as the console does: the session cookie (bench-measure.ts).
const signIn = (port: number, email: string, password: string) => signInHeaders(port, { email, password });

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

/**
 * The million-item queue calls for both admins, and every statement the server's own code sends for each
 * (bench-capture.ts), written where the bare handler reads them (BENCH_ROUTES).
 */
async function captureQueueCalls(direct: pg.Pool, ordinaryAdminId: string) {
  const started = performance.now();
  const capturing = await captureApp(benchUrl, workDir);
  try {
    const headers = {
      'super admin': await capturing.signIn(benchAdmin.email, benchAdmin.password),
      'ordinary admin': await capturing.signIn(ordinaryAdminEmail, ordinaryAdminPassword),
    };
    // BENCH_CALLS: only the calls whose "who: label" this pattern finds (e.g. "inbox", "ordinary.*search").
    const only = process.env.BENCH_CALLS ? new RegExp(process.env.BENCH_CALLS) : undefined;
    const queues = parts.has('queues')
      ? await queueCalls(direct, ordinaryAdminId, async (who, target) => {
          const { body } = await capturing.capture(headers[who], target);
          return JSON.parse(body) as { pages: number; next?: string | null };
        })
      : [];
    const searches = parts.has('search') ? await globalSearchCalls(direct, ordinaryAdminId) : [];
    const calls = [...queues, ...searches]
      .filter((entry) => !only || only.test(`${entry.who}: ${entry.label}`))
      // Each call its own bare route, numbered across both parts.
      .map((entry, index) => ({ ...entry, bare: `/bare/q/${index}` }));
    const statements = new Map<string, CapturedStatement[]>();
    for (const entry of calls) {
      statements.set(entry.bare, (await capturing.capture(headers[entry.who], entry.target)).statements);
    }
    const routesFile = path.join(workDir, 'bare-routes.json');
    writeFileSync(routesFile, JSON.stringify(Object.fromEntries(statements)));
    say(`Captured the statements of ${calls.length} calls in ${seconds(performance.now() - started)}`);
    return { calls, statements, routesFile };
  } finally {
    await capturing.close();
  }
}

async function main() {
  say(
    `Simsar benchmark, ${new Date().toISOString()}; load average ${loadAverage()}; parts: ${[...parts].join(', ')}`,
  );
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
  const captured =
    parts.has('queues') || parts.has('search')
      ? await captureQueueCalls(direct, ordinarySession.id)
      : undefined;

  const { command, serverPort, server, starts, rssAfterStart, barePort, bare } = await startServers(
    { benchUrl, workDir },
    pageQuery,
    captured?.routesFile,
  );
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
  if (parts.has('members')) {
    const page = await pageRows(context);
    rows.push(...page.rows);
    rows.push(...(await searchRows(context, page.bareSamples)), ...(await summaryRows(context)));
    rows.push(await loginPageRow(serverPort));
  }
  if (captured) {
    say(`Queues, inbox, searches, summaries and the one search (${captured.calls.length} calls):`);
    const queueContext = {
      serverPort,
      barePort,
      headers: { 'super admin': superHeaders, 'ordinary admin': ordinaryHeaders },
      statements: captured.statements,
    };
    rows.push(...(await queueRows(queueContext, captured.calls, say)));
  }
  if (parts.has('export')) {
    say('Exports and the bulk move (super admin):');
    rows.push(...(await queueExportRows(serverPort, server.child.pid, superHeaders, direct, say)));
  }
  if (parts.has('reports')) {
    say('Reports (decision 511):');
    say(`  ${await prepareReportData(direct)}`);
    const admins = [
      { who: 'super admin', headers: superHeaders },
      { who: 'ordinary admin', headers: ordinaryHeaders },
    ];
    rows.push(...(await reportRows(serverPort, admins, direct)), ...(await moveCostRows(direct)));
  }
  if (parts.has('legacy')) {
    // The exports: 100,000 clients as CSV and XLSX, on their own database (scripts/bench-export.ts).
    rows.push(...(await exportRows(url as string, workDir)));
    // The inbox: page 1 at 1,000,000 waiting items beside one queue's list, on its own database
    // (scripts/bench-inbox.ts).
    rows.push(...(await inboxRows(url as string, workDir)));
  }
  if (parts.has('members')) rows.push(...(await processRows(starts, rssAfterStart, server, bare)));

  const { rows: version } = await direct.query('show server_version');
  const { rows: waiting } = await direct.query(
    'select coalesce(sum(count), 0)::int as n from summary_counters',
  );
  await sqlClient.end();
  agent.destroy();
  await stopProcess(server.child);
  await stopProcess(bare.child);
  await direct.end();

  printReport(
    rows,
    benchDatabase,
    command,
    `${seedNote}; ${waiting[0].n.toLocaleString('en')} waiting items (summary_counters)`,
    pageQuery,
    version[0].server_version,
  );
  await dropOrKeep();
  say(`Total run time ${seconds(performance.now() - runStarted)}.`);
}

try {
  await main();
} finally {
  for (const child of running) await stopProcess(child);
}
process.exit(0);
