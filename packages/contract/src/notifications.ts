import { z } from 'zod';
import { pageQuerySchema, pageReplySchema } from './lists.ts';
import { userMessages } from './messages.ts';
import { userTypeSchema } from './users.ts';

/** The optional link: only http or https (no javascript: or data: links reach the apps). */
export const notificationLinkSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .trim()
    .max(2000)
    .refine((link) => {
      try {
        return ['http:', 'https:'].includes(new URL(link).protocol);
      } catch {
        return false;
      }
    }, userMessages.linkInvalid)
    .optional(),
);

/** The console's notification form (console-core §3, §5): text required, link and image optional. */
export const notificationFormSchema = z.object({
  text: z
    .string({ error: userMessages.messageRequired })
    .trim()
    .min(1, userMessages.messageRequired)
    .max(2000),
  link: notificationLinkSchema,
});
export type NotificationForm = z.input<typeof notificationFormSchema>;
export type NotificationFormValues = z.output<typeof notificationFormSchema>;

/** POST /api/notification/create, form data: image, link, users (JSON list of ids), text. */
export const createNotificationFieldsSchema = notificationFormSchema.extend({
  users: z
    .string({ error: userMessages.usersRequired })
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: userMessages.usersInvalid });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(z.uuid(userMessages.usersInvalid), { error: userMessages.usersInvalid })
        .min(1, userMessages.usersRequired)
        .max(200_000),
    ),
});
export type CreateNotificationFields = z.output<typeof createNotificationFieldsSchema>;

export const notificationSchema = z.object({
  _id: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  /** The image's public address, or null. */
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const createNotificationReplySchema = z.object({
  message: z.string(),
  notification: notificationSchema.extend({ users_count: z.number().int() }),
});
export const memberNotificationsReplySchema = z.object({ response: z.array(notificationSchema) });

/**
 * A notification sent from a tab, as the sent list shows it (decision 154): what
 * was sent, to how many members, by whom (null once that admin is deleted) and when.
 */
export const sentNotificationSchema = notificationSchema.extend({
  user_type: userTypeSchema,
  audience_size: z.number().int(),
  admin_id: z.string().nullable(),
  sent_by: z.string().nullable(),
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;

/** GET /api/notification/sent/{type}?page=&search=: newest first, searched in the text. */
export const sentNotificationsParamsSchema = z.object({ type: userTypeSchema });
export const sentNotificationsQuerySchema = pageQuerySchema;
export const sentNotificationsReplySchema = pageReplySchema(sentNotificationSchema);

/** The image preview in the console is at most this wide (console-core §9). */
export const notificationImagePreviewPx = 250;

export const notificationPaths = {
  create: '/api/notification/create',
  mine: '/api/app/notifications',
  sent: '/api/notification/sent/:type',
} as const;
