import { messageReplySchema } from '@simsar/contract/auth';
import { resetMessages } from '@simsar/contract/messages';
import {
  fileResetRequestReplySchema,
  fileResetRequestSchema,
  newPasswordReplySchema,
  resetPaths,
  resetRequestIdParamsSchema,
  resetRequestListReplySchema,
} from '@simsar/contract/password-resets';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import {
  deleteResetRequest,
  fileResetRequest,
  listResetRequests,
  setNewPassword,
} from './password-resets.service.ts';

const tags = ['Password resets'];

/** console-core §2 Password screens, console-core §7 /forgot_password; the apps file requests. */
export function registerPasswordResetRoutes(app: ZodApp, { db }: AppContext): void {
  app.post(
    resetPaths.file,
    {
      config: { access: 'public', publicRateLimit: true },
      schema: {
        tags: ['Marketplace apps'],
        body: fileResetRequestSchema,
        response: { 201: fileResetRequestReplySchema },
      },
    },
    async (request, reply) => {
      await fileResetRequest(db, request.body);
      return reply.status(201).send({ message: resetMessages.filed });
    },
  );

  app.get(
    resetPaths.list,
    { config: { access: 'super' }, schema: { tags, response: { 200: resetRequestListReplySchema } } },
    async () => ({ response: await listResetRequests(db) }),
  );

  app.put(
    resetPaths.newPassword,
    {
      config: { access: 'super' },
      schema: { tags, params: resetRequestIdParamsSchema, response: { 200: newPasswordReplySchema } },
    },
    async (request, reply) => {
      const newPassword = await setNewPassword(db, sessionOf(request), request.params.id);
      // Shown once: no cache may keep the reply.
      reply.header('cache-control', 'no-store');
      return { message: resetMessages.newPasswordSet, new_password: newPassword };
    },
  );

  app.delete(
    resetPaths.remove,
    {
      config: { access: 'super' },
      schema: { tags, params: resetRequestIdParamsSchema, response: { 200: messageReplySchema } },
    },
    async (request) => {
      await deleteResetRequest(db, sessionOf(request), request.params.id);
      return { message: resetMessages.deleted };
    },
  );
}
