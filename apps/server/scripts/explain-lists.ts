/**
 * EXPLAIN (ANALYZE, BUFFERS) of the very statements the queue lists run (docs/benchmarks.md, "paging,
 * search, export"): page 500 of new forms, an ordinary admin's deep page, and searches
 * of new forms and of a request queue by a client's name, a phone fragment, a project and a broker's
 * common family name. Each list is read through Drizzle with a logger that keeps its SQL, which is
 * then explained three times, the fastest kept. With `--seed`, first makes the database: the bench's
 * seed (scripts/bench-seed.ts; BENCH_USERS=50000 gives 200,000 forms, 300,000 requests ...) with a
 * quarter of the accepted forms made new again, so that new forms reach page 500. Run:
 *
 *   BENCH_USERS=50000 npx tsx apps/server/scripts/explain-lists.ts postgres://postgres@127.0.0.1:5432/postgres paging34_bench --seed
 *   PLANS=1 npx tsx apps/server/scripts/explain-lists.ts postgres://postgres@127.0.0.1:5432/postgres paging34_bench
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { SessionAdmin } from '../src/core/session.ts';
import { submissionLists } from '../src/modules/deals/deals.submissions.service.ts';
import { requestTabLists } from '../src/modules/requests/requests.service.ts';
import { seed, withDatabase } from './bench-seed.ts';

const [serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres', database = 'paging34_bench'] =
  process.argv.slice(2);
const url = withDatabase(serverUrl, database);

if (process.argv.includes('--seed')) {
  await seed(serverUrl, database, (line) => console.log(line));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `update forms set status = 'new' where status = 'accept' and (hashtext(id::text) & 3) = 0`,
  );
  await client.query('vacuum analyze forms');
  await client.end();
}

type Read = { items: (db: unknown, admin: SessionAdmin, query: object) => Promise<unknown[]> };
const pool = new pg.Pool({ connectionString: url, max: 2 });
let captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, { logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
const { rows } = await pool.query(`select (select id from admins where email = 'bench@simsar.test') as super,
  (select id from admins where email = 'admin1@bench.simsar.test') as ordinary`);
const adminOf = (id: string, isSuper: boolean): SessionAdmin => ({
  id,
  isSuper,
  name: 'bench',
  email: 'bench',
  sessionId: 'bench',
  ip: '127.0.0.1',
});
const admins = { super: adminOf(rows[0].super, true), ordinary: adminOf(rows[0].ordinary, false) };
const scope = { now: new Date('2026-11-02T00:00:00Z'), targetHours: 24 };
const newForms = submissionLists.form.states.new as unknown as Read;
const contactSales = requestTabLists.find(
  (list) => list.name === 'contact_sales.non-done',
) as unknown as Read;
const cases: [string, Read, keyof typeof admins, object][] = [
  ['page 500 of new forms', newForms, 'super', { page: 500 }],
  ['page 80 of new forms (of 88)', newForms, 'ordinary', { page: 80 }],
  ['new forms, search "client 150001" (a client)', newForms, 'super', { page: 1, search: 'client 150001' }],
  [
    'new forms, search "client 150001" (a client)',
    newForms,
    'ordinary',
    { page: 1, search: 'client 150001' },
  ],
  ['new forms, search "9457" (phones)', newForms, 'super', { page: 1, search: '9457' }],
  ['new forms, search "p-4242" (a project)', newForms, 'super', { page: 1, search: 'p-4242' }],
  ['new forms, search "mansour" (brokers\' family name)', newForms, 'super', { page: 1, search: 'mansour' }],
  ['non-done contact_sales, search "9457" (phones)', contactSales, 'super', { page: 1, search: '9457' }],
];
for (const [title, list, who, query] of cases) {
  captured = [];
  const items = await list.items(db, admins[who], { ...scope, ...query });
  const statement = captured[0];
  if (!statement) continue;
  // Three runs, the fastest kept (a loaded machine): its plan and times.
  let lines: string[] = [];
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const plan = await pool.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
    const these = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
    const time = Number(these.find((line) => line.startsWith('Execution Time'))?.match(/[\d.]+/)?.[0]);
    if (time < best) [best, lines] = [time, these];
  }
  const times = lines.filter((line) => /^(Planning|Execution) Time/.test(line)).join('; ');
  console.log(`\n## ${title}, ${who}: ${items.length} items; ${times}`);
  console.log(process.env.PLANS ? lines.join('\n') : lines.filter((line) => /Buffers/.test(line))[0]);
}
await pool.end();
