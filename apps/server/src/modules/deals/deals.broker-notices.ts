import type { QueueState } from '@simsar/contract/deals';
import type { Executor } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { notifyMember, notifyMembers } from '../notifications/notifications.service.ts';

/** What a broker is told when their form, deal or CIL moves (deals.submissions.service.ts, deals.cil.service.ts). */

const stateWords: Record<QueueState, { en: string; ar: string }> = {
  new: { en: 'new', ar: 'جديد' },
  pending: { en: 'pending review', ar: 'قيد المراجعة' },
  accept: { en: 'accepted', ar: 'مقبول' },
  rejected: { en: 'rejected', ar: 'مرفوض' },
};

type BrokerItem = { userId: string; clientName: string; projectCode: string };

/** The notice of one item's move, in English and Arabic, naming its kind, client and project and its new state. */
function brokerNotice(
  admin: SessionAdmin,
  item: BrokerItem,
  label: { en: string; ar: string },
  state: QueueState,
) {
  const words = stateWords[state];
  return {
    userId: item.userId,
    userType: 'Broker' as const,
    adminId: admin.id,
    en: `Your ${label.en} for ${item.clientName} (${item.projectCode}) is ${words.en}`,
    ar: `حالة ${label.ar} للعميل ${item.clientName} (${item.projectCode}): ${words.ar}`,
  };
}

/** Tells the broker their item moved. */
export function notifyBroker(
  db: Executor,
  admin: SessionAdmin,
  item: BrokerItem,
  label: { en: string; ar: string },
  state: QueueState,
): Promise<void> {
  return notifyMember(db, brokerNotice(admin, item, label, state));
}

/** `notifyBroker` for the items of a bulk move, in two statements (docs/decisions/422). */
export function notifyBrokers(
  db: Executor,
  admin: SessionAdmin,
  items: readonly BrokerItem[],
  label: { en: string; ar: string },
  state: QueueState,
): Promise<void> {
  return notifyMembers(
    db,
    items.map((item) => brokerNotice(admin, item, label, state)),
  );
}
