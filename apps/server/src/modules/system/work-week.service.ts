import {
  defaultDayEnds,
  defaultDayStarts,
  defaultWeekendDays,
  type Holiday,
  type HolidayNames,
  minutesOf,
  type StoredWorkWeek,
  type WorkHours,
  type WorkWeekReply,
  workTimeZone,
  workWeekMessages,
} from '@simsar/contract/work-week';
import { eq } from 'drizzle-orm';
import { type AuditAdmin, recordAudit } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { WorkCalendar } from '../../core/work-calendar.ts';
import { keepWorkClock } from '../../core/work-clock.ts';
import { systemSettings } from './system.schema.ts';
import { egyptHolidays } from './work-week.holidays.ts';

function replyOf(stored: StoredWorkWeek): WorkWeekReply {
  return {
    time_zone: workTimeZone,
    weekend_days: stored.weekend_days ?? [...defaultWeekendDays],
    day_starts: stored.day_starts ?? defaultDayStarts,
    day_ends: stored.day_ends ?? defaultDayEnds,
    // Until staff edit the list, it is the pre-filled one (decision 491).
    holidays: [...(stored.holidays ?? egyptHolidays)].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** The service clocks' calendar of a working week. */
export function calendarOf(week: WorkWeekReply): WorkCalendar {
  return {
    timeZone: week.time_zone,
    weekendDays: week.weekend_days,
    dayStart: minutesOf(week.day_starts),
    dayEnd: minutesOf(week.day_ends),
    holidays: new Set(week.holidays.map((holiday) => holiday.date)),
  };
}

async function readStored(db: Executor, lock = false): Promise<StoredWorkWeek> {
  const query = db
    .select({ workWeek: systemSettings.workWeek })
    .from(systemSettings)
    .where(eq(systemSettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('The system settings row is missing: migrations were not applied');
  return row.workWeek;
}

/** GET /api/system/work_week (super admins). */
export async function getWorkWeek(db: Executor): Promise<WorkWeekReply> {
  return replyOf(await readStored(db));
}

/**
 * Lays out the working week as System has it in `work_clock` if it is not the one there: at start
 * (a release may change the pre-filled holidays) and in a migrated template (test/global-setup.ts).
 */
export async function keepStoredWorkClock(db: Executor): Promise<boolean> {
  return keepWorkClock(db, calendarOfStored(await readStored(db)));
}

/** The calendar last made from the settings row, with the stored week it was made from (as JSON). */
let lastCalendar: { stored: string; calendar: WorkCalendar } | undefined;

/**
 * The calendar of a working week as the settings row stores it (read with the targets at every
 * queue page, inbox and summary: getServiceTargets). While the stored week is unchanged it is the
 * same object, so the clocks' caches kept per calendar (each day's window, the running sums of
 * working time: core/work-calendar.ts) last from call to call instead of being laid out again at each
 * (docs/decisions/577). A change, from this process or another, is a new calendar at the next read.
 */
export function calendarOfStored(stored: StoredWorkWeek): WorkCalendar {
  const key = JSON.stringify(stored);
  if (lastCalendar?.stored !== key) lastCalendar = { stored: key, calendar: calendarOf(replyOf(stored)) };
  return lastCalendar.calendar;
}

/** One audited change of the working week, under the settings row's lock. */
async function changeWorkWeek(
  db: Executor,
  admin: AuditAdmin,
  change: (week: WorkWeekReply) => StoredWorkWeek,
): Promise<WorkWeekReply> {
  return db.transaction(async (tx) => {
    const stored = await readStored(tx, true);
    const before = replyOf(stored);
    const next = { ...stored, ...change(before) };
    await tx
      .update(systemSettings)
      .set({ workWeek: next, updatedAt: new Date(), updatedBy: admin.id })
      .where(eq(systemSettings.id, 1));
    const after = replyOf(next);
    // The response times' roll-ups count working time by this clock (docs/decisions/569).
    await keepWorkClock(tx, calendarOf(after));
    await recordAudit(tx, {
      admin,
      action: 'update',
      kind: 'settings',
      itemId: 'work_week',
      before: { ...before },
      after: { ...after },
    });
    return after;
  });
}

/** PUT /api/system/work_week/hours: the weekend's days and the working day's hours. */
export function saveWorkHours(db: Executor, admin: AuditAdmin, hours: WorkHours): Promise<WorkWeekReply> {
  return changeWorkWeek(db, admin, () => hours);
}

/** POST /api/system/work_week/holidays: a new holiday; a day already one is refused. */
export function addHoliday(db: Executor, admin: AuditAdmin, holiday: Holiday): Promise<WorkWeekReply> {
  return changeWorkWeek(db, admin, (week) => {
    if (week.holidays.some((known) => known.date === holiday.date)) {
      throw new AppError('CONFLICT', workWeekMessages.taken, { date: workWeekMessages.taken });
    }
    return { holidays: [...week.holidays, holiday] };
  });
}

function holidayAt(week: WorkWeekReply, date: string): Holiday {
  const holiday = week.holidays.find((known) => known.date === date);
  if (!holiday) throw new AppError('NOT_FOUND', workWeekMessages.unknown);
  return holiday;
}

/** PUT /api/system/work_week/holidays/:date: the holiday's names. */
export function renameHoliday(
  db: Executor,
  admin: AuditAdmin,
  date: string,
  names: HolidayNames,
): Promise<WorkWeekReply> {
  return changeWorkWeek(db, admin, (week) => {
    holidayAt(week, date);
    return { holidays: week.holidays.map((known) => (known.date === date ? { date, ...names } : known)) };
  });
}

/** DELETE /api/system/work_week/holidays/:date. */
export function removeHoliday(db: Executor, admin: AuditAdmin, date: string): Promise<WorkWeekReply> {
  return changeWorkWeek(db, admin, (week) => {
    holidayAt(week, date);
    return { holidays: week.holidays.filter((known) => known.date !== date) };
  });
}
