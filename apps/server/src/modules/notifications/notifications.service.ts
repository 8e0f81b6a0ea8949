import type { PageQuery } from '@simsar/contract/lists';
import { userMessages } from '@simsar/contract/messages';
import type {
  CreateNotificationFields,
  Notification,
  SentNotification,
} from '@simsar/contract/notifications';
import type { UserType } from '@simsar/contract/users';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { defineList } from '../../core/lists.ts';
import { containsPattern } from '../../core/search.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { type StoredFile, urlOfKey } from '../../core/storage.ts';
import { findSharedVisibleType } from '../users/users.service.ts';
import { notificationRecipients, notifications } from './notifications.schema.ts';

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(
  row: Pick<NotificationRow, 'id' | 'text' | 'link' | 'imageKey' | 'createdAt'>,
): Notification {
  return {
    _id: row.id,
    text: row.text,
    link: row.link,
    image: urlOfKey(row.imageKey),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /notification/create: sends to the listed users, who must all be users this admin may see
 * and of one type (each notification tab sends to one type); otherwise nothing is stored.
 */
export async function createNotification(
  db: Database,
  admin: SessionAdmin,
  fields: CreateNotificationFields,
  image: StoredFile | undefined,
) {
  const ids = [...new Set(fields.users)];
  const userType = await findSharedVisibleType(db, admin, ids);
  if (!userType) {
    throw new AppError('VALIDATION', userMessages.usersNotVisible, { users: userMessages.usersNotVisible });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({
        text: fields.text,
        link: fields.link ?? null,
        imageKey: image?.key ?? null,
        userType,
        adminId: admin.id,
        audienceSize: ids.length,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    for (let start = 0; start < ids.length; start += 5000) {
      const batch = ids.slice(start, start + 5000).map((userId) => ({ notificationId: row.id, userId }));
      await tx.insert(notificationRecipients).values(batch);
    }
    await recordAudit(tx, {
      admin,
      action: 'send',
      kind: 'notification',
      itemId: row.id,
      after: {
        text: row.text,
        link: row.link,
        image: row.imageKey,
        user_type: userType,
        users_count: ids.length,
      },
    });
    return { ...toNotification(row), users_count: ids.length };
  });
}

/**
 * A notice to one member about something of theirs (a broker's form, deal or CIL moved):
 * the English line, then the Arabic one, in the one text the apps show (docs/decisions/072).
 */
export async function notifyMember(
  db: Executor,
  input: {
    userId: string;
    userType: 'Broker' | 'Client' | 'Franchise';
    adminId: string;
    en: string;
    ar: string;
  },
): Promise<void> {
  const [row] = await db
    .insert(notifications)
    .values({ text: `${input.en}\n${input.ar}`, userType: input.userType, adminId: input.adminId })
    .returning({ id: notifications.id });
  if (!row) throw new Error('insert returned no row');
  await db.insert(notificationRecipients).values({ notificationId: row.id, userId: input.userId });
}

/** `notifyMember` for many members at once (a bulk move's, docs/decisions/422): two statements whatever their number. */
export async function notifyMembers(
  db: Executor,
  inputs: readonly Parameters<typeof notifyMember>[1][],
): Promise<void> {
  if (inputs.length === 0) return;
  const rows = await db
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        text: `${input.en}\n${input.ar}`,
        userType: input.userType,
        adminId: input.adminId,
      })),
    )
    .returning({ id: notifications.id });
  if (rows.length !== inputs.length) throw new Error('insert returned fewer rows');
  // A multi-row INSERT's RETURNING gives its rows in the order of its VALUES.
  await db.insert(notificationRecipients).values(
    rows.map((row, index) => ({
      notificationId: row.id,
      userId: (inputs[index] as { userId: string }).userId,
    })),
  );
}

/** GET /api/app/notifications: what was sent to this member, newest first. */
export async function listMemberNotifications(db: Executor, userId: string): Promise<Notification[]> {
  const rows = await db
    .select({
      id: notifications.id,
      text: notifications.text,
      link: notifications.link,
      imageKey: notifications.imageKey,
      createdAt: notifications.createdAt,
    })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(eq(notificationRecipients.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(200);
  return rows.map(toNotification);
}

/**
 * The sent list of one type: the broadcasts of that type (not the notices to one member), newest
 * first, 20 a page; every admin's for a super admin, their own for an ordinary admin (decision 154).
 */
export const sentNotificationsList = defineList(notifications, {
  name: 'notifications-sent',
  columns: () => ({
    row: notifications,
    sentBy: sql<
      string | null
    >`(select sender.name from admins as sender where sender.id = ${notifications.adminId})`,
  }),
  where: (filter: { type: UserType }) =>
    and(eq(notifications.userType, filter.type), isNotNull(notifications.audienceSize)),
  visibleTo: (admin: SessionAdmin) => (admin.isSuper ? undefined : eq(notifications.adminId, admin.id)),
  search: (term) => sql`lower(${notifications.text}) like ${containsPattern(term.toLowerCase())}`,
  // NULLS LAST like notifications_sent_idx (a plain DESC means NULLS FIRST and would not match it).
  order: () => [sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`],
  toItems: (rows) =>
    rows.map(
      ({ row, sentBy }): SentNotification => ({
        ...toNotification(row),
        user_type: row.userType,
        audience_size: row.audienceSize ?? 0,
        admin_id: row.adminId,
        sent_by: sentBy,
      }),
    ),
});

/** GET /api/notification/sent/{type}?page=&search=: newest first, 20 a page. */
export function listSentNotifications(db: Executor, admin: SessionAdmin, type: UserType, query: PageQuery) {
  return sentNotificationsList.page(db, admin, { ...query, type });
}
