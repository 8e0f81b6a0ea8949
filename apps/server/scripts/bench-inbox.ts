/**
 * The inbox rows of `npm run bench` (bench.ts): page 1 of GET /api/inbox at 1,020,100 waiting items
 * (400,000 property-consultant requests, 300,000 new forms, 300,000 new CILs of 2,000 members shared
 * by 10 admins, 20,000 pending brokers, 100 open password-reset requests behind 50,000 done), for a super admin and for an ordinary admin, each beside one queue's list call
 * (GET /api/property_consultant/non-done, whose to-do order its index serves) for the same admin: the inbox's goal is to be as fast
 * as one queue's list. Its own database on the bench's PostgreSQL server, `simsar_bench_inbox`,
 * made afresh each run. Run alone:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/scripts/bench-inbox.ts
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  call,
  median,
  ms,
  running,
  serverOnFreshDatabase,
  signInHeaders,
  stopProcess,
  timeCalls,
} from './bench-measure.ts';
import type { Row } from './bench-rows.ts';

const inboxDatabase = 'simsar_bench_inbox';
const waiting = { requests: 400_000, forms: 300_000, cils: 300_000 };
/** Pending brokers (a tenth with no admin yet) and reset requests, most of them long done. */
const pendingBrokers = 20_000;
const resets = { done: 50_000, open: 100 };
const members = 2_000;
const waitingCount = waiting.requests + waiting.forms + waiting.cils + pendingBrokers + resets.open;
const waitingWords = waitingCount.toLocaleString('en-US');
const superAdmin = { email: 'inbox-bench@simsar.test', password: 'Inbox-bench-1' };
/**
 * 10 ordinary admins (the first signed in), 2,000 members shared among them, 1M waiting items in
 * the clocked queues, 20,000 pending brokers and 100 open reset requests behind 50,000 done ones.
 */
async function seed(port: number, url: string) {
  const superHeaders = await signInHeaders(port, superAdmin);
  const ordinary = { email: 'inbox-bench-0@simsar.test', password: 'Inbox-bench-ordinary-1' };
  const adminIds: string[] = [];
  for (let i = 0; i < 10; i++) {
    const body =
      i === 0
        ? { name: 'Bench admin 0', ...ordinary }
        : {
            name: `Bench admin ${i}`,
            email: `inbox-bench-${i}@simsar.test`,
            password: 'Inbox-bench-ordinary-1',
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
       select case when i % 2 = 0 then 'Broker' else 'Client' end, 'Member ' || i, 'inbox' || i || '@bench.simsar.test',
              '01' || lpad(i::text, 9, '0'), 'bench-no-password', 'active', ($2::uuid[])[1 + (i / 2) % 10], timestamptz '2026-01-01'
         from generate_series(1, $1::int) as i`,
      [members, adminIds],
    );
    await client.query(
      `insert into requests (queue, member_id, status, phone, message, created_at)
       select 'property_consultant', ids.id[1 + i % array_length(ids.id, 1)], 'non_done', '01000000000',
              'Please call me ' || i, timestamptz '2026-11-01' - make_interval(secs => i * 7)
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
                'Sales', '01000000001', 'bench/' || i, 'image/png', 'new',
                timestamptz '2026-11-01' - make_interval(secs => i * 11)${extraValues}
           from generate_series(1, $1::int) as i,
                (select array_agg(id order by id) as id from users where user_type = 'Broker') as ids`,
        [count],
      );
    }
    await client.query(
      `insert into users (user_type, name, email, phone, password_hash, status, admin_id, created_at)
       select 'Broker', 'Pending ' || i, 'pending' || i || '@bench.simsar.test', '02' || lpad(i::text, 9, '0'),
              'bench-no-password', 'pending', case when i % 10 = 0 then null else ($2::uuid[])[1 + (i / 10) % 10] end,
              timestamptz '2026-11-01' - make_interval(secs => i * 13)
         from generate_series(1, $1::int) as i`,
      [pendingBrokers, adminIds],
    );
    // The done ones are the oldest: an inbox reading open requests oldest first passes them all.
    await client.query(
      `insert into password_reset_requests (name, phone, whatsapp, done, created_at)
       select 'Forgetful ' || i, '03' || lpad(i::text, 9, '0'), '03' || lpad(i::text, 9, '0'), i <= $1::int,
              timestamptz '2026-01-01' + make_interval(secs => i * 17)
         from generate_series(1, $1::int + $2::int) as i`,
      [resets.done, resets.open],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
  return { superHeaders, ordinaryHeaders: await signInHeaders(port, ordinary) };
}

export async function inboxRows(serverUrl: string, workDir: string): Promise<Row[]> {
  const { url, port, server, drop } = await serverOnFreshDatabase(
    serverUrl,
    inboxDatabase,
    workDir,
    superAdmin,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const { superHeaders, ordinaryHeaders } = await seed(port, url);
    const rows: Row[] = [];
    for (const [who, headers] of [
      ['a super admin', superHeaders],
      ['an ordinary admin (a tenth of the members)', ordinaryHeaders],
    ] as const) {
      const get = (target: string) => () => call(port, 'GET', target, { headers, agent });
      const inbox = median(await timeCalls(get('/api/inbox?page=1'), 200, 20_000));
      const queue = median(await timeCalls(get('/api/property_consultant/non-done?page=1'), 200, 20_000));
      rows.push({
        what: `inbox page 1 at ${waitingWords} waiting items (GET /api/inbox), ${who}, median`,
        measured: `${ms(inbox)} (one queue's list, GET /api/property_consultant/non-done at 400,000: ${ms(queue)})`,
        target: "at most one queue's list call's time × 1.5 + 5 ms",
        pass: inbox <= queue * 1.5 + 5,
      });
    }
    return rows;
  } finally {
    agent.destroy();
    await stopProcess(server.child);
    // BENCH_KEEP=1 keeps the database, to read its plans (EXPLAIN) after the run.
    if (process.env.BENCH_KEEP !== '1') await drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    console.error(
      'Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres',
    );
    process.exit(1);
  }
  try {
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'simsar-bench-inbox-'));
    for (const row of await inboxRows(url, workDir)) {
      console.log(`| ${row.what} | ${row.measured} | ${row.target} | ${row.pass ? 'PASS' : 'MISS'} |`);
    }
  } finally {
    for (const child of running) await stopProcess(child);
  }
}
