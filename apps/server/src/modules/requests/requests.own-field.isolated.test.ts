import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { heardWithin, openStream, startSecondProcess } from '../../../test/live-events.ts';
import { buildAssignedMember, buildMember } from '../../../test/members.ts';
import { fileRequest, requestPhone } from '../../../test/request-builders.ts';
import { parseCsv } from '../../../test/spreadsheets.ts';

/**
 * What adding a request queue with a dated field of its own takes: its row (`siteVisitQueue`, with
 * `own: { visit_date }`), added to the contract's rows for this file only, and the field's Arabic
 * beside its words. The field is filed, kept in the item's `details`, shown on its cards and in its
 * export; the queue is counted, heard live and audited like any other.
 */
vi.mock('@simsar/contract/queue-kinds', async (importOriginal) => {
  const { withSiteVisitQueue } = await import('@simsar/contract/queue-kinds-example');
  return withSiteVisitQueue(await importOriginal());
});

let t: TestApp;
let b: Awaited<ReturnType<typeof startSecondProcess>>;
let superToken: string;

beforeAll(async () => {
  t = await startTestApp();
  b = await startSecondProcess(t, t.db);
  superToken = await signInSuper(t);
});
afterAll(async () => {
  await b.app.close();
  await t.close();
});

const summary = async (token: string) => (await call(t, 'GET', '/api/admin/summary', { token })).json();
const exportCsv = async (token: string, list: string) => {
  const reply = await call(t, 'GET', `/api/export/${list}?format=csv`, { token });
  expect(reply.statusCode, reply.body).toBe(200);
  return parseCsv(reply.rawPayload.subarray(3).toString('utf8'));
};

describe('site visit requests, a queue with a visit date of its own', () => {
  it('refuses a filing without a real day, with the field named', async () => {
    const client = await buildMember(t, { user_type: 'Client' });
    for (const visit_date of [undefined, '2027-02-30']) {
      const reply = await call(t, 'POST', '/api/app/site_visit', {
        token: client.token,
        body: { phone: requestPhone(), message: 'Saturday morning', visit_date },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().fields).toHaveProperty('visit_date');
    }
  });

  it('is filed with its date, listed, counted, heard live, moved, exported and audited', async () => {
    const mona = await buildAdmin(t, superToken, 'Mona');
    const other = await buildAdmin(t, superToken, 'Other');
    const client = await buildAssignedMember(t, superToken, mona.admin._id, {
      user_type: 'Client',
      name: 'Visiting Client',
    });
    const monaStream = await openStream(b.url, mona.token);
    const otherStream = await openStream(b.url, other.token);
    expect(await summary(mona.token)).toMatchObject({ site_visit: 0, overdue: { site_visit: 0 } });

    const filed = await fileRequest(t, client.token, '/api/app/site_visit', {
      phone: requestPhone(),
      message: 'Saturday morning please',
      visit_date: '2027-03-06',
    });
    expect(filed).toMatchObject({ queue: 'site_visit', status: 'non_done', visit_date: '2027-03-06' });
    await heardWithin(monaStream.heard, 'site_visit');
    expect(await summary(mona.token)).toMatchObject({ site_visit: 1 });
    expect(await summary(other.token)).toMatchObject({ site_visit: 0 });

    const mine = await call(t, 'GET', '/api/app/requests', { token: client.token });
    expect(mine.json().items).toEqual([
      expect.objectContaining({ _id: filed._id, visit_date: '2027-03-06' }),
    ]);
    const nonDone = await call(t, 'GET', '/api/site_visit/non-done', { token: mona.token });
    expect(nonDone.json().items).toEqual([
      expect.objectContaining({
        _id: filed._id,
        visit_date: '2027-03-06',
        message: 'Saturday morning please',
        user_id: expect.objectContaining({ name: 'Visiting Client' }),
        rate: null,
        unit_id: null,
      }),
    ]);
    const othersList = await call(t, 'GET', '/api/site_visit/non-done', { token: other.token });
    expect(othersList.json().items).toEqual([]);

    const [header, ...rows] = await exportCsv(mona.token, 'site_visit.non-done');
    expect(header).toEqual([
      'Filed',
      'Member',
      'Phone',
      'Message',
      'Rating',
      'Project',
      'Location',
      'Visit date',
      'Waited (minutes)',
      'Overdue',
      'Moved',
    ]);
    expect(rows).toEqual([
      expect.arrayContaining(['Visiting Client', 'Saturday morning please', '2027-03-06']),
    ]);
    await call(t, 'PUT', '/api/admin/preferences', { token: mona.token, body: { language: 'ar' } });
    const [arabicHeader] = await exportCsv(mona.token, 'site_visit.non-done');
    expect(arabicHeader).toContain('تاريخ الزيارة');

    monaStream.heard.length = 0;
    const moved = await call(t, 'PUT', `/api/site_visit/done/${filed._id}`, { token: mona.token });
    expect(moved.statusCode, moved.body).toBe(200);
    await heardWithin(monaStream.heard, 'site_visit');
    expect(await summary(mona.token)).toMatchObject({ site_visit: 0 });
    const done = await call(t, 'GET', '/api/site_visit/done', { token: mona.token });
    expect(done.json().items).toEqual([
      expect.objectContaining({ _id: filed._id, visit_date: '2027-03-06' }),
    ]);

    const audit = await call(t, 'GET', `/api/audit?kind=site_visit&item=${filed._id}`, { token: superToken });
    expect(audit.json().items).toEqual([expect.objectContaining({ kind: 'site_visit', action: 'done' })]);
    expect(otherStream.heard).toEqual([]);
    for (const stream of [monaStream, otherStream]) stream.close();
  });
});
