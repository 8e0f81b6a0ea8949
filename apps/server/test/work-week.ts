import { expect } from 'vitest';
import { call, type TestApp } from './harness.ts';

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
