import { userMessages } from '@simsar/contract/messages';
import type { User } from '@simsar/contract/users';
import type { MemberNotifier } from '../../core/context.ts';
import type { Executor } from '../../core/db.ts';
import type { SessionAdmin } from '../../core/session.ts';
import { findVisibleUser, moveUser } from './users.service.ts';

/**
 * PUT /user/ban/{id} {reason} (docs/decisions/283): the reason is kept on the member (its card), in
 * the audit entry's `after`, and sent to the member's app notifications, all in one transaction.
 */
export async function banUser(
  db: Executor,
  notifyMember: MemberNotifier,
  admin: SessionAdmin,
  id: string,
  reason: string,
): Promise<User> {
  await db.transaction(async (tx) => {
    await moveUser(tx, admin, 'ban', id, { set: { banned: true, banReason: reason } });
    const { user_type } = await findVisibleUser(tx, admin, id);
    await notifyMember(tx, {
      userId: id,
      userType: user_type,
      adminId: admin.id,
      en: `${userMessages.bannedNotice}${reason}`,
      ar: `${userMessages.bannedNoticeAr}${reason}`,
    });
  });
  return findVisibleUser(db, admin, id);
}
