import { dealMessages, submissionPaths } from '@simsar/contract/deals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from '../../../test/deal-builders.ts';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';

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

const statusOf = async (kind: 'form' | 'deal' | 'cil', id: string) => {
  const detail = kind === 'cil' ? '/api/cil/cil/:id' : submissionPaths[kind].detail;
  return (await call(t, 'GET', detail.replace(':id', id), { token: superToken })).json().response.status;
};

const auditActions = async (kind: string, id: string) =>
  (await call(t, 'GET', `/api/audit?kind=${kind}&item=${id}`, { token: superToken }))
    .json()
    .items.map((entry: { action: string }) => entry.action);

describe.each(['form', 'deal'] as const)('bulk moves on %s', (kind) => {
  it('moves many new ones to pending, each audited, and names the one already moved', async () => {
    const items = [];
    for (let n = 0; n < 4; n++) {
      items.push(await buildSubmission(t, kind, broker.token, { client_name: `Client ${kind} ${n}` }));
    }
    const [first] = items;
    if (!first) throw new Error('no item');
    // Another super admin's session rejects one of them first.
    const alone = await call(t, 'DELETE', submissionPaths[kind].reject.replace(':id', first._id), {
      token: await signInSuper(t),
    });
    expect(alone.statusCode).toBe(200);

    const reply = await call(t, 'POST', `/api/bulk/${kind}.new/pending`, {
      token: superToken,
      body: { ids: items.map((item) => item._id) },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { done, failed } = reply.json();
    expect(done).toEqual(items.slice(1).map((item) => item._id));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      id: first._id,
      name: `Client ${kind} 0, Palm Hills New Cairo`,
      code: 'CONFLICT',
    });
    expect(await statusOf(kind, first._id)).toBe('rejected');
    for (const item of items.slice(1)) {
      expect(await statusOf(kind, item._id)).toBe('pending');
      expect(await auditActions(kind, item._id)).toEqual(['pending']);
    }

    // Then all that match on the Pending tab are rejected.
    const matching = await call(t, 'POST', `/api/bulk/${kind}.pending`, {
      token: superToken,
      body: { all: { search: `Client ${kind}` } },
    });
    expect(matching.statusCode).toBe(200);
    expect([...matching.json().ids].sort()).toEqual(
      items
        .slice(1)
        .map((item) => item._id)
        .sort(),
    );
    const rejected = await call(t, 'POST', `/api/bulk/${kind}.pending/reject`, {
      token: superToken,
      body: { ids: matching.json().ids },
    });
    expect(rejected.json()).toEqual({ done: matching.json().ids, failed: [] });
    for (const item of items.slice(1)) expect(await statusOf(kind, item._id)).toBe('rejected');
  });

  it('offers no bulk accept (it takes a date and value) and refuses an ordinary admin', async () => {
    const item = await buildSubmission(t, kind, broker.token);
    const accept = await call(t, 'POST', `/api/bulk/${kind}.pending/accept`, {
      token: superToken,
      body: { ids: [item._id] },
    });
    expect(accept.statusCode).toBe(404);
    const pendingFromPending = await call(t, 'POST', `/api/bulk/${kind}.pending/pending`, {
      token: superToken,
      body: { ids: [item._id] },
    });
    expect(pendingFromPending.statusCode).toBe(404);
    const byOrdinary = await call(t, 'POST', `/api/bulk/${kind}.new/pending`, {
      token: ordinary.token,
      body: { ids: [item._id] },
    });
    expect(byOrdinary.statusCode).toBe(403);
    expect(await statusOf(kind, item._id)).toBe('new');
  });
});

describe('bulk moves on CIL', () => {
  it('moves new letters to pending; a reject (it carries an image) is not a bulk move', async () => {
    const letters = [
      await buildSubmission(t, 'cil', broker.token, {
        client_name: 'Letter one',
        client_phone: '01011110001',
      }),
      await buildSubmission(t, 'cil', broker.token, {
        client_name: 'Letter two',
        client_phone: '01011110002',
      }),
    ];
    const ids = letters.map((item) => item._id);
    const reply = await call(t, 'POST', '/api/bulk/cil.new/pending', { token: superToken, body: { ids } });
    expect(reply.json()).toEqual({ done: ids, failed: [] });
    for (const id of ids) {
      expect(await statusOf('cil', id)).toBe('pending');
      expect(await auditActions('cil', id)).toEqual(['pending']);
    }
    const reject = await call(t, 'POST', '/api/bulk/cil.pending/reject', {
      token: superToken,
      body: { ids },
    });
    expect(reject.statusCode).toBe(404);
    const unknown = await call(t, 'POST', '/api/bulk/cil.new/pending', {
      token: superToken,
      body: { ids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.json()).toEqual({
      done: [],
      failed: [
        { id: '00000000-0000-4000-8000-000000000000', message: dealMessages.cilNotFound, code: 'NOT_FOUND' },
      ],
    });
  });
});
