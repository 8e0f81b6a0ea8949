import {
  createNotificationReplySchema,
  notificationPaths,
  sentNotificationsReplySchema,
} from '@simsar/contract/notifications';
import { fillPath } from '@simsar/contract/paths';
import { type User, type UserType, userListReplySchema, userPaths } from '@simsar/contract/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { apiUpload } from '../../../ui/upload-client.ts';
import { pagePath } from '../../../ui/use-page-list.ts';
import { useNotificationsWords } from '../words.ts';

export type SendNotificationInput = {
  type: UserType;
  text: string;
  link?: string;
  image: File | null;
  /** The recipients' ids, as counted in the confirmation (getAudience). */
  users: string[];
};

/**
 * A notification tab sends to the active users of its type the admin may see (docs/decisions/016),
 * all of them or those chosen (recipient-choice.tsx): GET /api/user/all/{type} for the ids, whose count the admin confirms (docs/decisions/277), then
 * POST /api/notification/create as form data (image, link, users as a JSON list of ids, text) with
 * those same ids, so the count confirmed is the count sent.
 */
export async function getAudience(type: UserType): Promise<User[]> {
  return (await apiRequest(fillPath(userPaths.all, { type }), { reply: userListReplySchema })).response;
}

export async function sendNotification({ text, link, image, users }: SendNotificationInput) {
  const form = new FormData();
  form.set('text', text);
  if (link) form.set('link', link);
  form.set('users', JSON.stringify(users));
  if (image) form.set('image', image);
  return apiUpload(notificationPaths.create, { form, reply: createNotificationReplySchema });
}

export function useSendNotification() {
  return useMutation({
    mutationFn: sendNotification,
    meta: {
      successToast: (
        reply: { message: string; notification: { users_count: number } },
        { type }: SendNotificationInput,
      ) =>
        useNotificationsWords.now()(`sentToast${type}` as const, {
          message: reply.message,
          count: reply.notification.users_count,
        }),
    },
  });
}

/** The notification tabs' query keys. */
export const notificationKeys = {
  sent: (type: UserType) => ['notifications', 'sent', type] as const,
  audience: (type: UserType) => ['notifications', 'audience', type] as const,
  sentSearch: (type: UserType, search: string | undefined) =>
    ['notifications', 'sent', type, search] as const,
};

/** GET /api/notification/sent/{type}?page=&search= (decision 154). */
export function getSentNotifications(type: UserType, page: number, search: string | undefined) {
  return apiRequest(pagePath(fillPath(notificationPaths.sent, { type }), page, search), {
    reply: sentNotificationsReplySchema,
  });
}
