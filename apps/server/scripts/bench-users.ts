/**
 * Benchmark (not a test) of the user lists on PostgreSQL with 100,000 users (BENCH_USERS
 * for another count, e.g. 1000000): page 1 of the brokers and name (English and Arabic, rare and
 * common) and phone substring searches, through the API (app.inject, with its auth, validation and
 * serialisation), next to the same SQL timed directly; then EXPLAIN (ANALYZE, BUFFERS) of every
 * search statement the server ran for each search, to show the indexes serve them
 * (docs/decisions/110).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:users -w @simsar/server
 *
 * It creates (and at the end drops, unless BENCH_KEEP=1) its own database `simsar_bench` on that server.
 */
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/core/config.ts';
import { type Database, openPostgres } from '../src/core/db.ts';
import { ensureFirstSuperAdmin } from '../src/modules/admins/admins.service.ts';
import { withDatabase } from '../test/global-setup.ts';

const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const runs = 200;
const benchDatabase = process.env.BENCH_DATABASE ?? 'simsar_bench';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(1);
}

const server = new pg.Client({ connectionString: url });
await server.connect();
// BENCH_REUSE=1 times the database a BENCH_KEEP=1 run left (same migrations), without seeding again.
const reuse = process.env.BENCH_REUSE === '1';
if (!reuse) {
  await server.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
  await server.query(`CREATE DATABASE ${benchDatabase}`);
}
const benchUrl = withDatabase(url, benchDatabase);
const handle = openPostgres(benchUrl);
await handle.migrate();
await ensureFirstSuperAdmin(handle.db, { email: 'bench@simsar.test', password: 'Bench-secret-1' });

const direct = new pg.Pool({ connectionString: benchUrl, max: 2 });
let seconds = performance.now();
// The users in batches of 20,000 through generate_series: names from common Egyptian first and last
// names, a quarter in Arabic script (every fourth block of 1,000, with the letter variants the search folds: أحمد, إسلام, منى,
// هدى), unique e-mails, phones and (for brokers) invitation codes; half brokers, 30% clients, 20%
// franchises; 5% pending brokers, 5% removed, 3% banned; one per second back in time. A common last
// name is one English user in nine ("lotfy": 33,333 active brokers at 1,000,000 users).
for (let start = 1; !reuse && start <= userCount; start += 20_000) {
  await direct.query(
    `insert into users (user_type, name, email, phone, password_hash, status, banned, area, work_at,
       years_experience, my_invitation_code, earnings, created_at)
     select t.user_type,
            case when (i / 1000) % 4 = 0 then
              (array['أحمد','محمد','محمود','منى','هدى','عمر','سلمى','كريم','ياسمين','إسلام'])[1 + i % 10]
              || ' ' || (array['حسن','المصري','فوزي','عادل','صالح','نجيب','فاروق','عز','صبري','لطفي','جمال','حلمي'])[1 + (i / 10) % 12]
            else
              (array['Ahmed','Mohamed','Mahmoud','Mona','Hoda','Omar','Salma','Karim','Yasmin','Hany'])[1 + i % 10]
              || ' ' || (array['Fawzy','Hassan','El-Masry','Adel','Saleh','Naguib','Farouk','Sabry','Lotfy'])[1 + (i / 10) % 9]
            end || ' ' || i,
            'user' || i || '@bench.simsar.test',
            '01' || lpad((i::bigint * 7919 % 1000000000)::text, 9, '0'),
            'bench-no-password', t.status, i % 33 = 0, 'New Cairo', 'Nile Realty', i % 20,
            case when t.user_type = 'Broker' then 'B' || upper(lpad(to_hex(i), 7, '0')) end,
            0, now() - make_interval(secs => i)
       from generate_series($1::int, $2::int) as i
       cross join lateral (select
         case when i % 10 < 5 then 'Broker' when i % 10 < 8 then 'Client' else 'Franchise' end as user_type,
         case when i % 20 = 0 then (case when i % 10 < 5 then 'pending' else 'active' end)
              when i % 20 = 1 then 'removed' else 'active' end as status) as t`,
    [start, Math.min(start + 19_999, userCount)],
  );
}
if (!reuse) await direct.query('vacuum analyze users');
seconds = (performance.now() - seconds) / 1000;

