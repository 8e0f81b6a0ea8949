import { submissionPaths } from '@simsar/contract/deals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBroker,
  buildProject,
  buildSubmission,
  submissionFields,
  submitAs,
} from '../../../test/deal-builders.ts';
import {
  buildAdmin,
  call,
  refusedFields,
  signInSuper,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { imageFile, mp4File } from '../../../test/multipart.ts';

let t: TestApp;
let superToken: string;
let ordinary: Awaited<ReturnType<typeof buildAdmin>>;
let broker: Awaited<ReturnType<typeof buildBroker>>;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  ordinary = await buildAdmin(t, superToken, 'Mona');
  broker = await buildBroker(t, superToken, ordinary.admin._id, 'Omar Broker');
  await buildProject(t, superToken);
});
afterAll(() => t.close());

const at = (path: string, id: string) => path.replace(':id', id);

describe.each(['form', 'deal'] as const)('%s pipeline', (kind) => {
  const paths = submissionPaths[kind];

  it('takes a submission from a broker into the new queue, money exact', async () => {
    const reply = await submitAs(
      t,
      kind,
      broker.token,
      submissionFields(),
      await imageFile('receipt.jpg', 'jpeg'),
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const item = reply.json().response;
    expect(item).toMatchObject({
      status: 'new',
      deal_value: '2500000.50',
      final_value: null,
      date: '2026-12-15',
      client_phone: '01098765432',
      project_code: 'Palm Hills New Cairo',
      image_type: 'image/jpeg',
      user_id: { name: 'Omar Broker', phone: broker.user.phone },
    });
    expect(item.image).toMatch(/^\/api\/files\//);
    const list = await call(t, 'GET', `${paths.list.replace(':status', 'new')}?page=1`, {
      token: superToken,
    });
    expect(list.json().items.map((row: { _id: string }) => row._id)).toContain(item._id);
    // The receipt is private: an admin gets it, nobody else.
    expect((await call(t, 'GET', item.image, { token: superToken })).statusCode).toBe(200);
    expect((await call(t, 'GET', item.image)).statusCode).toBe(401);
  });

  it('refuses invalid fields with every message, and files that are neither image nor PDF', async () => {
    expect(refusedFields(await submitAs(t, kind, broker.token, {}, undefined))).toMatchObject({
      developer: 'Developer is required',
      client_phone: 'Client phone is required',
      deal_value: 'Deal value is required',
      date: 'Estimated time to receive the check is required',
    });
    const bad = await submitAs(
      t,
      kind,
      broker.token,
      submissionFields({ client_phone: '0301234', deal_value: '10.555', project_code: 'Nowhere Towers' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      client_phone: 'Enter the client phone like 01012345678',
      deal_value: 'Enter an amount in EGP with at most two decimals',
    });
    const unknown = await submitAs(
      t,
      kind,
      broker.token,
      submissionFields({ project_code: 'Nowhere Towers' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ project_code: 'No project has this code' });
    const video = await submitAs(t, kind, broker.token, submissionFields(), mp4File());
    expect(video.statusCode).toBe(415);
    const noImage = await t.app.inject({
      method: 'POST',
      url: paths.app,
      headers: { authorization: `Bearer ${broker.token}` },
      payload: {},
    });
    expect(noImage.statusCode).toBe(400);
  });

  it('moves new -> pending -> accept with a date, final value defaulting to the deal value', async () => {
    const item = await buildSubmission(t, kind, broker.token);
    const pending = await call(t, 'PUT', at(paths.pending, item._id), { token: superToken });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().response.status).toBe('pending');
    const noDate = await call(t, 'PUT', at(paths.accept, item._id), { token: superToken, body: {} });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe('Estimated time to receive the check is required');
    const accepted = await call(t, 'PUT', at(paths.accept, item._id), {
      token: superToken,
      body: { date: '2027-01-20' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().response).toMatchObject({
      status: 'accept',
      date: '2027-01-20',
      final_value: '2500000.50',
      // 2.5% and 1.25% of 2,500,000.50, to the piastre
      commission: { commission: '62500.01', incentive: '31250.01', total: '93750.02', added_at: null },
    });
    const again = await call(t, 'PUT', at(paths.accept, item._id), {
      token: superToken,
      body: { date: '2027-01-20' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This ${kind} is already accept`);
    const reject = await call(t, 'DELETE', at(paths.reject, item._id), { token: superToken });
    expect(reject.statusCode).toBe(409);
  });

  it('keeps a rejected item out of every queue but in the broker list, and tells the broker', async () => {
    const item = await buildSubmission(t, kind, broker.token, { client_name: 'Rejected Client' });
    const reply = await call(t, 'DELETE', at(paths.reject, item._id), { token: superToken });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().response.status).toBe('rejected');
    for (const status of ['new', 'pending', 'accept']) {
      const list = await call(t, 'GET', paths.list.replace(':status', status), { token: superToken });
      expect(list.json().items.map((row: { _id: string }) => row._id)).not.toContain(item._id);
    }
    const mine = await call(t, 'GET', paths.app, { token: broker.token });
    expect(mine.json().items.find((row: { _id: string }) => row._id === item._id)?.status).toBe('rejected');
    const notes = await call(t, 'GET', '/api/app/notifications', { token: broker.token });
    const text = notes.json().response[0].text as string;
    expect(text).toContain(`Your ${kind} for Rejected Client (Palm Hills New Cairo) is rejected`);
    expect(text).toMatch(/مرفوض/);
    const detail = await call(t, 'GET', at(paths.detail, item._id), { token: superToken });
    expect(detail.json().response.status).toBe('rejected');
  });

  it('adds the commission to the broker earnings once; a second click gets 409', async () => {
    const item = await buildSubmission(t, kind, broker.token);
    await call(t, 'PUT', at(paths.pending, item._id), { token: superToken });
    const early = await call(t, 'POST', at(paths.commission, item._id), { token: superToken });
    expect(early.statusCode).toBe(409);
    await call(t, 'PUT', at(paths.accept, item._id), {
      token: superToken,
      body: { date: '2027-02-01', final_value: '1,000,000' },
    });
    const before = (
      await call(t, 'GET', `/api/user/earnings/${broker.user._id}`, { token: superToken })
    ).json();
    const clicks = await Promise.all(
      [1, 2].map(() => call(t, 'POST', at(paths.commission, item._id), { token: superToken })),
    );
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const ok = clicks.find((r) => r.statusCode === 200);
    expect(ok?.json().response.commission).toMatchObject({ total: '37500.00' });
    expect(ok?.json().response.commission.added_at).toEqual(expect.any(String));
    expect(clicks.find((r) => r.statusCode === 409)?.json().message).toBe(
      'The commission of this item was already added',
    );
    const after = (
      await call(t, 'GET', `/api/user/earnings/${broker.user._id}`, { token: superToken })
    ).json();
    expect(Number(after.earnings) - Number(before.earnings)).toBeCloseTo(37500, 2);
    expect(after.response).toHaveLength(before.response.length + 1);
    // The ledger says which item earned it, with the console's link to that item.
    const link = kind === 'form' ? `/form/accept/${item._id}` : `/deals/id/${item._id}`;
    expect(after.response[0]).toMatchObject({ amount: 37500, source: { kind, _id: item._id, link } });
  });

  it('answers 404 for an unknown item and 401 without a session', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const reply = await call(t, 'PUT', at(paths.pending, unknown), { token: superToken });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(kind === 'form' ? 'Form not found' : 'Deal not found');
    const malformed = await call(t, 'GET', at(paths.detail, 'not-a-uuid'), { token: superToken });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe(reply.json().message);
    expect((await call(t, 'POST', at(paths.commission, unknown), { token: superToken })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, 'GET', paths.list.replace(':status', 'rejected'), { token: superToken })).statusCode,
    ).toBe(400);
    expect(
      (await call(t, 'GET', `${paths.list.replace(':status', 'new')}?page=0`, { token: superToken }))
        .statusCode,
    ).toBe(400);
    expect((await call(t, 'PUT', at(paths.pending, unknown))).statusCode).toBe(401);
    expect((await call(t, 'GET', paths.app)).statusCode).toBe(401);
  });

  it('searches a queue by broker, client or project and pages it', async () => {
    await buildSubmission(t, kind, broker.token, { client_name: 'Searchable Samir' });
    const url = paths.list.replace(':status', 'new');
    for (const term of ['searchable', 'omar broker', broker.user.phone.slice(3), 'palm hills']) {
      const reply = await call(t, 'GET', `${url}?search=${encodeURIComponent(term)}`, { token: superToken });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().items.length, term).toBeGreaterThan(0);
    }
    const none = await call(t, 'GET', `${url}?search=zzzz-nothing`, { token: superToken });
    expect(none.json()).toEqual({ items: [], page: 1, pages: 1, total: 0 });
  });
});
