import { formatWaited } from '@simsar/contract/requests';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call } from '../../../test/harness.ts';
import { buildAssignedMember, type buildMember } from '../../../test/members.ts';
import { fileFranchiseRequest, fileRequest, itemIds } from '../../../test/request-builders.ts';
import { useClockTestApp } from '../../../test/work-week.ts';

const { t, later } = useClockTestApp();
let ordinary: Awaited<ReturnType<typeof buildAdmin>>;
let client: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  ordinary = await buildAdmin(t, t.superToken);
  client = await buildAssignedMember(t, t.superToken, ordinary.admin._id, { user_type: 'Client' });
});

const summary = async (token = t.superToken) =>
  (await call(t, 'GET', '/api/admin/summary', { token })).json();
const cards = async (path: string) => (await call(t, 'GET', path, { token: t.superToken })).json().items;
const settings = { taxes: 1, app_taxes: 1, active_users: 1, forms: 1, free_broker_discount: 1 };

describe('service clocks', () => {
  it('shows how long an item waited and marks it overdue past 24 hours by default', async () => {
    const first = await fileRequest(t, client.token, '/api/app/property_consultant');
    later(3);
    const second = await fileRequest(t, client.token, '/api/app/property_consultant');
    const fresh = await cards('/api/property_consultant/non-done');
    expect(fresh.map((card: { _id: string }) => card._id)).toEqual([first._id, second._id]); // oldest first
    expect(fresh[0]).toMatchObject({ waited_minutes: 180, overdue: false });
    expect(formatWaited(fresh[0].waited_minutes)).toBe('3 working hours');
    expect((await summary()).property_consultant).toBe(2);
    expect((await summary()).overdue.property_consultant).toBe(0);

    later(21.5); // first: 24.5 h, second: 21.5 h
    const waited = await cards('/api/property_consultant/non-done');
    expect(waited[0]).toMatchObject({ overdue: true, waited_minutes: 24.5 * 60 });
    expect(waited[1]).toMatchObject({ overdue: false });
    expect((await summary()).overdue.property_consultant).toBe(1);
    // The ordinary admin the client belongs to counts it too; franchise requests are not theirs.
    expect((await summary(ordinary.token)).overdue.property_consultant).toBe(1);

    later(24);
    expect(formatWaited((await cards('/api/property_consultant/non-done'))[0].waited_minutes)).toBe(
      '48 working hours',
    );
  });

  it("follows the queue's target hours from the system settings", async () => {
    const target = await call(t, 'PUT', '/api/system/update', {
      token: t.superToken,
      body: { ...settings, request_target_hours: { property_consultant: 72 } },
    });
    expect(target.statusCode).toBe(200);
    expect(target.json().request_target_hours).toMatchObject({ property_consultant: 72, feedback: 24 });
    const list = await cards('/api/property_consultant/non-done');
    expect(list.every((card: { overdue: boolean }) => !card.overdue)).toBe(true);
    expect((await summary()).overdue.property_consultant).toBe(0);
    const refused = await call(t, 'PUT', '/api/system/update', {
      token: t.superToken,
      body: { ...settings, request_target_hours: { feedback: 0 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'request_target_hours.feedback': 'At least 1' });
  });

  it('lists done items newest first, with the time they waited before moving, never overdue', async () => {
    const a = await fileRequest(t, client.token, '/api/app/feedback', { rate: 3, message: 'A' });
    const b = await fileRequest(t, client.token, '/api/app/feedback', { rate: 4, message: 'B' });
    later(30);
    await call(t, 'PUT', `/api/feedback/done/${a._id}`, { token: t.superToken });
    later(1);
    await call(t, 'PUT', `/api/feedback/done/${b._id}`, { token: t.superToken });
    later(100);
    const done = await cards('/api/feedback/done');
    expect(done.map((card: { _id: string }) => card._id)).toEqual([b._id, a._id]);
    expect(done[0]).toMatchObject({ waited_minutes: 31 * 60, overdue: false });
    expect(done[1]).toMatchObject({ waited_minutes: 30 * 60, overdue: false });
  });

  it('counts franchise requests, which no admin owns, for every admin', async () => {
    const before = (await summary()).request_franchises;
    const ordinaryBefore = (await summary(ordinary.token)).request_franchises;
    const item = await fileFranchiseRequest(t);
    later(25);
    const counts = await summary();
    expect(counts.request_franchises).toBe(before + 1);
    expect(counts.overdue.request_franchises).toBeGreaterThanOrEqual(1);
    const ordinaryCounts = await summary(ordinary.token);
    expect(ordinaryCounts.request_franchises).toBe(ordinaryBefore + 1);
    expect(ordinaryCounts.overdue.request_franchises).toBe(counts.overdue.request_franchises);
    expect(itemIds(await call(t, 'GET', '/api/franchise/', { token: t.superToken }))).toContain(item._id);
  });
});
