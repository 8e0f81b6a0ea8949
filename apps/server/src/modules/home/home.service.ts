import type { Summary } from '@simsar/contract/home';
import type { Executor } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { countPendingBrokers } from '../users/users.service.ts';

/**
 * The pending and new counts behind the home cards' bells, as this admin may see them.
 * Each queue's area adds its count here as it is built; until then it counts 0.
 */
export async function countHomeSummary(db: Executor, admin: SessionAdmin | null): Promise<Summary> {
  return {
    pending_brokers: admin ? await countPendingBrokers(db, admin) : 0,
    forms: 0,
    cil: 0,
    deals: 0,
    request_franchises: 0,
    property_consultant: 0,
    contact_sales: 0,
    media_buying: 0,
    organic_leads: 0,
    feedback: 0,
  };
}
