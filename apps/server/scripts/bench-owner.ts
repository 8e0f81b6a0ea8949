/**
 * An ordinary admin's page 1 of a queue and its total, before and after the items' owner column and
 * the tab counters (docs/decisions/400, 401), on PostgreSQL with EXPLAIN (ANALYZE, BUFFERS): seeds a
 * database of its own (BENCH_OWNER_DB, dropped and made again) with 20 ordinary admins, 200,000
 * members (all assigned), 200,000 forms (80% new) and 200,000 property consultant requests (80%
 * waiting), then runs, on the same rows, the SQL the queues ran before (`ownedBy`: the member looked up
 * per row; the total by count(*)) and the SQL they run now (`owner_id = me`; the total read from
 * summary_tab_counters), each warmed up then run 7 times, and prints the median times, the buffers and
 * the plans. The `npm run bench` table measures the server as a whole; this is the two queries alone.
 *
 *   BENCH_OWNER_DB=simsar_owner_bench DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     npx tsx scripts/bench-owner.ts [--keep]
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../src/core/db.ts';
import { serviceOrder } from '../src/core/service-clock.ts';
import { createAdmin } from '../src/modules/admins/admins.service.ts';
import { brokerItemColumns } from '../src/modules/deals/deals.queues.service.ts';
import { forms } from '../src/modules/deals/deals.schema.ts';
import { cardColumns } from '../src/modules/requests/requests.cards.service.ts';
import { requests } from '../src/modules/requests/requests.schema.ts';
import { ownedBy, ownerIs } from '../src/modules/users/users.ownership.service.ts';
import { withDatabase } from './bench-seed.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = process.env.BENCH_OWNER_DB ?? 'simsar_owner_bench';
const members = 200_000;
const items = 200_000;
const runs = 7;

async function seed(url: string): Promise<string[]> {
  const handle = openPostgres(url);
  await handle.migrate();
  const adminIds: string[] = [];
  for (let n = 1; n <= 20; n++) {
    const admin = await createAdmin(handle.db, {
      name: `Owner bench ${n}`,
      email: `owner${n}@bench.simsar.test`,
      password: 'Bench-admin-1',
    });
    adminIds.push(admin._id);
  }
  await handle.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const at = new Date('2026-11-01T00:00:00Z');
  let started = performance.now();
  // Members by index: even brokers, odd clients; each pair assigned to admin (i / 2 mod 20), so every
  // admin has brokers and clients.
  await client.query(
    `insert into users (id, user_type, name, email, phone, password_hash, status, admin_id, created_at)
     select md5('owner-bench-' || i)::uuid, case when i % 2 = 0 then 'Broker' else 'Client' end,
            'Member ' || i, 'member' || i || '@bench.simsar.test',
            '01' || lpad(((i::bigint * 7919) % 1000000000)::text, 9, '0'), 'x', 'active',
            ($1::uuid[])[1 + (i / 2) % 20], $2::timestamptz - make_interval(secs => i * 60)
       from generate_series(1, ${members}) as i`,
    [adminIds, at],
  );
  console.log(`members ${members}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  // Forms of brokers (even members), requests of clients (odd ones), spread by a hash of the index.
  await client.query(
    `insert into forms (user_id, developer, client_name, client_phone, project_code, sales_name, sales_phone,
       image_key, image_type, client_id, deal_value, status, created_at)
     select md5('owner-bench-' || (2 + 2 * (abs(hashint8(g)) % ${members / 2})))::uuid, 'Palm Hills',
            'Client ' || g, '0111' || lpad(g::text, 7, '0'), 'P-' || (g % 500), 'Sales', '0120000000',
            'bench/form-' || g, 'image/jpeg', 'C' || g, 1000000,
            case when g % 10 < 8 then 'new' when g % 10 = 8 then 'pending' else 'accept' end,
            $1::timestamptz - make_interval(secs => g * 30)
       from generate_series(1, ${items}) as g`,
    [at],
  );
  await client.query(
    `insert into requests (queue, member_id, status, phone, message, created_at)
     select 'property_consultant', md5('owner-bench-' || (1 + 2 * (abs(hashint8(g)) % ${members / 2})))::uuid,
            case when g % 10 < 8 then 'non_done' else 'done' end, '0101' || lpad(g::text, 7, '0'),
            'Please call me', $1::timestamptz - make_interval(secs => g * 30)
       from generate_series(1, ${items}) as g`,
    [at],
  );
  console.log(
    `forms ${items}, requests ${items} (owner set and tabs counted by their triggers): ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await client.query('vacuum analyze');
  await client.end();
  return adminIds;
}

type Measured = { ms: number; planMs: number; buffers: string; plan: string; rows: number };

/** The query run `runs` times under EXPLAIN (ANALYZE, BUFFERS) after one warm-up: its median. */
async function measure(client: pg.Client, query: { sql: string; params: unknown[] }): Promise<Measured> {
  const explain = async () => {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${query.sql}`,
      query.params,
    );
    return rows.map((row) => row['QUERY PLAN']);
  };
  await explain();
  const measured: { ms: number; planMs: number; text: string[] }[] = [];
  for (let n = 0; n < runs; n++) {
    const text = await explain();
    const ms = Number(/Execution Time: ([\d.]+)/.exec(text.join('\n'))?.[1]);
    const planMs = Number(/Planning Time: ([\d.]+)/.exec(text.join('\n'))?.[1]);
    measured.push({ ms, planMs, text });
  }
  measured.sort((a, b) => a.ms - b.ms);
  const median = measured[Math.floor(runs / 2)] ?? measured[0];
  if (!median) throw new Error('nothing measured');
  const top = median.text[0] ?? '';
  const buffers = /Buffers: (.*)/.exec(median.text.join('\n'))?.[1] ?? '';
  const rows = Number(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(top)?.[1] ?? 0);
  return { ms: median.ms, planMs: median.planMs, buffers, plan: median.text.join('\n'), rows };
}

async function main() {
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  await server.query(`drop database if exists ${database} with (force)`);
  await server.query(`create database ${database}`);
  await server.end();
  const url = withDatabase(serverUrl, database);
  const adminIds = await seed(url);
  const admin = { id: adminIds[0] ?? '', isSuper: false } as Parameters<typeof ownedBy>[0];
  const handle = openPostgres(url);
  const db = handle.db;
  const page = (
    table: typeof forms | typeof requests,
    columns: object,
    where: SQL | undefined,
    order: SQL[],
  ) =>
    db
      .select(columns as never)
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(20)
      .offset(0)
      .toSQL();
  const total = (table: typeof forms | typeof requests, where: SQL | undefined) =>
    db.select({ n: sql<number>`count(*)` }).from(table).where(where).toSQL();
  const counter = (queue: string, state: string) =>
    db
      .select({ n: sql<number>`coalesce(sum(count), 0)::int` })
      .from(sql`summary_tab_counters`)
      .where(sql`queue = ${queue} and state = ${state} and admin_id = ${admin.id}`)
      .toSQL();
  const newForms = eq(forms.status, 'new');
  const waiting = and(eq(requests.queue, 'property_consultant'), eq(requests.status, 'non_done'));
  const cases = [
    [
      'new forms, page 1, before',
      page(
        forms,
        brokerItemColumns(forms),
        and(newForms, ownedBy(admin, forms.userId)),
        serviceOrder(true, forms, 'desc'),
      ),
    ],
    [
      'new forms, page 1, after',
      page(
        forms,
        brokerItemColumns(forms),
        and(newForms, ownerIs(admin, forms.ownerId)),
        serviceOrder(true, forms, 'desc'),
      ),
    ],
    ['new forms, total, before', total(forms, and(newForms, ownedBy(admin, forms.userId)))],
    ['new forms, total, after', counter('form', 'new')],
    [
      'property consultant non-done, page 1, before',
      page(
        requests,
        cardColumns,
        and(waiting, ownedBy(admin, requests.memberId)),
        serviceOrder(true, requests),
      ),
    ],
    [
      'property consultant non-done, page 1, after',
      page(
        requests,
        cardColumns,
        and(waiting, ownerIs(admin, requests.ownerId)),
        serviceOrder(true, requests),
      ),
    ],
    [
      'property consultant non-done, total, before',
      total(requests, and(waiting, ownedBy(admin, requests.memberId))),
    ],
    ['property consultant non-done, total, after', counter('property_consultant', 'non_done')],
  ] as const;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const results: [string, Measured][] = [];
  for (const [name, query] of cases) results.push([name, await measure(client, query)]);
  console.log('\n| query | rows | execution (median of 7) | planning | buffers |\n|---|---|---|---|---|');
  for (const [name, result] of results) {
    console.log(
      `| ${name} | ${result.rows} | ${result.ms.toFixed(3)} ms | ${result.planMs.toFixed(3)} ms | ${result.buffers} |`,
    );
  }
  for (const [name, result] of results) console.log(`\n### ${name}\n${result.plan}`);
  await client.end();
  await handle.close();
  if (!process.argv.includes('--keep')) {
    const drop = new pg.Client({ connectionString: serverUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${database} with (force)`);
    await drop.end();
  }
}

await main();
