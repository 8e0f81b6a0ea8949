import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildMember } from '../../../test/members.ts';
import { fileRequest } from '../../../test/request-builders.ts';

/**
 * What adding a done/undone request queue takes: ONE row (`withValuationQueue`), here added to the
 * contract's rows for this file only; its items go to the requests table every request queue shares.
 * Its calls, its home counter and its audit kind must come out of that row alone.
 */
vi.mock('@simsar/contract/queue-kinds', async (importOriginal) => {
  const { withValuationQueue } = await import('@simsar/contract/queue-kinds-example');
  return withValuationQueue(await importOriginal());
});

let t: TestApp;
let superToken: string;
let clientToken: string;

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  clientToken = (await buildMember(t, { user_type: 'Client', name: 'Valuation Client' })).token;
});
afterAll(() => t.close());

const summary = async () => (await call(t, 'GET', '/api/admin/summary', { token: superToken })).json();

describe('a done/undone queue added by one row', () => {
  it('is filed by its members, listed, counted, moved, audited and removed', async () => {
    expect(await summary()).toMatchObject({ valuation: 0, overdue: { valuation: 0 } });
    const franchise = await buildMember(t, { user_type: 'Franchise', name: 'Valuation Franchise' });
    const refused = await call(t, 'POST', '/api/app/request_valuation', {
      token: franchise.token,
      body: { phone: '01012345678', message: 'A valuation' },
    });
    expect(refused.statusCode).toBe(403);

    const item = await fileRequest(t, clientToken, '/api/app/request_valuation');
    const nonDone = await call(t, 'GET', '/api/request_valuation/non-done', { token: superToken });
    expect(nonDone.statusCode).toBe(200);
    expect(nonDone.json().items).toEqual([
      expect.objectContaining({ _id: item._id, queue: 'request_valuation', status: 'non_done' }),
    ]);
    expect(await summary()).toMatchObject({ valuation: 1, overdue: { valuation: 0 } });

    const moved = await call(t, 'PUT', `/api/request_valuation/done/${item._id}`, { token: superToken });
    expect(moved.statusCode).toBe(200);
    const again = await call(t, 'PUT', `/api/request_valuation/done/${item._id}`, { token: superToken });
    expect(again.statusCode).toBe(409);
    expect(await summary()).toMatchObject({ valuation: 0 });
    const done = await call(t, 'GET', '/api/request_valuation/done', { token: superToken });
    expect(done.json().items.map((entry: { _id: string }) => entry._id)).toEqual([item._id]);

    const audit = await call(t, 'GET', `/api/audit?kind=request_valuation&item=${item._id}`, {
      token: superToken,
    });
    expect(audit.json().items).toEqual([
      expect.objectContaining({ kind: 'request_valuation', action: 'done' }),
    ]);

    const removed = await call(t, 'DELETE', `/api/request_valuation/remove/${item._id}`, {
      token: superToken,
    });
    expect(removed.statusCode).toBe(200);
    const empty = await call(t, 'GET', '/api/request_valuation/done', { token: superToken });
    expect(empty.json().items).toEqual([]);
  });
});
