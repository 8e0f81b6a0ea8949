import {
  acceptChoicesReplySchema,
  adminChoicesReplySchema,
  userIdParamsSchema,
  userPaths,
} from '@simsar/contract/users';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { listAcceptChoices } from '../users/users.accept.service.ts';
import { listAdminChoices } from './admins.service.ts';

// Users' paths (console-core §7 Users), served here: they list the admins a user may be given to,
// and the admins area may call the users area, never the other way round.
const tags = ['Users'];
const config = { access: 'super' as const };

/** The admins a pending broker (or any user) may be assigned to. */
export function registerAdminChoiceRoutes(app: ZodApp, { db }: AppContext): void {
  app.get(
    userPaths.acceptChoices,
    { config, schema: { tags, params: userIdParamsSchema, response: { 200: acceptChoicesReplySchema } } },
    async (request) =>
      listAcceptChoices(db, sessionOf(request), request.params.id, await listAdminChoices(db)),
  );
  app.get(
    userPaths.adminChoices,
    { config, schema: { tags, response: { 200: adminChoicesReplySchema } } },
    async () => ({ response: await listAdminChoices(db) }),
  );
}
