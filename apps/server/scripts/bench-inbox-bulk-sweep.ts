/**
 * The inbox page 1, a bulk move of 1,000 ids and the orphan-file sweep, measured on a PostgreSQL
 * database of ~200,000 waiting items kept between runs, so that two builds of the server (before and
 * after a change) are measured on the same rows (docs/benchmarks.md, the inbox, bulk and sweep section).
 *
 *   BENCH_DB=inbox34_bench npx tsx scripts/bench-inbox-bulk-sweep.ts seed     # once: a fresh database
 *   BENCH_DB=inbox34_bench npx tsx scripts/bench-inbox-bulk-sweep.ts measure  # inbox and bulk, this build
 *   BENCH_DB=inbox34_bench npx tsx scripts/bench-inbox-bulk-sweep.ts sweep    # the orphan sweep, this build
 *   BENCH_DB=inbox34_bench npx tsx scripts/bench-inbox-bulk-sweep.ts plan     # the union's planning time
 *   BENCH_DB=inbox34_bench npx tsx scripts/bench-inbox-bulk-sweep.ts drop
 *
 * DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { storedKeyColumns } from '../src/app-api.ts';
import { type Database, openPostgres } from '../src/core/db.ts';
import type { SessionAdmin } from '../src/core/session.ts';
import { LocalStorage } from '../src/core/storage-local.ts';
import { roundTheClock } from '../src/core/work-calendar.ts';
import { readInbox } from '../src/modules/inbox/inbox.service.ts';
import { sweepOrphans } from '../src/modules/system/system.orphans.service.ts';
import {
  call,
  median,
  ms,
  percentile,
  running,
  serverCommand,
  serverOnFreshDatabase,
  signInHeaders,
  startProcess,
  stopProcess,
  timeCalls,
} from './bench-measure.ts';
import { withDatabase } from './bench-seed.ts';
import { freePort } from './process-probes.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = process.env.BENCH_DB ?? 'inbox34_bench';
const url = withDatabase(serverUrl, name);
const superAdmin = { email: 'inbox34-bench@simsar.test', password: 'Inbox34-bench-1' };
const ordinary = { email: 'inbox34-bench-0@simsar.test', password: 'Inbox34-bench-ordinary-1' };
const waiting = { requests: 80_000, forms: 60_000, cils: 60_000 };
const workDir = mkdtempSync(path.join(os.tmpdir(), 'simsar-bench-inbox34-'));

async function seed() {
  const { port, server } = await serverOnFreshDatabase(serverUrl, name, workDir, superAdmin);
  try {
    const superHeaders = await signInHeaders(port, superAdmin);
    const adminIds: string[] = [];
    for (let i = 0; i < 10; i++) {
      const body =
        i === 0
          ? { name: 'Bench admin 0', ...ordinary }
          : {
              name: `Bench admin ${i}`,
              email: `inbox34-bench-${i}@simsar.test`,
              password: ordinary.password,
            };
      const reply = await call(port, 'POST', '/api/admin/create', { headers: superHeaders, body });
      if (reply.status !== 201) throw new Error(`admin create: HTTP ${reply.status} ${reply.body}`);
      adminIds.push(JSON.parse(reply.body.toString())._id);
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        `insert into users (user_type, name, email, phone, password_hash, status, admin_id, created_at)
         select case when i % 2 = 0 then 'Broker' else 'Client' end, 'Member ' || i, 'm' || i || '@bench.simsar.test',
                '01' || lpad(i::text, 9, '0'), 'bench-no-password', 'active', ($2::uuid[])[1 + (i / 2) % 10], timestamptz '2026-01-01'
           from generate_series(1, $1::int) as i`,
        [2000, adminIds],
      );
      await client.query(
        `insert into requests (queue, member_id, status, phone, message, image, created_at)
         select 'property_consultant', ids.id[1 + i % array_length(ids.id, 1)], 'non_done', '01000000000',
                'Please call me ' || i, 'private/bench/r' || i || '.png', timestamptz '2026-11-01' - make_interval(secs => i * 7)
           from generate_series(1, $1::int) as i,
                (select array_agg(id order by id) as id from users where user_type = 'Client') as ids`,
        [waiting.requests],
      );
      for (const [table, count, extra, extraValues] of [
        ['forms', waiting.forms, ', client_id, deal_value', ", 'C' || i, 1000"],
        ['cils', waiting.cils, ', client_phone_key', ", '01' || lpad(i::text, 9, '0')"],
      ] as const) {
        await client.query(
          `insert into ${table} (user_id, developer, client_name, client_phone, project_code, sales_name, sales_phone,
                                 image_key, image_type, status, created_at${extra})
           select ids.id[1 + i % array_length(ids.id, 1)], 'Dev', 'Client ' || i, '01' || lpad(i::text, 9, '0'), 'P1',
                  'Sales', '01000000001', 'private/bench/${table}' || i || '.png', 'image/png', 'new',
                  timestamptz '2026-11-01' - make_interval(secs => i * 11)${extraValues}
             from generate_series(1, $1::int) as i,
                  (select array_agg(id order by id) as id from users where user_type = 'Broker') as ids`,
          [count],
        );
      }
      await client.query(
        `insert into users (user_type, name, email, phone, password_hash, status, admin_id, created_at)
         select 'Broker', 'Pending ' || i, 'p' || i || '@bench.simsar.test', '02' || lpad(i::text, 9, '0'),
                'bench-no-password', 'pending', case when i % 10 = 0 then null else ($2::uuid[])[1 + (i / 10) % 10] end,
                timestamptz '2026-11-01' - make_interval(secs => i * 13)
           from generate_series(1, $1::int) as i`,
        [4000, adminIds],
      );
      await client.query(
        `insert into password_reset_requests (name, phone, whatsapp, done, created_at)
         select 'Forgetful ' || i, '03' || lpad(i::text, 9, '0'), '03' || lpad(i::text, 9, '0'), i <= 10000,
                timestamptz '2026-01-01' + make_interval(secs => i * 17)
           from generate_series(1, 10020) as i`,
      );
      await client.query('analyze');
    } finally {
      await client.end();
    }
  } finally {
    await stopProcess(server.child);
  }
}

async function startServer() {
  const port = await freePort();
  const server = await startProcess(
    workDir,
    `${name}-server`,
    path.resolve(import.meta.dirname, '..'),
    serverCommand(),
    {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
    },
    port,
    '/api/health',
  );
  return { port, server };
}

/** A move of 1,000 ids of the list, timed once: the oldest 1,000 of its waiting items. */
async function timeBulk(
  port: number,
  headers: Record<string, string>,
  [list, move]: [string, string],
  waitingIds: string,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ids = (await client.query<{ id: string }>(waitingIds)).rows.map((row) => row.id);
  await client.end();
  const reply = await call(port, 'POST', `/api/bulk/${list}/${move}`, { headers, body: { ids } });
  if (reply.status !== 200) throw new Error(`bulk: ${reply.status} ${reply.body}`);
  const { done, failed } = JSON.parse(reply.body.toString());
  return `${ms(reply.ms)} (${done.length} done, ${failed.length} failed)`;
}

