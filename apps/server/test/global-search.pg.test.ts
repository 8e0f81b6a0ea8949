import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { globalSearchers } from '../src/app-api.ts';
import type { Executor } from '../src/core/db.ts';
import { globalTermOf } from '../src/core/global-search.ts';
import type { SessionAdmin } from '../src/core/session.ts';
import { buildBroker, buildProject, buildSubmission } from './deal-builders.ts';
import { buildAdmin, useTestApp } from './harness.ts';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): every statement of the console's one
// search (docs/decisions/500) is answered from indexes, read from the plans PostgreSQL makes for
// them. Each finder runs on a connection that records its statements; each is then explained with
// sequential scans off (so the plan does not hang on the tables' size, as in queue-search.pg.test.ts)
// over tables large enough that reading them whole costs more than their search indexes.
const t = useTestApp();
let pool: pg.Pool;
let ordinary: SessionAdmin;

beforeAll(async () => {
  await buildProject(t, t.superToken, 'Mivida Compound');
  const admin = await buildAdmin(t, t.superToken);
  ordinary = {
    id: admin.admin._id,
    name: 'Ordinary',
    email: admin.email,
    isSuper: false,
    sessionId: 'x',
    ip: '',
  };
  const broker = await buildBroker(t, t.superToken, admin.admin._id, 'Searched broker');
  await buildSubmission(t, 'form', broker.token, { project_code: 'Mivida Compound' });
  await t.db.execute(sql`
    insert into users (user_type, name, email, phone, password_hash, status, admin_id)
    select 'Client', 'Client ' || g, 'client' || g || '@search.simsar.test', '012' || lpad(g::text, 8, '0'),
           'no-password', 'active', case when g % 2 = 0 then ${admin.admin._id}::uuid end
      from generate_series(1, 5000) as g`);
  await t.db.execute(sql`
    insert into forms (user_id, developer, client_name, client_phone, client_id, project_code, sales_name,
      sales_phone, deal_value, image_key, image_type, status, created_at)
    select f.user_id, f.developer, 'Form client ' || g, '01' || lpad((g * 7919)::text, 9, '0'), f.client_id,
           'P-' || (g % 500), f.sales_name, f.sales_phone, f.deal_value, f.image_key, f.image_type,
           'new', f.created_at - make_interval(mins => g)
      from (select * from forms limit 1) as f, generate_series(1, 5000) as g`);
  await t.db.execute(sql`
    insert into requests (queue, member_id, status, phone, message, created_at)
    select 'property_consultant', u.id, 'non_done', '015' || lpad(g::text, 8, '0'), 'Call me ' || g, now()
      from generate_series(1, 5000) as g
      join users as u on u.email = 'client' || g || '@search.simsar.test'`);
  await t.db.execute(sql`vacuum analyze users, forms, deals, cils, requests, units, admins`);
  pool = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
  // The test database is dropped WITH (FORCE) at the end: an idle connection of this pool that it
  // terminates (57P01) is the end of the run, not a failure; any other error of an idle one is.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01') throw error;
  });
});

afterAll(async () => {
  await pool?.end();
});

/** Every statement the finders send for `text` as `admin`, each with its plan. */
async function plansOf(text: string, admin: SessionAdmin): Promise<string[]> {
  const statements: { query: string; params: unknown[] }[] = [];
  const recording = drizzle(pool, {
    logger: { logQuery: (query, params) => statements.push({ query, params }) },
  });
  const term = globalTermOf(text);
  if (!term) throw new Error(`${text} is not searched`);
  for (const searcher of globalSearchers) await searcher.find(recording as unknown as Executor, admin, term);
  const client = await pool.connect();
  try {
    await client.query('set enable_seqscan = off');
    const plans: string[] = [];
    for (const { query, params } of statements) {
      const { rows } = await client.query(`explain ${query}`, params);
      plans.push(rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n'));
    }
    await client.query('reset enable_seqscan');
    return plans;
  } finally {
    client.release();
  }
}

const superAdmin = (): SessionAdmin => ({ ...ordinary, id: ordinary.id, isSuper: true });

it.each([
  [
    'a whole phone as +20 ...',
    '+20 12 0000 4242',
    ['users_phone_unique', 'forms_client_phone_trgm_idx', 'requests_phone_trgm_idx'],
  ],
  [
    'a part of a phone',
    '0000 4242',
    ['users_phone_trgm_idx', 'forms_client_phone_trgm_idx', 'requests_phone_trgm_idx'],
  ],
  [
    'a name',
    'client 4242',
    ['users_name_search_idx', 'users_email_trgm_idx', 'forms_client_name_search_idx'],
  ],
  ['a project code', 'p-424', ['forms_project_search_idx', 'units_search_idx']],
])('plans %s from the search indexes, for both kinds of admin', async (_, text, indexes) => {
  for (const admin of [superAdmin(), ordinary]) {
    const plans = (await plansOf(text, admin)).join('\n----\n');
    for (const index of indexes) expect(plans, plans).toContain(index);
    expect(plans, plans).not.toMatch(/Seq Scan on (users|forms|deals|cils|requests|units)\b/);
  }
});
