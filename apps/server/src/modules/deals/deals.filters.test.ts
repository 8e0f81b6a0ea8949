import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { developersContaining } from '../../core/queue-filters.ts';
import { forms } from './deals.schema.ts';

// The forms', deals' and CIL's tabs take the queues' filters (docs/decisions/520): the admin whose
// brokers filed the items, the days filed and overdue or not (561); counted, and the same in the export.
let t: TestApp;
let superToken: string;
let mona: Awaited<ReturnType<typeof buildAdmin>>;
let karim: Awaited<ReturnType<typeof buildAdmin>>;
const url = '/api/form/new';

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  await buildProject(t, superToken);
  mona = await buildAdmin(t, superToken, 'Mona');
  karim = await buildAdmin(t, superToken, 'Karim');
  const monasBroker = await buildBroker(t, superToken, mona.admin._id);
  const karimsBroker = await buildBroker(t, superToken, karim.admin._id);
  await buildSubmission(t, 'form', monasBroker.token, { client_name: 'Client of Mona' });
  await buildSubmission(t, 'form', karimsBroker.token, { client_name: 'Client of Karim' });
});
afterAll(() => t.close());

describe("a form queue's filters", () => {
  it("narrows to one admin's brokers' forms, and counts them", async () => {
    expect((await call(t, 'GET', url, { token: superToken })).json().total).toBe(2);
    const reply = await call(t, 'GET', `${url}?admin_id=${mona.admin._id}`, { token: superToken });
    expect(reply.json().total).toBe(1);
    expect(reply.json().items.map((item: { client_name: string }) => item.client_name)).toEqual([
      'Client of Mona',
    ]);
    const future = await call(t, 'GET', `${url}?filed_from=2999-01-01`, { token: superToken });
    expect(future.json()).toMatchObject({ items: [], total: 0 });
  });

  it("shows an ordinary admin none of another admin's, even filtered by that admin", async () => {
    const reply = await call(t, 'GET', `${url}?admin_id=${karim.admin._id}`, { token: mona.token });
    expect(reply.json()).toMatchObject({ items: [], total: 0 });
  });

  it('exports only the filtered forms', async () => {
    const file = await call(t, 'GET', `/api/export/form.new?format=csv&admin_id=${karim.admin._id}`, {
      token: superToken,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Client of Karim');
    expect(file.body).not.toContain('Client of Mona');
  });

  it('narrows to the overdue forms, as their clocks say', async () => {
    const forMona = await call(t, 'GET', `${url}?admin_id=${mona.admin._id}`, { token: superToken });
    const id = forMona.json().items[0]._id as string;
    expect((await call(t, 'GET', `${url}?overdue=yes`, { token: superToken })).json().total).toBe(0);
    // Filed a month ago: far past the form queue's target in working hours.
    await t.db
      .update(forms)
      .set({ createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
      .where(eq(forms.id, id));
    const overdue = await call(t, 'GET', `${url}?overdue=yes`, { token: superToken });
    expect(overdue.json().total).toBe(1);
    expect(overdue.json().items).toMatchObject([{ _id: id, overdue: true }]);
    // Read as the tab's counter less the items in time: each admin's own counter, and a count when
    // another filter narrows the tab (docs/decisions/561).
    const overdueTotal = (token: string, query = '') =>
      call(t, 'GET', `${url}?overdue=yes${query}`, { token }).then((reply) => reply.json().total);
    expect(await overdueTotal(mona.token)).toBe(1);
    expect(await overdueTotal(karim.token)).toBe(0);
    expect(await overdueTotal(superToken, `&admin_id=${karim.admin._id}`)).toBe(0);
    expect(await overdueTotal(superToken, '&developer=palm')).toBe(1);
    const inTime = await call(t, 'GET', `${url}?overdue=no`, { token: superToken });
    expect(inTime.json().items.map((item: { client_name: string }) => item.client_name)).toEqual([
      'Client of Karim',
    ]);
    const moved = await call(t, 'GET', '/api/form/accept?overdue=yes', { token: superToken });
    expect(moved.json()).toMatchObject({ items: [], total: 0 });
  });

  it('narrows to a project or a developer as filed (any part, case ignored), in the page and the export', async () => {
    const total = (query: string) =>
      call(t, 'GET', `${url}?${query}`, { token: superToken }).then((reply) => reply.json().total);
    expect(await total('project=new%20cairo')).toBe(2);
    expect(await total('developer=PALM%20HILLS')).toBe(2);
    expect(await total('project=Sodic')).toBe(0);
    expect(await total('developer=100%25')).toBe(0);
    const file = await call(t, 'GET', '/api/export/form.new?format=csv&developer=Emaar', {
      token: superToken,
    });
    expect(file.body).not.toContain('Client of');
    // The request queues name no project: none of their items match one.
    const requests = await call(t, 'GET', '/api/property_consultant/non-done?project=Palm', {
      token: superToken,
    });
    expect(requests.json()).toMatchObject({ items: [], total: 0 });
    const long = await call(t, 'GET', `${url}?project=${'x'.repeat(201)}`, { token: superToken });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A filter has at most 200 characters');
  });

  it("counts every developer whose name holds the text (docs/decisions/568), in deals and CIL too, in the tab's state only", async () => {
    const broker = await buildBroker(t, superToken, karim.admin._id);
    for (const kind of ['deal', 'cil'] as const) {
      for (const developer of ['Hyde Park', 'HYDE PARK Developments', 'Mountain View']) {
        await buildSubmission(t, kind, broker.token, { client_name: `${kind} with ${developer}`, developer });
      }
      const base = kind === 'deal' ? '/api/deal/new' : '/api/cil/new';
      const reply = await call(t, 'GET', `${base}?developer=hyde%20park`, { token: karim.token });
      expect(reply.json().total).toBe(2);
      expect(
        reply
          .json()
          .items.map((item: { developer: string }) => item.developer)
          .sort(),
      ).toEqual(['HYDE PARK Developments', 'Hyde Park']);
      // The other tabs hold none of them.
      const pending = kind === 'deal' ? '/api/deal/pending' : '/api/cil/pending';
      expect((await call(t, 'GET', `${pending}?developer=hyde`, { token: karim.token })).json().total).toBe(
        0,
      );
    }
  });

  it('finds a developer written in Arabic by any spelling of its letters, as the searches do', async () => {
    const broker = await buildBroker(t, superToken, mona.admin._id);
    await buildSubmission(t, 'form', broker.token, {
      client_name: 'Client of Emaar',
      developer: 'إعمار مصر',
    });
    const found = await call(t, 'GET', `${url}?developer=${encodeURIComponent('اعمار')}`, {
      token: superToken,
    });
    expect(found.json().items.map((item: { client_name: string }) => item.client_name)).toEqual([
      'Client of Emaar',
    ]);
    expect(found.json().total).toBe(1);
  });

  it('walks at most so many distinct developers, and past them keeps the trigram filter', async () => {
    // Two developers are filed by now: the builders' and the Arabic one above.
    expect(await developersContaining(t.db, forms.developer, 'palm', 10)).toEqual({
      developers: ['Palm Hills Developments'],
    });
    expect(await developersContaining(t.db, forms.developer, 'nobody', 10)).toEqual({ developers: [] });
    expect(await developersContaining(t.db, forms.developer, 'palm', 1)).toEqual({});
    expect(await developersContaining(t.db, forms.developer, undefined)).toEqual({});
  });
});
