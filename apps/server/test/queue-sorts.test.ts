import { queueListPathOf, queueTabsOf } from '@simsar/contract/queue-lists';
import { requestRowOf } from '@simsar/contract/requests';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../src/modules/deals/deals.schema.ts';
import { requests } from '../src/modules/requests/requests.schema.ts';
import { buildBroker, buildProject, buildSubmission } from './deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from './harness.ts';
import { buildAssignedMember } from './members.ts';
import { fileRequest, requestPhone } from './request-builders.ts';

// A queue tab sorted by when filed, either way, on the server (docs/decisions/563); any other
// column is refused, and the page size and count follow the one list path; the inbox takes the
// table's rows a page.
let t: TestApp;
let superToken: string;
let mona: Awaited<ReturnType<typeof buildAdmin>>;
const row = requestRowOf('property_consultant');
const requestPath = queueListPathOf(row, queueTabsOf(row)[0]?.page ?? '');

const days = ['2026-03-02', '2026-01-05', '2026-02-03'];

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  await buildProject(t, superToken);
  mona = await buildAdmin(t, superToken, 'Mona');
  const broker = await buildBroker(t, superToken, mona.admin._id);
  for (const day of days) {
    const form = await buildSubmission(t, 'form', broker.token, { client_name: `Client ${day}` });
    await t.db
      .update(forms)
      .set({ createdAt: new Date(`${day}T09:00:00Z`) })
      .where(eq(forms.id, form._id));
    const { token } = await buildAssignedMember(t, superToken, mona.admin._id, { user_type: 'Client' });
    const request = await fileRequest(t, token, '/api/app/property_consultant', {
      phone: requestPhone(),
      message: `Asked ${day}`,
    });
    await t.db
      .update(requests)
      .set({ createdAt: new Date(`${day}T09:00:00Z`) })
      .where(eq(requests.id, request._id));
  }
});
afterAll(() => t.close());

const filedOf = (reply: { json: () => { items: { createdAt: string }[] } }) =>
  reply.json().items.map((item) => item.createdAt.slice(0, 10));

describe('a queue tab sorted by when filed', () => {
  for (const [what, path] of [
    ['forms', '/api/form/new'],
    ['a request queue', requestPath],
  ] as const) {
    it(`orders ${what} newest or oldest first, for a super admin and the brokers' admin alike`, async () => {
      for (const token of [superToken, mona.token]) {
        const newest = await call(t, 'GET', `${path}?sort=filed&dir=desc`, { token });
        expect(newest.statusCode).toBe(200);
        expect(filedOf(newest)).toEqual(['2026-03-02', '2026-02-03', '2026-01-05']);
        const oldest = await call(t, 'GET', `${path}?sort=filed&dir=asc`, { token });
        expect(filedOf(oldest)).toEqual(['2026-01-05', '2026-02-03', '2026-03-02']);
      }
    });

    it(`refuses ${what} sorted by a column the tab does not offer`, async () => {
      const reply = await call(t, 'GET', `${path}?sort=client_name`, { token: superToken });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe('This list cannot be sorted by that column');
    });
  }

  it('exports a tab in the sort the screen shows', async () => {
    const file = await call(t, 'GET', '/api/export/form.new?format=csv&sort=filed&dir=desc', {
      token: superToken,
    });
    expect(file.statusCode).toBe(200);
    const order = ['Client 2026-03-02', 'Client 2026-02-03', 'Client 2026-01-05'].map((name) =>
      file.body.indexOf(name),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('saves a queue tab as a view with its sort, and counts it for the caller', async () => {
    const saved = await call(t, 'POST', '/api/views', {
      token: mona.token,
      body: {
        list: 'form.new',
        path: '/forms/new',
        name: 'Newest forms',
        query: { sort: 'filed', dir: 'desc', filed_from: '2026-02-01' },
        layout: 'table',
        columns: ['filed', 'client'],
      },
    });
    expect(saved.statusCode).toBe(201);
    const views = await call(t, 'GET', '/api/views', { token: mona.token });
    expect(views.json().items).toMatchObject([{ name: 'Newest forms', count: 2, layout: 'table' }]);
  });

  it("pages the inbox by the table's rows a page, and refuses any other size", async () => {
    const whole = await call(t, 'GET', '/api/inbox', { token: mona.token });
    expect(whole.json().total).toBe(6);
    const sized = await call(t, 'GET', '/api/inbox?size=50', { token: mona.token });
    expect(sized.json()).toMatchObject({ total: 6, pages: 1 });
    expect(sized.json().items).toHaveLength(6);
    const refused = await call(t, 'GET', '/api/inbox?size=7', { token: mona.token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Choose 20, 50 or 100 rows a page');
  });
});

// The client sort (docs/decisions/567): its forms come last, as they add to Mona's queue and inbox.
describe("a form, deal or CIL tab sorted by the client's name", () => {
  it("orders forms by the client's name either way, capitals or not, for the super admin and the brokers' admin", async () => {
    const broker = await buildBroker(t, superToken, mona.admin._id);
    for (const name of ['zeta Sorted', 'alpha Sorted', 'Mu Sorted']) {
      await buildSubmission(t, 'form', broker.token, { client_name: name });
    }
    const clientsOf = (reply: { json: () => { items: { client_name: string }[] } }) =>
      reply.json().items.map((item) => item.client_name);
    for (const token of [superToken, mona.token]) {
      const az = await call(t, 'GET', '/api/form/new?sort=client&dir=asc&search=sorted', { token });
      expect(az.statusCode).toBe(200);
      expect(clientsOf(az)).toEqual(['alpha Sorted', 'Mu Sorted', 'zeta Sorted']);
      const za = await call(t, 'GET', '/api/form/new?sort=client&dir=desc&search=sorted', { token });
      expect(clientsOf(za)).toEqual(['zeta Sorted', 'Mu Sorted', 'alpha Sorted']);
    }
    // Another admin's tab sorted so holds none of them.
    const other = await buildAdmin(t, superToken, 'Other');
    const none = await call(t, 'GET', '/api/form/new?sort=client&dir=asc', { token: other.token });
    expect(none.json()).toMatchObject({ items: [], total: 0 });
  });

  it('refuses the client sort where the items name no client: a request queue and the inbox', async () => {
    for (const path of [requestPath, '/api/inbox']) {
      const reply = await call(t, 'GET', `${path}?sort=client&dir=asc`, { token: superToken });
      expect(reply.statusCode, path).toBe(400);
      expect(reply.json().message).toBe('This list cannot be sorted by that column');
    }
  });
});
