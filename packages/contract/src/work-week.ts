import { z } from 'zod';
import { safeText } from './text-rules.ts';

/**
 * The brokerage's working week (docs/decisions/490): the service clocks count only working hours,
 * in Cairo time, on days that are neither the weekend nor a public holiday.
 */
export const workTimeZone = 'Africa/Cairo';
/** Days of the week, 0 Sunday to 6 Saturday. */
export const weekDays = [0, 1, 2, 3, 4, 5, 6] as const;
export const defaultWeekendDays: readonly number[] = [5, 6];
export const defaultDayStarts = '09:00';
export const defaultDayEnds = '17:00';

export const workWeekPaths = {
  read: '/api/system/work_week',
  hours: '/api/system/work_week/hours',
  holidays: '/api/system/work_week/holidays',
  holiday: '/api/system/work_week/holidays/:date',
} as const;

export const workWeekMessages = {
  weekendDay: 'Choose days of the week',
  weekendAll: 'Leave at least one working day',
  time: 'Enter a time as HH:MM',
  order: 'The working day must end after it starts',
  date: 'Enter a date as YYYY-MM-DD',
  name: 'Holiday name is required',
  nameAr: 'Arabic holiday name is required',
  nameLength: 'At most 80 characters',
  taken: 'That day is already a holiday',
  unknown: 'No holiday on that day',
  hoursSaved: 'Working week saved',
  holidayAdded: 'Holiday added',
  holidayRenamed: 'Holiday renamed',
  holidayRemoved: 'Holiday removed',
} as const;

const timePattern = /^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/;
const timeField = z.string({ error: workWeekMessages.time }).regex(timePattern, workWeekMessages.time);

/** Minutes after midnight of a `HH:MM` time. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export const workHoursSchema = z
  .object({
    weekend_days: z
      .array(z.number({ error: workWeekMessages.weekendDay }).int().min(0).max(6), {
        error: workWeekMessages.weekendDay,
      })
      .max(7)
      .transform((days) => [...new Set(days)].sort())
      .refine((days) => days.length < 7, workWeekMessages.weekendAll),
    day_starts: timeField,
    day_ends: timeField,
  })
  .refine((hours) => minutesOf(hours.day_ends) > minutesOf(hours.day_starts), {
    message: workWeekMessages.order,
    path: ['day_ends'],
  });
export type WorkHours = z.infer<typeof workHoursSchema>;

/** A real calendar date `YYYY-MM-DD`. */
export const holidayDateField = z
  .string({ error: workWeekMessages.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, workWeekMessages.date)
  .refine((date) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
  }, workWeekMessages.date);

const nameField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(80, workWeekMessages.nameLength)
    .superRefine(safeText);

export const holidayNamesSchema = z.object({
  name: nameField(workWeekMessages.name),
  name_ar: nameField(workWeekMessages.nameAr),
});
export type HolidayNames = z.infer<typeof holidayNamesSchema>;
export const holidaySchema = holidayNamesSchema.extend({ date: holidayDateField });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidayParamsSchema = z.object({ date: holidayDateField });

export const workWeekReplySchema = z.object({
  time_zone: z.string(),
  weekend_days: z.array(z.number().int()),
  day_starts: z.string(),
  day_ends: z.string(),
  holidays: z.array(z.object({ date: z.string(), name: z.string(), name_ar: z.string() })),
});
export type WorkWeekReply = z.infer<typeof workWeekReplySchema>;

/** What the settings row keeps: only what staff changed; the rest is the defaults (docs/decisions/490). */
export type StoredWorkWeek = Partial<Pick<WorkWeekReply, 'weekend_days' | 'day_starts' | 'day_ends'>> & {
  holidays?: Holiday[];
};
