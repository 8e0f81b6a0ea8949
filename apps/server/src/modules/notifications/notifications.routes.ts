import { userMessages } from '@simsar/contract/messages';
import {
  createNotificationFieldsSchema,
  createNotificationReplySchema,
  memberNotificationsReplySchema,
  notificationPaths,
  sentNotificationsParamsSchema,
  sentNotificationsQuerySchema,
  sentNotificationsReplySchema,
} from '@simsar/contract/notifications';
import { memberOf, sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { fileTypes } from '../../core/storage.ts';
import { readUploadForm } from '../../core/uploads.ts';
import {
  createNotification,
  listMemberNotifications,
  listSentNotifications,
} from './notifications.service.ts';

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
      const form = await readUploadForm(request, storage, createNotificationFieldsSchema, {
        image: {
          types: fileTypes.image,
          maxBytes: config.uploadLimits.image,
          visibility: 'public',
          label: 'Image',
        },
      });
      const notification = await form.settle(() =>
        createNotification(db, admin, form.fields, form.files.image[0]),
      );
      return reply.status(201).send({ message: userMessages.notificationSent, notification });
    },
  );

  app.get(
    notificationPaths.sent,
    {
      schema: {
        tags,
        params: sentNotificationsParamsSchema,
        querystring: sentNotificationsQuerySchema,
        response: { 200: sentNotificationsReplySchema },
      },
    },
    (request) => listSentNotifications(db, sessionOf(request), request.params.type, request.query),
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