async function measure() {
  const { port, server } = await startServer();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const superHeaders = await signInHeaders(port, superAdmin);
    const ordinaryHeaders = await signInHeaders(port, ordinary);
    for (const [who, headers] of [
      ['super admin', superHeaders],
      ['ordinary admin', ordinaryHeaders],
    ] as const) {
      const samples = await timeCalls(
        () => call(port, 'GET', '/api/inbox?page=1', { headers, agent }),
        300,
        20_000,
      );
      console.log(
        `inbox page 1, ${who}: p50 ${ms(median(samples))}, p99 ${ms(percentile(samples, 99))} (${samples.length} calls)`,
      );
    }
    console.log(
      `bulk pending of 1,000 new forms: ${await timeBulk(port, superHeaders, ['form.new', 'pending'], "select id from forms where status = 'new' order by created_at limit 1000")}`,
    );
    console.log(
      `bulk done of 1,000 property-consultant requests: ${await timeBulk(port, superHeaders, ['property_consultant.non-done', 'done'], "select id from requests where queue = 'property_consultant' and status = 'non_done' order by created_at limit 1000")}`,
    );
  } finally {
    agent.destroy();
    await stopProcess(server.child);
  }
}

/**
 * The orphan sweep over a store of 2,000 files two days old, 1,000 of them a form's image and 1,000
 * pointed at by nothing: the first sweep ever (every file judged), then the next one.
 */
