import { describe, expect, it } from 'vitest';
import { type WorkCalendar, wallOf, workingMsBetween, workingStartBefore } from './work-calendar.ts';

const hour = 60 * 60 * 1000;
const cairo = (holidays: string[] = [], weekendDays = [5, 6]): WorkCalendar => ({
  timeZone: 'Africa/Cairo',
  weekendDays,
  dayStart: 9 * 60,
  dayEnd: 17 * 60,
  holidays: new Set(holidays),
});
const at = (iso: string) => new Date(iso);
const hoursBetween = (calendar: WorkCalendar, from: string, to: string) =>
  workingMsBetween(calendar, at(from), at(to)) / hour;

// Cairo is UTC+2 in winter and UTC+3 in summer (from the last Friday of April to the last Thursday of October).
describe('working time on the Egyptian week', () => {
  it('counts only the working hours of Sunday to Thursday', () => {
    // Thursday 5 March 2026 16:00 to Sunday 8 March 10:00 (Cairo): an hour each side of the weekend.
    expect(hoursBetween(cairo(), '2026-03-05T14:00:00Z', '2026-03-08T08:00:00Z')).toBe(2);
    // A whole week from Sunday 09:00: five days of eight hours.
    expect(hoursBetween(cairo(), '2026-03-08T07:00:00Z', '2026-03-15T07:00:00Z')).toBe(40);
    expect(hoursBetween(cairo(), '2026-03-08T08:00:00Z', '2026-03-08T07:00:00Z')).toBe(0);
  });

  it('starts the clock of an item filed outside the hours when the next working day starts', () => {
    // Filed Friday noon, read Sunday 09:30; filed Sunday 07:00, read 09:30; filed Sunday 18:00, read Monday 09:00.
    expect(hoursBetween(cairo(), '2026-03-06T10:00:00Z', '2026-03-08T07:30:00Z')).toBe(0.5);
    expect(hoursBetween(cairo(), '2026-03-08T05:00:00Z', '2026-03-08T07:30:00Z')).toBe(0.5);
    expect(hoursBetween(cairo(), '2026-03-08T16:00:00Z', '2026-03-09T07:00:00Z')).toBe(0);
  });

  it('skips a public holiday', () => {
    // Sunday 8 March a holiday: Thursday 16:00 to Monday 10:00 is two hours.
    expect(hoursBetween(cairo(['2026-03-08']), '2026-03-05T14:00:00Z', '2026-03-09T08:00:00Z')).toBe(2);
  });

  it('keeps local hours across the spring change (Friday 24 April 2026, 00:00 becomes 01:00)', () => {
    const everyDay = cairo([], []);
    // Thursday 16:00 (UTC+2) to Friday 10:00 (UTC+3): two working hours, 17 hours on the wall.
    expect(hoursBetween(everyDay, '2026-04-23T14:00:00Z', '2026-04-24T07:00:00Z')).toBe(2);
    // Friday's window is 09:00-17:00 summer time: 06:00-14:00 UTC.
    expect(hoursBetween(everyDay, '2026-04-24T05:00:00Z', '2026-04-24T06:00:00Z')).toBe(0);
    expect(hoursBetween(everyDay, '2026-04-24T00:00:00Z', '2026-04-24T23:00:00Z')).toBe(8);
  });

  it('keeps local hours across the autumn change (Thursday 29 October 2026, 24:00 becomes 23:00)', () => {
    const everyDay = cairo([], []);
    // Thursday 16:00 (UTC+3) to Friday 10:00 (UTC+2): two working hours.
    expect(hoursBetween(everyDay, '2026-10-29T13:00:00Z', '2026-10-30T08:00:00Z')).toBe(2);
    expect(hoursBetween(everyDay, '2026-10-30T07:00:00Z', '2026-10-30T08:00:00Z')).toBe(1);
  });

  it('counts a long wait as the walk through each of its days does, on any calendar, in any order asked', () => {
    // The sum of each day's part of the wait, day by day (what the running sums replace).
    const walked = (calendar: WorkCalendar, from: number, to: number) => {
      let total = 0;
      for (let day = from - 2 * 24 * hour; day <= to + 2 * 24 * hour; day += hour) {
        const hourEnd = day + hour;
        total += workingMsBetween(calendar, new Date(Math.max(from, day)), new Date(Math.min(to, hourEnd)));
      }
      return total;
    };
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const start = Date.parse('2025-09-01T00:00:00Z');
    const span = 500 * 24 * hour; // across both of 2026's clock changes
    for (const calendar of [
      cairo(['2026-01-07', '2026-04-25', '2026-10-06']),
      cairo([], []),
      cairo([], [0, 1, 2, 3, 4, 5, 6]),
    ]) {
      for (let n = 0; n < 40; n++) {
        const from = start + Math.floor(random() * span);
        const to = from + Math.floor(random() * 200 * 24 * hour);
        expect(workingMsBetween(calendar, new Date(from), new Date(to))).toBe(walked(calendar, from, to));
      }
    }
  });

  it('finds when a target of working hours before a time began', () => {
    const calendar = cairo();
    // 24 working hours before Tuesday 10 March 16:00 is Thursday 5 March 16:00.
    const since = workingStartBefore(calendar, at('2026-03-10T14:00:00Z'), 24 * hour);
    expect(since.toISOString()).toBe('2026-03-05T14:00:00.000Z');
    expect(workingMsBetween(calendar, since, at('2026-03-10T14:00:00Z'))).toBe(24 * hour);
    // A target reaching a day's start exactly reaches back to the end of the working day before.
    expect(workingStartBefore(calendar, at('2026-03-08T15:00:00Z'), 8 * hour).toISOString()).toBe(
      '2026-03-05T15:00:00.000Z',
    );
    // Read outside the hours: the last working hour ends the count.
    expect(workingStartBefore(calendar, at('2026-03-07T10:00:00Z'), hour).toISOString()).toBe(
      '2026-03-05T14:00:00.000Z',
    );
    // Across the spring change, with every day working.
    expect(workingStartBefore(cairo([], []), at('2026-04-24T07:00:00Z'), 2 * hour).toISOString()).toBe(
      '2026-04-23T14:00:00.000Z',
    );
  });
});

describe('the wall time of an instant', () => {
  const formatter = (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  const partsOf = (instant: number, reading: Intl.DateTimeFormat) => {
    const parts: Record<string, number> = Object.fromEntries(
      reading.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
    );
    const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
    return Date.UTC(year, month - 1, day, hour, minute, second);
  };

  it("is Intl's reading every 36 minutes 53.5 seconds across Cairo's clock changes, and in other zones", () => {
    for (const timeZone of ['Africa/Cairo', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'UTC']) {
      const reading = formatter(timeZone);
      // 2026's spring change (24 April) to past its autumn one (29 October), at odd seconds and milliseconds.
      for (
        let instant = Date.UTC(2026, 3, 20, 0, 0, 0, 417);
        instant < Date.UTC(2026, 10, 2);
        instant += 2_213_500
      ) {
        expect(wallOf(instant, timeZone)).toBe(partsOf(instant, reading));
      }
      // Each side of the changes themselves (21:00 and 22:00 UTC), to the second.
      for (const change of [Date.UTC(2026, 3, 23, 22), Date.UTC(2026, 9, 29, 21)]) {
        for (const instant of [change - 1000, change - 1, change, change + 999, change + 1000]) {
          expect(wallOf(instant, timeZone)).toBe(partsOf(instant, reading));
        }
      }
    }
  });
});
