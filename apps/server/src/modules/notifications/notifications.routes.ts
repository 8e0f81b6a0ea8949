import { userMessages } from '@simsar/contract/messages';
import {
  createNotificationFieldsSchema,
  createNotificationReplySchema,
  memberNotificationsReplySchema,
  notificationPaths,
} from '@simsar/contract/notifications';
import { memberOf, sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { fileTypes } from '../../core/storage.ts';
import { readMultipart } from '../../core/uploads.ts';
import { createNotification, listMemberNotifications } from './notifications.service.ts';

const tags = ['Notifications'];

export function registerNotificationRoutes(app: ZodApp, { db, storage, config }: AppContext): void {
  app.post(
    notificationPaths.create,
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Form data: image (optional JPEG or PNG), link (optional, http or https), users (JSON list of ids), text.',
        response: { 201: createNotificationReplySchema },
      },
    },
    async (request, reply) => {
      const admin = sessionOf(request);
      const upload = await readMultipart(request, storage, {
        image: {
          types: fileTypes.image,
          maxBytes: config.uploadLimits.image,
          visibility: 'public',
          label: 'Image',
        },
      });
      try {
        const parsed = createNotificationFieldsSchema.safeParse(upload.fields);
        if (!parsed.success) {
          const fields: Record<string, string> = {};
          for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
          throw new AppError('VALIDATION', Object.values(fields)[0] ?? userMessages.messageRequired, fields);
        }
        const notification = await createNotification(db, admin, parsed.data, upload.files.image?.[0]);
        return reply.status(201).send({ message: userMessages.notificationSent, notification });
      } catch (error) {
        await upload.discard();
        throw error;
      }
    },
  );

  app.get(
    notificationPaths.mine,
    {
      config: { access: 'member' },
      schema: { tags: ['Marketplace apps'], response: { 200: memberNotificationsReplySchema } },
    },
    async (request) => ({ response: await listMemberNotifications(db, memberOf(request).id) }),
  );
}
