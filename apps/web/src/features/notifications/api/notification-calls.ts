import {
  createNotificationReplySchema,
  notificationPaths,
  sentNotificationsReplySchema,
} from '@simsar/contract/notifications';
import { fillPath } from '@simsar/contract/paths';
import { type UserType, userListReplySchema, userPaths } from '@simsar/contract/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { apiUpload } from '../../../ui/upload-client.ts';
import { pagePath } from '../../../ui/use-page-list.ts';

export type SendNotificationInput = { type: UserType; text: string; link?: string; image: File | null };

/**
 * A notification tab sends to every active user of its type the admin may see (docs/decisions/016):
 * GET /api/user/all/{type} for the ids, then POST /api/notification/create as form data
 * (image, link, users as a JSON list of ids, text).
 */
/** GET /api/user/all/{type}: the recipients, every active user of the type the admin may see. */
async function getActiveUsers(type: UserType) {
  return (await apiRequest(fillPath(userPaths.all, { type }), { reply: userListReplySchema })).response;
}

export async function sendNotification({ type, text, link, image }: SendNotificationInput) {
  const users = await getActiveUsers(type);
  const form = new FormData();
  form.set('text', text);
  if (link) form.set('link', link);
  form.set('users', JSON.stringify(users.map((user) => user._id)));
  if (image) form.set('image', image);
  return apiUpload(notificationPaths.create, { form, reply: createNotificationReplySchema });
}

/** Each member type's word for several of them. */
export const pluralOf: Record<UserType, string> = {
  Broker: 'brokers',
  Client: 'clients',
  Franchise: 'franchises',
};

export function useSendNotification() {
  return useMutation({
    mutationFn: sendNotification,
    meta: {
      successToast: (
        reply: { message: string; notification: { users_count: number } },
        { type }: SendNotificationInput,
      ) => `${reply.message} to ${reply.notification.users_count} ${pluralOf[type]}`,
    },
  });
}

/** The notification tabs' query keys. */
export const notificationKeys = {
  sent: (type: UserType) => ['notifications', 'sent', type] as const,
  sentSearch: (type: UserType, search: string | undefined) =>
    ['notifications', 'sent', type, search] as const,
};

/** GET /api/notification/sent/{type}?page=&search= (decision 154). */
export function getSentNotifications(type: UserType, page: number, search: string | undefined) {
  return apiRequest(pagePath(fillPath(notificationPaths.sent, { type }), page, search), {
    reply: sentNotificationsReplySchema,
  });
}
