import { beforeAll, expect } from 'vitest';
import { call, type TestApp, useTestApp } from './harness.ts';
import { movingClock } from './moving-clock.ts';

/**
 * Every hour a working hour (no weekend, no holiday, 00:00-24:00), for the tests of what a service
 * clock does with plain hours (docs/decisions/082); the working week's own are in work-week.clock.test.ts.
 */
export async function countEveryHour(t: TestApp, superToken: string): Promise<void> {
  const hours = await call(t, 'PUT', '/api/system/work_week/hours', {
    token: superToken,
    body: { weekend_days: [], day_starts: '00:00', day_ends: '24:00' },
  });
  expect(hours.statusCode, hours.body).toBe(200);
  for (const { date } of hours.json().holidays as { date: string }[]) {
    const removed = await call(t, 'DELETE', `/api/system/work_week/holidays/${date}`, { token: superToken });
    expect(removed.statusCode, removed.body).toBe(200);
  }
}

/**
 * A test file's app on a clock the tests move (no sleeping), every hour a working hour: the tests of
 * the service clocks themselves, the request queues' and the forms', deals' and CIL's alike
 * (docs/decisions/082). A file's own `beforeAll` declared after it finds the hours set.
 */
export function useClockTestApp() {
  const { clock, later } = movingClock();
  const t = useTestApp({}, { clock });
  beforeAll(() => countEveryHour(t, t.superToken));
  return { t, later };
}
