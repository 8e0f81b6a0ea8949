import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from './db.ts';
import { type WorkCalendar, workingClockDays } from './work-calendar.ts';
import { workClock, workClockKept } from './work-clock.schema.ts';

/**
 * The days `work_clock` covers (and one either side): a first move or a filing outside them has no
 * working time to count, in the roll-ups as in the live statements (docs/decisions/569).
 */
export const workClockDays = { first: '2000-01-01', last: '2040-12-31' } as const;

/** What identifies a laid-out clock: the calendar's every setting and the days. */
function fingerprintOf(calendar: WorkCalendar): string {
  const settings = JSON.stringify({
    timeZone: calendar.timeZone,
    weekendDays: [...calendar.weekendDays].sort(),
    dayStart: calendar.dayStart,
    dayEnd: calendar.dayEnd,
    holidays: [...calendar.holidays].sort(),
    days: workClockDays,
  });
  return createHash('sha256').update(settings).digest('hex');
}

/**
 * Lays the calendar out in `work_clock` when it is not the one there, in the caller's transaction
 * or its own, under the kept row's lock (two processes starting at once write it once). Changing
 * the fingerprint is what makes the response-time roll-ups count again with the new clock (their
 * re-derive triggers on `work_clock_kept`). Returns whether it wrote.
 */
export async function keepWorkClock(db: Executor, calendar: WorkCalendar): Promise<boolean> {
  const fingerprint = fingerprintOf(calendar);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${workClockKept} in share row exclusive mode`);
    const [kept] = await tx.select().from(workClockKept).where(eq(workClockKept.id, 1));
    if (kept?.fingerprint === fingerprint) return false;
    const days = workingClockDays(calendar, workClockDays.first, workClockDays.last);
    await tx.delete(workClock);
    await tx.execute(sql`insert into ${workClock} (day, opens, length, before)
      select day, opens, length, before
      from jsonb_to_recordset(${JSON.stringify(days)}::jsonb) as d(day date, opens bigint, length bigint, before bigint)`);
    await tx
      .insert(workClockKept)
      .values({ id: 1, fingerprint })
      .onConflictDoUpdate({ target: workClockKept.id, set: { fingerprint } });
    return true;
  });
}
