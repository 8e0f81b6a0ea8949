import type { Language } from '@simsar/contract/bilingual';
import { type InboxItem, inboxItemRouteOf } from '@simsar/contract/inbox';
import { queueKindOf } from '@simsar/contract/queue-kinds';
import { admins } from '../../core/admins.schema.ts';
import type { Database } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import type { InboxFilter } from '../inbox/inbox.branches.ts';
import type { InboxTargets } from '../inbox/inbox.service.ts';
import { getInboxTargets } from '../inbox/inbox.targets.ts';
import { readWholeInbox } from '../inbox/inbox.whole.ts';
import { enqueueFor, mailRecipients } from '../mail/mail.enqueue.service.ts';
import { mailWords, queueNameIn } from '../mail/mail.words.ts';

/** The most waiting items one read looks at for one admin (oldest first: the overdue ones lead). */
const mostRead = 5000;

/**
 * The overdue items an admin's inbox holds (the queues' target hours, core/service-clock.ts), with
 * the inbox's filter (`{ admin }`: those of the members assigned to that admin).
 */
export async function overdueItemsOf(
  db: Database,
  admin: { id: string; isSuper: boolean },
  filter: InboxFilter,
  now: Date,
  targets: InboxTargets,
): Promise<InboxItem[]> {
  // The inbox reads who may see what from a session; this one stands for the admin, signed in or not.
  const session: SessionAdmin = {
    id: admin.id,
    isSuper: admin.isSuper,
    name: '',
    email: '',
    sessionId: '',
    ip: '',
  };
  const found: InboxItem[] = [];
  for await (const batch of readWholeInbox(db, session, filter, now, targets, {
    batch: 500,
    limit: mostRead,
  })) {
    found.push(...batch.filter((item) => item.overdue));
  }
  return found;
}

export function queueNameOf(language: Language, item: Pick<InboxItem, 'kind'>): string {
  return queueNameIn(language, item.kind, queueKindOf(item.kind).words);
}

/**
 * The periodic overdue check (docs/decisions/472): for every admin, each item of their members past
 * its queue's target gets one e-mail, ever (its key makes a second enqueue a no-op, whichever
 * process checks). Returns how many were enqueued.
 */
export async function enqueueOverdueMail(db: Database, now = new Date()): Promise<number> {
  const targets = await getInboxTargets(db);
  const everyone = await db.select({ id: admins.id }).from(admins);
  const recipients = await mailRecipients(
    db,
    everyone.map((admin) => admin.id),
  );
  let enqueued = 0;
  for (const recipient of recipients) {
    if (recipient.choices.events.overdue === 'off') continue;
    const items = await overdueItemsOf(db, recipient, { admin: recipient.id }, now, targets);
    if (items.length === 0) continue;
    await db.transaction(async (tx) => {
      for (const item of items) {
        const added = await enqueueFor(tx, recipient, 'overdue', {
          words: (language) =>
            mailWords.overdue(language, {
              queue: queueNameOf(language, item),
              summary: item.filed_by ? `${item.filed_by.name} · ${item.summary}` : item.summary,
              hours: targets.hours[item.kind as keyof typeof targets.hours] ?? 0,
            }),
          path: inboxItemRouteOf(item),
          onceKey: `overdue:${recipient.id}:${item.kind}:${item.id}`,
        });
        if (added) enqueued += 1;
      }
    });
  }
  return enqueued;
}
