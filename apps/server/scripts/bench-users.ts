/**
 * Benchmark (not a test) of the user lists on PostgreSQL with 100,000 users (issue 3):
 * page 1 of the brokers and a name and a phone substring search, through the API (app.inject, with
 * its auth, validation and serialisation) next to the same SQL timed directly.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:users -w @simsar/server
 *
 * It creates (and at the end drops) its own database `simsar_bench` on that server.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/core/config.ts';
import { openPostgres } from '../src/core/db.ts';
import { ensureFirstSuperAdmin } from '../src/modules/admins/admins.service.ts';
import { withDatabase } from '../test/global-setup.ts';

const userCount = 100_000;
const runs = 200;
const benchDatabase = 'simsar_bench';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(1);
}

const server = new pg.Client({ connectionString: url });
await server.connect();
await server.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
await server.query(`CREATE DATABASE ${benchDatabase}`);
const benchUrl = withDatabase(url, benchDatabase);
const handle = openPostgres(benchUrl);
await handle.migrate();
await ensureFirstSuperAdmin(handle.db, { email: 'bench@simsar.test', password: 'Bench-secret-1' });

const direct = new pg.Pool({ connectionString: benchUrl, max: 2 });
let seconds = performance.now();
// 100,000 users in batches of 20,000 through generate_series: names from common Egyptian first and
// last names, unique e-mails, phones and (for brokers) invitation codes; half brokers, 30% clients,
// 20% franchises; 5% pending brokers, 5% removed, 3% banned; one per second back in time.
for (let start = 1; start <= userCount; start += 20_000) {
  await direct.query(
    `insert into users (user_type, name, email, phone, password_hash, status, banned, area, work_at,
       years_experience, my_invitation_code, earnings, created_at)
     select t.user_type,
            (array['Ahmed','Mohamed','Mahmoud','Mona','Hoda','Omar','Salma','Karim','Yasmin','Hany'])[1 + i % 10]
              || ' ' || (array['Fawzy','Hassan','El-Masry','Adel','Saleh','Naguib','Farouk','Ezz','Sabry','Lotfy','Gamal','Helmy'])[1 + (i / 10) % 12]
              || ' ' || i,
            'user' || i || '@bench.simsar.test',
            '01' || lpad((i * 7919 % 1000000000)::text, 9, '0'),
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
await direct.query('analyze users');
seconds = (performance.now() - seconds) / 1000;

const app = await buildApp({
  config: { ...readConfig({}), webDist: '/nonexistent' },
  db: handle.db,
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

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const columns = `users.*, (select count(*)::int from users as invitee where invitee.invited_by = users.id) as invitations`;
const cases = [
  {
    name: 'page 1 of brokers',
    api: () => app.inject({ method: 'GET', url: '/api/user/all_users/Broker/1', headers: { authorization } }),
    sql: `select ${columns} from users where user_type = 'Broker' and status = 'active'
          order by created_at desc nulls last, id desc nulls last limit 20 offset 0`,
    params: [] as string[],
  },
  {
    name: 'name search "el-masry 4"',
    api: () =>
      app.inject({
        method: 'POST',
        url: '/api/user/get_data_of_user/Broker',
        headers: { authorization },
        payload: { search: 'el-masry 4', removed: false },
      }),
    sql: `select ${columns} from users where user_type = 'Broker' and status = 'active'
          and (lower(name) like $1 or phone like $1) order by created_at desc nulls first, id desc nulls first limit 100`,
    params: ['%el-masry 4%'],
  },
  {
    name: 'name search "lotfy 1774"',
    api: () =>
      app.inject({
        method: 'POST',
        url: '/api/user/get_data_of_user/Broker',
        headers: { authorization },
        payload: { search: 'lotfy 1774', removed: false },
      }),
    sql: `select ${columns} from users where user_type = 'Broker' and status = 'active'
          and (lower(name) like $1 or phone like $1) order by created_at desc nulls first, id desc nulls first limit 100`,
    params: ['%lotfy 1774%'],
  },
  {
    name: 'phone search "4567"',
    api: () =>
      app.inject({
        method: 'POST',
        url: '/api/user/get_data_of_user/Client',
        headers: { authorization },
        payload: { search: '4567', removed: false },
      }),
    sql: `select ${columns} from users where user_type = 'Client' and status = 'active'
          and (lower(name) like $1 or phone like $1) order by created_at desc nulls first, id desc nulls first limit 100`,
    params: ['%4567%'],
  },
];

const rows: string[] = [];
for (const entry of cases) {
  const reply = await entry.api();
  if (reply.statusCode !== 200) throw new Error(`${entry.name}: ${reply.statusCode} ${reply.body}`);
  const found = (reply.json() as { response: unknown[] }).response.length;
  const api = await time(entry.api);
  const raw = await time(() => direct.query(entry.sql, entry.params));
  const plan = await direct.query(`explain ${entry.sql}`, entry.params);
  const planText = plan.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
  const index = planText.match(/(users_\w+_idx)/g);
  rows.push(
    `| ${entry.name} | ${found} | ${api.p50.toFixed(1)} | ${api.p95.toFixed(1)} | ${raw.p50.toFixed(1)} | ${raw.p95.toFixed(1)} | ${[...new Set(index ?? ['seq scan'])].join(', ')} |`,
  );
}

const { rows: version } = await direct.query('show server_version');
console.log(
  `Seeded ${userCount.toLocaleString('en')} users in ${seconds.toFixed(1)} s on PostgreSQL ${version[0].server_version}; ${runs} runs each after 10 warm-ups.`,
);
console.log('');
console.log('| call | rows | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms | index used |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);

await app.close();
await direct.end();
await handle.close();
if (process.env.BENCH_KEEP !== '1')
  await server.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
await server.end();