// The server's own database handle, with Drizzle's logger recording what it runs while `recording`.
const recorded: { query: string; params: unknown[] }[] = [];
let recording = false;
const logged = new pg.Pool({ connectionString: benchUrl, max: 10 });
logged.on('error', () => {}); // the database is dropped at the end
// Page 1 runs straight on the pool, not through Drizzle (users.lists.service.ts pageOneQuery): recorded here.
const poolQuery = logged.query.bind(logged) as (...args: unknown[]) => unknown;
logged.query = ((...args: unknown[]) => {
  const [config] = args as [{ name?: string; text?: string; values?: unknown[] }];
  if (recording && config?.name?.endsWith('_rows') && config.text)
    recorded.push({ query: config.text, params: config.values ?? [] });
  return poolQuery(...args);
}) as typeof logged.query;
const db = drizzle(logged, {
  logger: { logQuery: (query, params) => void (recording && recorded.push({ query, params })) },
}) as unknown as Database;
const app = await buildApp({
  config: { ...readConfig({}), webDist: '/nonexistent' },
  db,
  logger: false,
});
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/admin/login',
  payload: { email: 'bench@simsar.test', password: 'Bench-secret-1' },
});
const authorization = `Bearer ${login.json().token}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

type Timing = { p50: number; p95: number; p99: number };
async function time(run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 10; i++) await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) };
}

const search = (type: string, text: string) => () =>
  app.inject({
    method: 'POST',
    url: `/api/user/get_data_of_user/${type}`,
    headers: { authorization },
    payload: { search: text, removed: false },
  });
const cases = [
  {
    name: 'page 1 of brokers',
    api: () => app.inject({ method: 'GET', url: '/api/user/all_users/Broker/1', headers: { authorization } }),
  },
  { name: 'rare term "lotfy 1073"', api: search('Broker', 'lotfy 1073') },
  { name: 'common last name "lotfy"', api: search('Broker', 'lotfy') },
  { name: 'mid term "el-masry 4"', api: search('Broker', 'el-masry 4') },
  { name: 'Arabic "احمد" (finds أحمد)', api: search('Broker', 'احمد') },
  { name: 'Arabic rare "احمد لطفي 90"', api: search('Broker', 'احمد لطفي 90') },
  { name: 'phone "4567"', api: search('Client', '4567') },
];

const rows: string[] = [];
const plans: string[] = [];
for (const entry of cases) {
  recording = true;
  recorded.length = 0;
  const reply = await entry.api();
  recording = false;
  if (reply.statusCode !== 200) throw new Error(`${entry.name}: ${reply.statusCode} ${reply.body}`);
  const found = (reply.json() as { response: unknown[] }).response.length;
  // The statements of the call itself (not the session look-up), as the server sent them; a
  // set_config() (the search's trigram-only step) applies to the next statement, in one transaction.
  const statements = recorded.filter(
    ({ query }) => /set_config|from "users"|from \(select/.test(query) && !/admin_sessions/.test(query),
  );
  const client = await direct.connect();
  const run = async (explain: (query: string, params: unknown[]) => Promise<void>) => {
    for (let n = 0; n < statements.length; n++) {
      const { query, params } = statements[n] as { query: string; params: unknown[] };
      if (!/set_config/.test(query)) {
        await explain(query, params);
        continue;
      }
      const next = statements[++n] as { query: string; params: unknown[] };
      await client.query('begin');
      await client.query(query, params);
      await explain(next.query, next.params);
      await client.query('commit');
    }
  };
  const api = await time(entry.api);
  const raw = await time(() =>
    run(async (query, params) => {
      await client.query(query, params);
    }),
  );
  const indexes = new Set<string>();
  let shown = 0;
  const shownOf = statements.filter(({ query }) => !/set_config/.test(query)).length;
  // The probe runs inside search_user_ids() (migration 0019), whose plan EXPLAIN shows as a Function
  // Scan: auto_explain logs the plans of the statements inside it, which the client receives.
  const nested: string[] = [];
  const onNotice = (notice: { message?: string }) => {
    if (notice.message?.includes('plan:')) nested.push(notice.message);
  };
  client.on('notice', onNotice);
  await client.query(`load 'auto_explain'`);
  await client.query(
    'set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on; set auto_explain.log_analyze = on; set client_min_messages = log',
  );
  await run(async (query, params) => {
    nested.length = 0;
    const plan = await client.query(`explain (analyze, buffers) ${query}`, params);
    const inner = nested.filter((message) => !message.includes('explain (analyze'));
    const text = [
      ...plan.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']),
      ...(inner.length ? ['', 'Inside it (auto_explain):', ...inner] : []),
    ].join('\n');
    for (const index of text.match(/users_\w+_idx/g) ?? []) indexes.add(index);
    shown++;
    plans.push(
      `### ${entry.name}: statement ${shown} of ${shownOf}\n\n${query}\n${JSON.stringify(params)}\n\n${text}\n`,
    );
  });
  await client.query('reset client_min_messages; reset auto_explain.log_min_duration');
  client.off('notice', onNotice);
  client.release();
  const statementCount = shownOf;
  rows.push(
    `| ${entry.name} | ${found} | ${statementCount} | ${api.p50.toFixed(2)} | ${api.p95.toFixed(2)} | ${api.p99.toFixed(2)} | ${raw.p50.toFixed(2)} | ${raw.p99.toFixed(2)} | ${[...indexes].join(', ') || 'seq scan'} |`,
  );
}

const { rows: version } = await direct.query('show server_version');
const { rows: counted } = await direct.query('select count(*)::int as n from users');
for (const plan of plans) console.log(plan);
console.log(
  `${reuse ? 'Reused' : 'Seeded'} ${counted[0].n.toLocaleString('en')} users${reuse ? '' : ` in ${seconds.toFixed(1)} s`} on PostgreSQL ${version[0].server_version}; ${runs} runs each after 10 warm-ups.`,
);
console.log('');
console.log(
  '| call | rows | statements | API p50 ms | API p95 ms | API p99 ms | SQL p50 ms | SQL p99 ms | indexes used |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);

await app.close();
await logged.end();
await direct.end();
await handle.close();
if (process.env.BENCH_KEEP !== '1')
  await server.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
await server.end();
