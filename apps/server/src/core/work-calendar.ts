import { workTimeZone } from '@simsar/contract/work-week';
/**
 * Working time on the brokerage's week (docs/decisions/490): the service clocks count only the
 * working hours of working days in the office's time zone (Africa/Cairo, with its summer time as the
 * platform's time-zone data has it), leaving out the weekend and the public holidays. A day's window
 * is read as instants through Intl, so a day that changes the clocks keeps its local hours.
 */
export type WorkCalendar = {
  timeZone: string;
  /** The weekend's days, 0 Sunday to 6 Saturday. */
  weekendDays: readonly number[];
  /** The working day's start and end, minutes after local midnight (end up to 1440). */
  dayStart: number;
  dayEnd: number;
  /** The public holidays, as local dates `YYYY-MM-DD`. */
  holidays: ReadonlySet<string>;
};

const dayMs = 24 * 60 * 60 * 1000;
/** How far back a walk looks for working time before it gives up (a calendar with almost none). */
const mostDays = 366 * 30;

/** Every hour counts (the apps' own replies, which show no clock, and bulk moves' scopes). */
export const roundTheClock: WorkCalendar = {
  timeZone: 'UTC',
  weekendDays: [],
  dayStart: 0,
  dayEnd: 24 * 60,
  holidays: new Set(),
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local wall time of an instant as Intl reads it, as if it were UTC (ms, whole seconds). */
function wallByParts(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/**
 * A zone's offset changes only on a quarter hour of UTC (every zone's offset is whole quarter hours,
 * and its clocks change on a local whole hour), so one Intl reading serves a quarter hour. Reading
 * the parts took 10-20 µs, and a queue page's clocks read them thousands of times (each day of each
 * item's wait, twice a window): a tenth of a server's time under load.
 */
const quarterMs = 15 * 60 * 1000;
const offsets = new Map<string, Map<number, number>>();
/** Past this many quarters (about three years) a zone's readings start again. */
const mostQuarters = 100_000;

/** A zone's reading at `key`, read once and kept (at most `mostQuarters` per zone, then read again). */
function keptReading<Value>(
  kept: Map<string, Map<number, Value>>,
  timeZone: string,
  key: number,
  read: (key: number, timeZone: string) => Value,
): Value {
  let known = kept.get(timeZone);
  if (!known) {
    known = new Map();
    kept.set(timeZone, known);
  }
  if (known.has(key)) return known.get(key) as Value;
  if (known.size >= mostQuarters) known.clear();
  const value = read(key, timeZone);
  known.set(key, value);
  return value;
}

// The readings are module functions, not closures made at each call: an export's million clocks
// would allocate one per reading (docs/decisions/573).
const readQuarterOffset = (quarter: number, timeZone: string): number =>
  wallByParts(quarter * quarterMs, timeZone) - quarter * quarterMs;

/** A zone's offset from UTC in one quarter hour (ms), read through Intl once per quarter. */
const quarterOffset = (quarter: number, timeZone: string): number =>
  keptReading(offsets, timeZone, quarter, readQuarterOffset);

/**
 * A zone's offset through a whole UTC day, when its first and last quarters agree (a zone changes
 * its clocks at most once a day, so they then hold all day); null on a day it changes them. Items
 * filed over a year fall in some 35,000 quarters: read by the day, two readings a day serve them.
 */
const dayOffsets = new Map<string, Map<number, number | null>>();
const quartersInDay = 96;

function readDayOffset(day: number, timeZone: string): number | null {
  const first = quarterOffset(day * quartersInDay, timeZone);
  return quarterOffset(day * quartersInDay + quartersInDay - 1, timeZone) === first ? first : null;
}

const dayOffset = (day: number, timeZone: string): number | null =>
  keptReading(dayOffsets, timeZone, day, readDayOffset);

/** The local wall time of an instant, as if it were UTC (ms, whole seconds, as Intl gives it). */
export function wallOf(instant: number, timeZone: string): number {
  const offset =
    dayOffset(Math.floor(instant / dayMs), timeZone) ??
    quarterOffset(Math.floor(instant / quarterMs), timeZone);
  return instant - (((instant % 1000) + 1000) % 1000) + offset;
}

/** The instant of a local wall time (as if UTC); a time the clocks skip lands just after the jump. */
function instantOfWall(wall: number, timeZone: string): number {
  const guess = wall - (wallOf(wall, timeZone) - wall);
  return wall - (wallOf(guess, timeZone) - guess);
}

/** The local date (as UTC midnight, ms) an instant falls on. */
function localDayOf(instant: number, timeZone: string): number {
  const wall = wallOf(instant, timeZone);
  return wall - (((wall % dayMs) + dayMs) % dayMs);
}

/** The local calendar day an instant falls on, `YYYY-MM-DD` (an admin's leave days, docs/decisions/494). */
export function localDayText(instant: Date, timeZone: string): string {
  return new Date(localDayOf(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The brokerage's day of an instant, YYYY-MM-DD in Cairo: a leave's days, a price list's, a protection's. */
export function cairoDay(instant: Date): string {
  return localDayText(instant, workTimeZone);
}

/** A day's working window, its opening and closing instants (ms); null on a day off. */
type Window = readonly [number, number] | null;

/** A calendar's working windows by day, each read once per calendar. */
export function windowsOf(calendar: WorkCalendar): (day: number) => Window {
  const known = new Map<number, Window>();
  const weekend = new Set(calendar.weekendDays);
  return (day) => {
    if (known.has(day)) return known.get(day) ?? null;
    const date = new Date(day);
    const off = weekend.has(date.getUTCDay()) || calendar.holidays.has(date.toISOString().slice(0, 10));
    const window = off
      ? null
      : ([
          instantOfWall(day + calendar.dayStart * 60_000, calendar.timeZone),
          instantOfWall(day + calendar.dayEnd * 60_000, calendar.timeZone),
        ] as const);
    known.set(day, window);
    return window;
  };
}

const windowLength = (window: Window) => (window ? Math.max(0, window[1] - window[0]) : 0);

/** The part of a day's window between two instants. */
const windowPart = (window: Window, start: number, end: number) =>
  window ? Math.max(0, Math.min(end, window[1]) - Math.max(start, window[0])) : 0;

const windowsCache = new WeakMap<WorkCalendar, ReturnType<typeof windowsOf>>();
function cachedWindows(calendar: WorkCalendar) {
  let windows = windowsCache.get(calendar);
  if (!windows) {
    windows = windowsOf(calendar);
    windowsCache.set(calendar, windows);
  }
  return windows;
}

/**
 * The working milliseconds of whole days, kept per calendar as running sums from the first day
 * asked (its `anchor`): `before(day)` is the working time of the days from the anchor up to `day`
 * (negative before it). Each day's window is summed once; a wait of months is then two look-ups,
 * not a walk through each of its days (an export of a million waiting items walked 7 s of them).
 */
type DaySums = { anchor: number; forward: number[]; backward: number[] };

const daySumsCache = new WeakMap<WorkCalendar, DaySums>();

function workingBefore(calendar: WorkCalendar, day: number): number {
  const windows = cachedWindows(calendar);
  let sums = daySumsCache.get(calendar);
  if (!sums) {
    sums = { anchor: day, forward: [0], backward: [0] };
    daySumsCache.set(calendar, sums);
  }
  const steps = Math.round((day - sums.anchor) / dayMs);
  const { forward, backward } = sums;
  if (steps >= 0) {
    while (forward.length <= steps) {
      const at = sums.anchor + (forward.length - 1) * dayMs;
      forward.push((forward.at(-1) as number) + windowLength(windows(at)));
    }
    return forward[steps] as number;
  }
  while (backward.length <= -steps) {
    const at = sums.anchor - backward.length * dayMs;
    backward.push((backward.at(-1) as number) + windowLength(windows(at)));
  }
  return -(backward[-steps] as number);
}

/** The working milliseconds between two instants (none when `to` is not after `from`). */
export function workingMsBetween(calendar: WorkCalendar, from: Date, to: Date): number {
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start) return 0;
  const windows = cachedWindows(calendar);
  const first = localDayOf(start, calendar.timeZone);
  const last = localDayOf(end, calendar.timeZone);
  if (first === last) return windowPart(windows(first), start, end);
  // The days between the first and the last are whole: each its whole window.
  const between = workingBefore(calendar, last) - workingBefore(calendar, first + dayMs);
  return windowPart(windows(first), start, end) + between + windowPart(windows(last), start, end);
}

/**
 * The earliest instant from which no more than `workingMs` of working time has passed by `to`: an
 * item filed at or after it is within its target. Walks back through the calendar's windows; a
 * target that ends exactly at a window's start reaches back to the end of the window before (the
 * hours off between them count nothing).
 */
export function workingStartBefore(calendar: WorkCalendar, to: Date, workingMs: number): Date {
  if (!Number.isFinite(workingMs)) return new Date(0);
  const end = to.getTime();
  const windows = cachedWindows(calendar);
  let remaining = workingMs;
  let day = localDayOf(end, calendar.timeZone);
  for (let walked = 0; walked < mostDays; walked += 1, day -= dayMs) {
    const window = windows(day);
    if (!window) continue;
    const windowEnd = Math.min(end, window[1]);
    const length = Math.max(0, windowEnd - window[0]);
    if (length > remaining) return new Date(windowEnd - remaining);
    remaining -= length;
  }
  return new Date(0);
}

/**
 * The calendar's local days from `first` to `last` (YYYY-MM-DD), and one more either side (an
 * instant at a range's edge may fall on its neighbour's day), as a working clock a SQL statement
 * can read: each day's window as its opening instant and length (ms; length 0 on a day off) and the
 * working milliseconds of the days before it in the list. The working time between two instants of
 * those days is then the clock at the second less the clock at the first, a day's clock being its
 * `before` and the part of its window passed: exactly `workingMsBetween`
 * (modules/reports/reports.response.kept.ts).
 */
export function workingClockDays(calendar: WorkCalendar, first: string, last: string) {
  const windows = cachedWindows(calendar);
  const days: { day: string; opens: number; length: number; before: number }[] = [];
  let before = 0;
  for (let day = Date.parse(first) - dayMs; day <= Date.parse(last) + dayMs; day += dayMs) {
    const window = windows(day);
    const length = window ? Math.max(0, window[1] - window[0]) : 0;
    days.push({ day: new Date(day).toISOString().slice(0, 10), opens: window?.[0] ?? 0, length, before });
    before += length;
  }
  return days;
}
