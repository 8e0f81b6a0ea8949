import type { DisputedKind } from '@simsar/contract/disputes';
import type { RequestButton } from '@simsar/contract/queue-kind-row';
import { disputeMoves } from '@simsar/contract/request-tabs';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { detailOf } from './requests.cards.service.ts';
import { requests } from './requests.schema.ts';

/**
 * Introduction disputes (docs/decisions/540), kept as the Disputes queue's requests: what opens one
 * (the deals area calls it as the second broker's item is filed) and what its decisions write.
 */

/** What a dispute says: the two brokers, the client, the developer and the first introduction's protection. */
export type DisputeValues = {
  /** The second broker: the dispute's member, so it is seen by that broker's admin. */
  secondBrokerId: string;
  secondBroker: string;
  firstBroker: string;
  firstBrokerId: string;
  /** The protecting CIL. */
  firstCilId: string;
  /** The second broker's item the dispute is about. */
  itemKind: DisputedKind;
  itemId: string;
  clientName: string;
  developer: string;
  firstIntroducedOn: string;
  protectedUntil: string;
  daysLeft: number;
};

/** Opens a dispute in the Disputes queue's open tab (counted, belled and live like any request). */
export async function openDispute(db: Executor, values: DisputeValues, now: Date): Promise<string> {
  const [row] = await db
    .insert(requests)
    .values({
      queue: 'disputes',
      memberId: values.secondBrokerId,
      status: 'non_done',
      details: {
        first_broker: values.firstBroker,
        first_broker_id: values.firstBrokerId,
        second_broker: values.secondBroker,
        first_cil_id: values.firstCilId,
        item_kind: values.itemKind,
        item_id: values.itemId,
        client_name: values.clientName,
        developer: values.developer,
        first_introduced_on: values.firstIntroducedOn,
        protected_until: values.protectedUntil,
        days_left: String(values.daysLeft),
      },
      createdAt: now,
    })
    .returning({ id: requests.id });
  return (row as { id: string }).id;
}

/** Whether a button is one of a dispute's decisions. */
export function isDisputeDecision(button: RequestButton): boolean {
  return Object.hasOwn(disputeMoves, button.action);
}

/**
 * What a decision writes on the dispute besides its state: its outcome, the first broker's share,
 * and `decided_for`, the broker(s) it kept, as the card shows them ("Sara 60%, Omar 40%" for a split).
 */
export function decisionSet(button: RequestButton, firstShare?: number): { details: SQL } {
  const action = button.action as keyof typeof disputeMoves;
  const share = action === 'keep_first' ? 100 : action === 'give_to_second' ? 0 : (firstShare ?? 50);
  const decidedFor =
    action === 'keep_first'
      ? detailOf('first_broker')
      : action === 'give_to_second'
        ? detailOf('second_broker')
        : sql`${detailOf('first_broker')} || ' ' || ${String(share)}::text || '%, ' || ${detailOf('second_broker')} || ' ' || ${String(100 - share)}::text || '%'`;
  return {
    details: sql`${requests.details} || jsonb_build_object('outcome', ${action}::text, 'first_share', ${share}::int, 'decided_for', ${decidedFor})`,
  };
}