async function measureSweep() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const keys = (
    await client.query<{ key: string }>(
      `update forms set image_key = 'private/2026-01/' || id || '.png'
        where id in (select id from forms order by id limit 1000) returning image_key as key`,
    )
  ).rows.map((row) => row.key);
  await client.query('delete from file_sweeps').catch(() => undefined);
  await client.end();
  const root = path.join(workDir, 'uploads');
  const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  const orphans = Array.from(
    { length: 1000 },
    (_, index) => `private/2026-01/${crypto.randomUUID()}-${index}.png`,
  );
  for (const key of [...keys, ...orphans]) {
    const file = path.join(root, key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'png');
    utimesSync(file, old, old);
  }
  const handle = openPostgres(url);
  try {
    const storage = new LocalStorage(root);
    for (const round of ['first', 'next']) {
      const started = performance.now();
      const removed = await sweepOrphans(handle.db, storage, storedKeyColumns());
      console.log(
        `orphan sweep, ${round} (2,000 files two days old, 1,000 referenced): ${ms(performance.now() - started)}, ${removed.length} removed`,
      );
    }
  } finally {
    await handle.close();
  }
}

/**
 * The inbox's union as this build sends it for page 1 (captured at its pool client), run 8 times and
 * then once under EXPLAIN ANALYZE: its planning and execution time (a named statement by EXECUTE,
 * whose plan PostgreSQL keeps; an unnamed one planned afresh), for an ordinary and a super admin.
 */
async function measurePlans() {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const client = await pool.connect();
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
  let union: { name?: string; text: string; values: unknown[] } | undefined;
  (client as unknown as { query: typeof query }).query = (config, values) => {
    const sent = (typeof config === 'string' ? { text: config } : config) as {
      name?: string;
      text: string;
      values?: unknown[];
    };
    if (sent.text.includes('union all'))
      union = { ...sent, values: (values as unknown[]) ?? sent.values ?? [] };
    return query(config, values);
  };
  const db = drizzle(client as unknown as pg.Pool) as unknown as Database;
  const id = (await query(`select id from admins where email = '${ordinary.email}'`)).rows[0].id as string;
  for (const isSuper of [false, true]) {
    const admin = { id, isSuper, name: 'Bench', ip: null } as unknown as SessionAdmin;
    for (let i = 0; i < 8; i++)
      await readInbox(db, admin, { page: 1 }, new Date(), { hours: {}, calendar: roundTheClock });
    if (!union) throw new Error('no union sent');
    const { name: statement, text, values } = union;
    const literal = values.map((value) => (value === null || value === undefined ? 'null' : `'${value}'`));
    const plan = statement
      ? await query(
          `explain (analyze, summary) execute ${statement}${literal.length ? `(${literal.join(', ')})` : ''}`,
        )
      : await query({ text: `explain (analyze, summary) ${text}`, values });
    const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN'] as string);
    console.log(
      `inbox union, page 1, ${isSuper ? 'super' : 'ordinary'} admin, ${statement ? `prepared ${statement}` : 'unprepared'}: ${lines.filter((line) => /Planning|Execution/.test(line)).join(', ')}`,
    );
  }
  client.release();
  await pool.end();
}

async function drop() {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

try {
  const mode = process.argv[2];
  if (mode === 'seed') await seed();
  else if (mode === 'measure') await measure();
  else if (mode === 'sweep') await measureSweep();
  else if (mode === 'plan') await measurePlans();
  else if (mode === 'drop') await drop();
  else throw new Error('say seed, measure or drop');
} finally {
  for (const child of running) await stopProcess(child);
}
