import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { fileFranchiseRequest, itemIds } from '../../../test/request-builders.ts';

let t: TestApp;
let superToken: string;
let ordinaryToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  ordinaryToken = (await buildAdmin(t, superToken)).token;
});
afterAll(() => t.close());

const ids = async (path: string) =>
  itemIds(await call(t, 'GET', `/api/franchise${path}`, { token: superToken }));

describe('franchise requests', () => {
  it('accepts a new request and moves it back with Non done; 409 once moved', async () => {
    const item = await fileFranchiseRequest(t, { name: 'Accept me' });
    const card = (await call(t, 'GET', '/api/franchise/', { token: superToken })).json().items[0];
    expect(card).toMatchObject({
      _id: item._id,
      name: 'Accept me',
      description: 'A shop in Nasr City, ten years in real estate',
      location: 'https://maps.google.com/?q=30.05,31.33',
      user_id: null,
    });
    expect(
      (await call(t, 'PUT', `/api/franchise/accept/done/${item._id}`, { token: superToken })).statusCode,
    ).toBe(200);
    expect(await ids('/')).not.toContain(item._id);
    expect(await ids('/accept')).toContain(item._id);
    const reject = await call(t, 'PUT', `/api/franchise/reject/done/${item._id}`, { token: superToken });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe('This request is already accepted');
    expect(
      (await call(t, 'PUT', `/api/franchise/accept/undone/${item._id}`, { token: superToken })).statusCode,
    ).toBe(200);
    expect(await ids('/')).toContain(item._id);
    const undoAgain = await call(t, 'PUT', `/api/franchise/accept/undone/${item._id}`, { token: superToken });
    expect(undoAgain.statusCode).toBe(409);
    expect(undoAgain.json().message).toBe('This request is already back in new requests');
  });

  it('rejects a new request and moves it back', async () => {
    const item = await fileFranchiseRequest(t, { name: 'Reject me' });
    expect(
      (await call(t, 'PUT', `/api/franchise/reject/done/${item._id}`, { token: superToken })).statusCode,
    ).toBe(200);
    expect(await ids('/reject')).toContain(item._id);
    expect(await ids('/accept')).not.toContain(item._id);
    expect(
      (await call(t, 'PUT', `/api/franchise/reject/undone/${item._id}`, { token: superToken })).statusCode,
    ).toBe(200);
    expect(await ids('/')).toContain(item._id);
  });

  it('lists for every admin, moves for super admins only: 403 for an ordinary admin, 401 without a session', async () => {
    const item = await fileFranchiseRequest(t, { name: 'Seen by all admins' });
    // content-operations §6: an ordinary admin views lists and details; the actions are super-only.
    const seen = await call(t, 'GET', '/api/franchise/', { token: ordinaryToken });
    expect(seen.statusCode).toBe(200);
    expect(itemIds(seen)).toContain(item._id);
    for (const path of ['/', '/accept', '/reject']) {
      expect((await call(t, 'GET', `/api/franchise${path}`, { token: ordinaryToken })).statusCode).toBe(200);
      expect((await call(t, 'GET', `/api/franchise${path}`)).statusCode).toBe(401);
    }
    for (const path of ['/accept/done', '/reject/done', '/accept/undone', '/reject/undone']) {
      expect(
        (await call(t, 'PUT', `/api/franchise${path}/${item._id}`, { token: ordinaryToken })).statusCode,
      ).toBe(403);
    }
    const unknown = await call(t, 'PUT', '/api/franchise/accept/done/00000000-0000-4000-8000-000000000000', {
      token: superToken,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await ids('/')).toContain(item._id);
    const summary = await call(t, 'GET', '/api/admin/summary', { token: ordinaryToken });
    expect(summary.json().request_franchises).toBeGreaterThan(0);
  });

  it('searches by name or phone', async () => {
    const item = await fileFranchiseRequest(t, { name: 'Findable Person' });
    const found = await call(t, 'GET', '/api/franchise/?search=findable', { token: superToken });
    expect(itemIds(found)).toEqual([item._id]);
  });
});
