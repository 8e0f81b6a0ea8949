import type { Summary } from '@simsar/contract/home';
import type { Executor } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { countOpenQueueItems } from '../deals/deals.summary.service.ts';
import { countWaitingRequests, type QueueCounts } from '../requests/requests.service.ts';
import { getRequestTargetHours } from '../system/system.service.ts';
import { countPendingBrokers } from '../users/users.service.ts';

/**
 * The pending and new counts behind the home cards' bells, as this admin may see them.
 * Each queue's area adds its count here as it is built; until then it counts 0.
 */
export async function countHomeSummary(
  db: Executor,
  admin: SessionAdmin | null,
  now: Date = new Date(),
): Promise<Summary> {
  const requests: QueueCounts | null = admin
    ? await countWaitingRequests(db, admin, now, await getRequestTargetHours(db))
    : null;
  const deals = admin ? await countOpenQueueItems(db, admin) : { forms: 0, deals: 0, cil: 0 };
  const queue = (counts: keyof QueueCounts, key: keyof QueueCounts['waiting']) =>
    requests?.[counts][key] ?? 0;
  return {
    pending_brokers: admin ? await countPendingBrokers(db, admin) : 0,
    forms: deals.forms,
    cil: deals.cil,
    deals: deals.deals,
    request_franchises: queue('waiting', 'request_franchises'),
    property_consultant: queue('waiting', 'property_consultant'),
    contact_sales: queue('waiting', 'contact_sales'),
    media_buying: queue('waiting', 'request_media'),
    organic_leads: queue('waiting', 'request_organic_leads'),
    feedback: queue('waiting', 'feedback'),
    overdue: {
      request_franchises: queue('overdue', 'request_franchises'),
      property_consultant: queue('overdue', 'property_consultant'),
      contact_sales: queue('overdue', 'contact_sales'),
      media_buying: queue('overdue', 'request_media'),
      organic_leads: queue('overdue', 'request_organic_leads'),
      feedback: queue('overdue', 'feedback'),
    },
  };
}
