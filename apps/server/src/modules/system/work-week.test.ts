import { describe, expect, it } from 'vitest';
import { buildAdmin, call, useTestApp } from '../../../test/harness.ts';

const t = useTestApp();
const path = '/api/system/work_week';

describe('the working week in System', () => {
  it("starts with Friday and Saturday off, 09:00-17:00 Cairo time, and Egypt's holidays of 2026 and 2027", async () => {
    const token = t.superToken;
    const week = (await call(t, 'GET', path, { token })).json();
    expect(week).toMatchObject({
      time_zone: 'Africa/Cairo',
      weekend_days: [5, 6],
      day_starts: '09:00',
      day_ends: '17:00',
    });
    expect(week.holidays).toContainEqual({
      date: '2026-01-07',
      name: 'Coptic Christmas',
      name_ar: 'عيد الميلاد المجيد',
    });
    expect(week.holidays).toContainEqual({
      date: '2027-10-06',
      name: 'Armed Forces Day',
      name_ar: 'عيد القوات المسلحة',
    });
    const dates = week.holidays.map((holiday: { date: string }) => holiday.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('adds, renames and removes a holiday, each audited, and refuses what cannot be', async () => {
    const token = t.superToken;
    const holiday = { date: '2026-12-24', name: 'Office party', name_ar: 'حفل المكتب' };
    expect((await call(t, 'POST', `${path}/holidays`, { token, body: holiday })).statusCode).toBe(200);
    const again = await call(t, 'POST', `${path}/holidays`, { token, body: holiday });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('That day is already a holiday');

    const renamed = await call(t, 'PUT', `${path}/holidays/2026-12-24`, {
      token,
      body: { name: 'Year-end day', name_ar: 'يوم نهاية العام' },
    });
    expect(renamed.json().holidays).toContainEqual({
      date: '2026-12-24',
      name: 'Year-end day',
      name_ar: 'يوم نهاية العام',
    });
    expect((await call(t, 'DELETE', `${path}/holidays/2026-12-24`, { token })).statusCode).toBe(200);
    const gone = await call(t, 'DELETE', `${path}/holidays/2026-12-24`, { token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No holiday on that day');

    const bad = await call(t, 'POST', `${path}/holidays`, {
      token,
      body: { date: '2026-02-30', name: '', name_ar: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      date: 'Enter a date as YYYY-MM-DD',
      name: 'Holiday name is required',
      name_ar: 'Arabic holiday name is required',
    });
    expect((await call(t, 'DELETE', `${path}/holidays/someday`, { token })).statusCode).toBe(400);

    const audit = (await call(t, 'GET', '/api/audit?kind=settings', { token })).json();
    expect(
      audit.items.filter((entry: { item_id: string }) => entry.item_id === 'work_week').length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('refuses a week with no working day and a day that ends before it starts', async () => {
    const token = t.superToken;
    const hours = (body: unknown) => call(t, 'PUT', `${path}/hours`, { token, body });
    const none = await hours({ weekend_days: [0, 1, 2, 3, 4, 5, 6], day_starts: '09:00', day_ends: '17:00' });
    expect(none.json().fields).toEqual({ weekend_days: 'Leave at least one working day' });
    const backwards = await hours({ weekend_days: [5], day_starts: '17:00', day_ends: '09:00' });
    expect(backwards.json().fields).toEqual({ day_ends: 'The working day must end after it starts' });
    const odd = await hours({ weekend_days: [9], day_starts: '9am', day_ends: '25:00' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fields).toMatchObject({
      day_starts: 'Enter a time as HH:MM',
      day_ends: 'Enter a time as HH:MM',
    });
  });

  it('is for super admins only', async () => {
    const superToken = t.superToken;
    const ordinary = await buildAdmin(t, superToken);
    expect((await call(t, 'GET', path, { token: ordinary.token })).statusCode).toBe(403);
    const body = { weekend_days: [], day_starts: '00:00', day_ends: '24:00' };
    expect((await call(t, 'PUT', `${path}/hours`, { token: ordinary.token, body })).statusCode).toBe(403);
    expect((await call(t, 'GET', path, { token: superToken })).json().weekend_days).toEqual([5, 6]);
  });
});
