import { notificationPaths, sentNotificationsReplySchema } from '@simsar/contract/notifications';
import type { UserType } from '@simsar/contract/users';
import { apiRequest } from '../../../ui/api-client.ts';
import { pagePath } from '../../../ui/use-page-list.ts';

/** The notification tabs' query keys. */
export const notificationKeys = {
  sent: (type: UserType) => ['notifications', 'sent', type] as const,
  sentSearch: (type: UserType, search: string | undefined) =>
    ['notifications', 'sent', type, search] as const,
};

/** GET /api/notification/sent/{type}?page=&search= (decision 154). */
export function getSentNotifications(type: UserType, page: number, search: string | undefined) {
  return apiRequest(pagePath(notificationPaths.sent(type), page, search), {
    reply: sentNotificationsReplySchema,
  });
}
