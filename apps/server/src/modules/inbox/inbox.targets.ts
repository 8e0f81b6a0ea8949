import type { Executor } from '../../core/db.ts';
import { getServiceTargets } from '../system/system.service.ts';
import type { InboxTargets } from './inbox.service.ts';

/** The inbox's clocks: every queue's target as System has it now, in working hours (docs/decisions/490). */
export function getInboxTargets(db: Executor): Promise<InboxTargets> {
  return getServiceTargets(db);
}
