import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/db.ts';
import { defineList } from '../src/core/lists.ts';
import type { SessionAdmin } from '../src/core/session.ts';
import { roundTheClock } from '../src/core/work-calendar.ts';
import { forms } from '../src/modules/deals/deals.schema.ts';
import { submissionLists } from '../src/modules/deals/deals.submissions.service.ts';
import { buildBroker, buildProject, buildSubmission } from './deal-builders.ts';
import { adminIdOf, buildAdmin, call, useTestApp } from './harness.ts';
import { parseCsv } from './spreadsheets.ts';

// How a list reads a page (its ids first, then their columns) and every row (from the last row's
// keys, batch after batch): the same rows in the same order as the list read whole
// (docs/decisions/410, 412).
const t = useTestApp();
let admin: SessionAdmin;
const scope = { now: new Date('2026-12-01T00:00:00Z'), targetHours: 24, calendar: roundTheClock };
const newForms = submissionLists.form.states.new;
const acceptedForms = submissionLists.form.states.accept;

/** `count` copies of the forms there are, each broker's, with some sent at the same instant. */
async function copyForms(count: number, status = 'new') {
  await t.db.execute(sql`
    insert into forms (user_id, developer, client_name, client_phone, client_id, project_code, sales_name,
      sales_phone, deal_value, image_key, image_type, status, state_changed_at, created_at)
    select f.user_id, f.developer, f.client_name || ' ' || g, f.client_phone, f.client_id, f.project_code,
           f.sales_name, f.sales_phone, f.deal_value, f.image_key, f.image_type, ${status},
           case when ${status} = 'accept' and g % 3 > 0 then f.created_at + make_interval(mins => g % 5) end,
           f.created_at - make_interval(mins => g / 3)
      from (select * from forms order by created_at limit 2) as f, generate_series(1, ${count}) as g`);
}

beforeAll(async () => {
  admin = {
    id: await adminIdOf(t, t.superToken),
    name: 'Super',
    email: 'super@simsar.test',
    isSuper: true,
    sessionId: 'test',
    ip: '127.0.0.1',
  };
  await buildProject(t, t.superToken);
  const ordinary = await buildAdmin(t, t.superToken);
  // Each card holds its broker as a JSON sub-select (memberBriefOf): two brokers, one named in Arabic.
  for (const name of ['Nagwa Hamdy', 'هالة محمود']) {
    const broker = await buildBroker(t, t.superToken, ordinary.admin._id, name);
    await buildSubmission(t, 'form', broker.token);
  }
  await copyForms(1_010);
  await copyForms(40, 'accept');
});

describe('a page of a list', () => {
  it('says the total and the pages as counted, on a full page, the last one and one past the end', async () => {
    const whole = await newForms.all(t.db, admin, scope);
    const last = Math.ceil(whole.length / 20);
    expect(whole.length % 20).toBeGreaterThan(0);
    for (const page of [1, last - 1, last, last + 1]) {
      const read = await newForms.page(t.db, admin, { ...scope, page });
      expect(read, `page ${page}`).toMatchObject({ total: whole.length, pages: last });
    }
    // A search: counted on a full page, said by its last page, the same total either way.
    const nagwas = whole.filter((item) => JSON.stringify(item).includes('Nagwa Hamdy')).length;
    const nagwasLast = Math.ceil(nagwas / 20);
    expect(nagwas % 20).toBeGreaterThan(0);
    for (const page of [1, nagwasLast, nagwasLast + 1]) {
      const searched = await newForms.page(t.db, admin, { ...scope, page, search: 'Nagwa' });
      expect(searched, `searched page ${page}`).toMatchObject({ total: nagwas, pages: nagwasLast });
    }
    const none = await newForms.page(t.db, admin, { ...scope, page: 1, search: 'nobody by this name' });
    expect(none).toMatchObject({ items: [], total: 0, pages: 1 });
  });

  it('holds the same items as the same slice of the whole list, deep pages and the last one alike', async () => {
    for (const list of [newForms, acceptedForms]) {
      const whole = await list.all(t.db, admin, scope);
      expect(whole.length).toBeGreaterThan(40);
      for (const page of [1, 2, 3, Math.ceil(whole.length / 20)]) {
        const items = await list.items(t.db, admin, { ...scope, page });
        expect(JSON.stringify(items)).toBe(JSON.stringify(whole.slice((page - 1) * 20, page * 20)));
      }
    }
  });

  it("runs a row's own selects for the page's rows only, not for every row skipped", async () => {
    // A column that counts how often it is read: a sequence's next value.
    await t.db.execute(sql`create sequence lists_test_reads`);
    const counted = defineList(forms, {
      name: 'forms-counted',
      columns: () => ({ id: forms.id, read: sql<number>`nextval('lists_test_reads')` }),
      where: () => eq(forms.status, 'new'),
      order: () => [asc(forms.createdAt), asc(forms.id)],
      toItems: (rows) => rows,
    });
    const page = await counted.items(t.db, admin, { page: 40 });
    expect(page).toHaveLength(20);
    // 20 reads for the page; read with OFFSET the 780 rows skipped were read too.
    const [next] = rowsOf<{ n: string }>(await t.db.execute(sql`select nextval('lists_test_reads') as n`));
    expect(Number(next?.n)).toBe(21);
  });
});

describe('every row of a list, batch after batch', () => {
  it('reads them in the order of the whole list, over many batches', async () => {
    for (const list of [newForms, acceptedForms]) {
      const whole = await list.all(t.db, admin, scope);
      const read = [];
      for await (const batch of list.rows(t.db, admin, scope, { batch: 150 })) read.push(...batch);
      expect(JSON.stringify(read)).toBe(JSON.stringify(whole));
      const first = [];
      for await (const batch of list.rows(t.db, admin, scope, { batch: 7, limit: 25 })) first.push(...batch);
      expect(JSON.stringify(first)).toBe(JSON.stringify(whole.slice(0, 25)));
    }
  });

  it('goes on past a row deleted between two batches, leaving no hole and skipping nothing else', async () => {
    const whole = (await newForms.all(t.db, admin, scope)).map((item) => item._id);
    const read: string[] = [];
    for await (const batch of newForms.rows(t.db, admin, scope, { batch: 300 })) {
      if (read.length === 0) {
        // The batch's last row (where the next batch starts from) and a row not read yet.
        await t.db.delete(forms).where(eq(forms.id, whole[299] ?? ''));
        await t.db.delete(forms).where(eq(forms.id, whole[350] ?? ''));
      }
      read.push(...batch.map((item) => item._id));
    }
    expect(read).toEqual(whole.filter((id) => id !== whole[350]));
  });
});

describe('an export of more than one batch (1,000 rows)', () => {
  it('holds every row of the list in its order', async () => {
    const reply = await call(t, 'GET', '/api/export/form.new?format=csv', { token: t.superToken });
    expect(reply.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(reply.body.replace(/^\uFEFF/, ''));
    const client = header?.indexOf('Client') ?? -1;
    const exported = rows.filter((row) => row.length > 1).map((row) => row[client]);
    const listed: string[] = [];
    for (let page = 1; listed.length < exported.length + 1; page++) {
      const items = (await call(t, 'GET', `/api/form/new?page=${page}`, { token: t.superToken })).json()
        .items;
      if (items.length === 0) break;
      listed.push(...items.map((item: { client_name: string }) => item.client_name));
    }
    expect(exported.length).toBeGreaterThan(1_000);
    expect(exported).toEqual(listed);
  });
});
