import type { Executor } from '../../core/db.ts';
import { getRequestTargetHours } from '../system/system.service.ts';
import { getWorkCalendar } from '../system/work-week.service.ts';
import type { InboxTargets } from './inbox.service.ts';

/** The inbox's clocks: every queue's target as System has it now, in working hours (docs/decisions/490). */
export async function getInboxTargets(db: Executor): Promise<InboxTargets> {
  const [hours, calendar] = await Promise.all([getRequestTargetHours(db), getWorkCalendar(db)]);
  return { hours, calendar };
}
