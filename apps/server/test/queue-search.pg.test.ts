import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, expect, it } from 'vitest';
import { serviceOrder } from '../src/core/service-clock.ts';
import { searchWhere } from '../src/modules/deals/deals.queues.service.ts';
import { forms } from '../src/modules/deals/deals.schema.ts';
import { buildBroker, buildProject, buildSubmission } from './deal-builders.ts';
import { buildAdmin, useTestApp } from './harness.ts';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): a queue's search is answered from its
// trigram indexes (docs/decisions/414), read from the plan PostgreSQL makes for it. Sequential scans
// are turned off for the EXPLAIN so that the plan does not depend on the table's size: with them
// off a search with no usable index still plans (a filter over the queue's index), without the
// search indexes' names. The table is large enough (20,000 forms of 2,000 brokers, a third new)
// that walking the queue's index costs more than the search's own.
const t = useTestApp();

beforeAll(async () => {
  await buildProject(t, t.superToken);
  const ordinary = await buildAdmin(t, t.superToken);
  const broker = await buildBroker(t, t.superToken, ordinary.admin._id, 'Searched broker');
  await buildSubmission(t, 'form', broker.token);
  // 20,000 forms of 2,000 brokers (a queue's rows spread over many members, as in use).
  await t.db.execute(sql`
    insert into users (user_type, name, email, phone, password_hash, status)
    select 'Broker', 'Broker ' || g, 'broker' || g || '@search.simsar.test', '010' || lpad(g::text, 8, '0'),
           'no-password', 'active'
      from generate_series(1, 2000) as g`);
  await t.db.execute(sql`
    insert into forms (user_id, developer, client_name, client_phone, client_id, project_code, sales_name,
      sales_phone, deal_value, image_key, image_type, status, created_at)
    select (select id from users where email = 'broker' || (1 + g % 2000) || '@search.simsar.test'),
           f.developer, 'Client ' || g, '01' || lpad((g * 7919)::text, 9, '0'), f.client_id,
           'P-' || (g % 5000), f.sales_name, f.sales_phone, f.deal_value, f.image_key, f.image_type,
           case when g % 3 = 0 then 'new' else 'accept' end, f.created_at - make_interval(mins => g)
      from (select * from forms limit 1) as f, generate_series(1, 20000) as g`);
  // Statistics, and the trigram indexes' pending entries merged, as autovacuum does in use.
  await t.db.execute(sql`vacuum analyze users, forms`);
});

/** The plan of page 1 of new forms searched for `term`, as the list reads its ids. */
async function planOf(term: string): Promise<string> {
  const query = t.db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.status, 'new'), searchWhere(forms, term)))
    .orderBy(...serviceOrder(true, forms, 'desc'))
    .limit(20)
    .toSQL();
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    await client.query('set enable_seqscan = off');
    const { rows } = await client.query(`explain ${query.sql}`, query.params);
    return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

it("plans a queue's search from its indexes: the client's name and phone, the project, the broker", async () => {
  // A client's name, a fragment of one client's phone (1234 * 7919), a project.
  for (const term of ['client 1234', '9772046', 'p-4242']) {
    const plan = await planOf(term);
    expect(plan, plan).toContain('forms_client_name_search_idx');
    expect(plan, plan).toContain('forms_client_phone_trgm_idx');
    expect(plan, plan).toContain('forms_project_search_idx');
    expect(plan, plan).toContain('forms_user_idx');
    // The broker by name among the brokers alone (their own partial index).
    expect(plan, plan).toContain('users_broker_name_search_idx');
    expect(plan, plan).not.toMatch(/Seq Scan on forms/);
  }
});
