import type { Clock } from '../src/core/clock.ts';

/** A clock the tests move instead of sleeping (core/clock.ts): `later(hours)` moves it on. */
export function movingClock(start = '2026-03-01T08:00:00Z'): {
  clock: Clock;
  later: (hours: number) => void;
} {
  let now = new Date(start);
  return {
    clock: () => now,
    later: (hours) => {
      now = new Date(now.getTime() + hours * 60 * 60 * 1000);
    },
  };
}
