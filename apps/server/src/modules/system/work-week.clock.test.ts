import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAssignedMember } from '../../../test/members.ts';
import { fileRequest } from '../../../test/request-builders.ts';
import { calendarOfStored } from './work-week.service.ts';

// Cairo is UTC+2 in March: Thursday 5 March 2026 16:00 in Cairo is 14:00 UTC.
let now = new Date('2026-03-05T14:00:00Z');
const setNow = (iso: string) => {
  now = new Date(iso);
};

let t: TestApp;
let superToken: string;
let ordinary: Awaited<ReturnType<typeof buildAdmin>>;
let requestId: string;
beforeAll(async () => {
  t = await startTestApp({}, { clock: () => now });
  superToken = await signInSuper(t);
  ordinary = await buildAdmin(t, superToken);
  const client = await buildAssignedMember(t, superToken, ordinary.admin._id, { user_type: 'Client' });
  // The office works twelve hours a day, 08:00-20:00, Sunday to Thursday: a request filed on
  // Thursday at 16:00 has four working hours that day, twelve on Sunday and the last eight on Monday.
  const hours = await call(t, 'PUT', '/api/system/work_week/hours', {
    token: superToken,
    body: { weekend_days: [5, 6], day_starts: '08:00', day_ends: '20:00' },
  });
  expect(hours.statusCode, hours.body).toBe(200);
  requestId = (await fileRequest(t, client.token, '/api/app/property_consultant'))._id;
});
afterAll(() => t.close());

/** What the queue's card and the home bells say of the request, read at `iso`. */
async function readAt(iso: string) {
  setNow(iso);
  const cards = (await call(t, 'GET', '/api/property_consultant/non-done', { token: superToken })).json()
    .items;
  const card = cards.find((item: { _id: string }) => item._id === requestId);
  const bells = async (token: string) =>
    (await call(t, 'GET', '/api/admin/summary', { token })).json().overdue.property_consultant;
  return {
    waited: card.waited_minutes / 60,
    overdue: card.overdue,
    bell: await bells(superToken),
    ordinaryBell: await bells(ordinary.token),
  };
}

describe('service clocks on the working week', () => {
  it('is not overdue over the weekend and is on Monday once its 24 working hours run out', async () => {
    // Saturday noon: only Thursday's four hours count.
    expect(await readAt('2026-03-07T10:00:00Z')).toEqual({
      waited: 4,
      overdue: false,
      bell: 0,
      ordinaryBell: 0,
    });
    // Monday 15:59: a minute short of 24 working hours.
    const before = await readAt('2026-03-09T13:59:00Z');
    expect(before).toMatchObject({ overdue: false, bell: 0, ordinaryBell: 0 });
    expect(before.waited * 60).toBe(24 * 60 - 1);
    // Monday 16:01: past them, on the card and on both admins' bells.
    const after = await readAt('2026-03-09T14:01:00Z');
    expect(after).toMatchObject({ overdue: true, bell: 1, ordinaryBell: 1 });
    expect(after.waited * 60).toBe(24 * 60 + 1);
  });

  it('moves the deadline by a day for a holiday added in System, at the next read', async () => {
    const added = await call(t, 'POST', '/api/system/work_week/holidays', {
      token: superToken,
      body: { date: '2026-03-08', name: 'Office day off', name_ar: 'إجازة المكتب' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().holidays).toContainEqual({
      date: '2026-03-08',
      name: 'Office day off',
      name_ar: 'إجازة المكتب',
    });
    // Sunday is off now: Monday 16:01 is 12 working hours; the deadline is Tuesday 16:00.
    expect(await readAt('2026-03-09T14:01:00Z')).toMatchObject({ overdue: false, bell: 0, ordinaryBell: 0 });
    expect(await readAt('2026-03-10T13:59:00Z')).toMatchObject({ overdue: false, bell: 0 });
    expect(await readAt('2026-03-10T14:01:00Z')).toMatchObject({ overdue: true, bell: 1, ordinaryBell: 1 });

    const removed = await call(t, 'DELETE', '/api/system/work_week/holidays/2026-03-08', {
      token: superToken,
    });
    expect(removed.statusCode).toBe(200);
    expect(await readAt('2026-03-09T14:01:00Z')).toMatchObject({ overdue: true, bell: 1 });
  });

  it('counts a Saturday that System makes a working day, at the next read', async () => {
    const hours = await call(t, 'PUT', '/api/system/work_week/hours', {
      token: superToken,
      body: { weekend_days: [5], day_starts: '08:00', day_ends: '20:00' },
    });
    expect(hours.json()).toMatchObject({ weekend_days: [5], day_starts: '08:00', day_ends: '20:00' });
    // Thursday's four hours and Saturday's twelve by Saturday 20:00; overdue from Sunday 16:00.
    expect(await readAt('2026-03-07T18:00:00Z')).toMatchObject({ waited: 16, overdue: false });
    expect(await readAt('2026-03-08T14:01:00Z')).toMatchObject({ overdue: true, bell: 1 });
  });
});

// docs/decisions/577: the clocks' caches are kept per calendar object.
describe('the calendar the clocks count on', () => {
  it('is one object while the stored week is unchanged, and a new one once it changes', () => {
    const stored = { weekend_days: [5, 6], day_starts: '08:00', day_ends: '20:00' };
    const first = calendarOfStored(stored);
    expect(calendarOfStored({ ...stored, weekend_days: [5, 6] })).toBe(first);
    const changed = calendarOfStored({ ...stored, weekend_days: [5] });
    expect(changed).not.toBe(first);
    expect(changed).toMatchObject({ weekendDays: [5], dayStart: 8 * 60, dayEnd: 20 * 60 });
    expect(calendarOfStored(stored)).toMatchObject({ weekendDays: [5, 6] });
  });
});
