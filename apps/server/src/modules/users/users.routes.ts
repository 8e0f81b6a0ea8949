import { messageReplySchema } from '@simsar/contract/auth';
import { userMessages } from '@simsar/contract/messages';
import {
  acceptBrokerSchema,
  banUserSchema,
  changeUserAdminSchema,
  earningHistoryReplySchema,
  invitationParamsSchema,
  updateEarningSchema,
  userIdParamsSchema,
  userListReplySchema,
  userPageParamsSchema,
  userPaths,
  userReplySchema,
  userSearchSchema,
  userTypeParamsSchema,
} from '@simsar/contract/users';
import { z } from 'zod';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { banUser } from './users.ban.service.ts';
import { addEarning, listEarningAdditions } from './users.earnings.service.ts';
import { searchUsers } from './users.search.service.ts';
import {
  acceptBroker,
  changeUserAdmin,
  changeUserState,
  findInvitedUsers,
  listActiveUsers,
  listPendingBrokers,
  listRemovedUsers,
  listUserPage,
  rejectBroker,
} from './users.service.ts';

const tags = ['Users'];
const list = { 200: userListReplySchema };
const one = { 200: userReplySchema };
const brokerParams = z.object({ type: z.literal('Broker') });

/** Console-core §7 Users, under /api; lists under `response`. */
export function registerUserRoutes(app: ZodApp, { db, notifyMember }: AppContext): void {
  app.get(
    userPaths.page,
    { schema: { tags, params: userPageParamsSchema, response: list } },
    async (request) => ({
      response: await listUserPage(db, sessionOf(request), request.params.type, request.params.page),
    }),
  );
  app.get(
    userPaths.all,
    { schema: { tags, params: userTypeParamsSchema, response: list } },
    async (request) => ({
      response: await listActiveUsers(db, sessionOf(request), request.params.type),
    }),
  );
  app.get(userPaths.pending, { schema: { tags, params: brokerParams, response: list } }, async (request) => ({
    response: await listPendingBrokers(db, sessionOf(request)),
  }));
  app.get(
    userPaths.removed,
    { schema: { tags, params: userTypeParamsSchema, response: list } },
    async (request) => ({ response: await listRemovedUsers(db, sessionOf(request), request.params.type) }),
  );
  app.post(
    userPaths.search,
    {
      config: { readsOnly: true },
      schema: { tags, params: userTypeParamsSchema, body: userSearchSchema, response: list },
    },
    async (request) => ({
      response: await searchUsers(db, sessionOf(request), request.params.type, request.body),
    }),
  );
  app.get(
    userPaths.invitation,
    { schema: { tags, params: invitationParamsSchema, response: list } },
    async (request) => ({ response: await findInvitedUsers(db, sessionOf(request), request.params.code) }),
  );

  app.put(
    userPaths.ban,
    { schema: { tags, params: userIdParamsSchema, body: banUserSchema, response: one } },
    async (request) => ({
      message: userMessages.banned,
      user: await banUser(db, notifyMember, sessionOf(request), request.params.id, request.body.reason),
    }),
  );
  const stateChanges = [
    ['unban', userMessages.unbanned],
    ['remove', userMessages.removed],
    ['unremove', userMessages.unremoved],
  ] as const;
  for (const [action, message] of stateChanges) {
    app.put(
      userPaths[action],
      { schema: { tags, params: userIdParamsSchema, response: one } },
      async (request) => ({
        message,
        user: await changeUserState(db, sessionOf(request), action, request.params.id),
      }),
    );
  }

  app.put(
    userPaths.updateEarning,
    { config: { access: 'super' }, schema: { tags, body: updateEarningSchema, response: one } },
    async (request) => ({
      message: userMessages.earningAdded,
      user: await addEarning(db, sessionOf(request), request.body),
    }),
  );
  app.get(
    userPaths.earnings,
    { schema: { tags, params: userIdParamsSchema, response: { 200: earningHistoryReplySchema } } },
    (request) => listEarningAdditions(db, sessionOf(request), request.params.id),
  );
  app.put(
    userPaths.accept,
    {
      config: { access: 'super' },
      schema: { tags, params: userIdParamsSchema, body: acceptBrokerSchema, response: one },
    },
    async (request) => ({
      message: userMessages.accepted,
      user: await acceptBroker(db, sessionOf(request), request.params.id, request.body.admin_id),
    }),
  );
  app.delete(
    userPaths.reject,
    {
      config: { access: 'super' },
      schema: { tags, params: userIdParamsSchema, response: { 200: messageReplySchema } },
    },
    async (request) => {
      await rejectBroker(db, sessionOf(request), request.params.id);
      return { message: userMessages.rejected };
    },
  );
  app.put(
    userPaths.changeAdmin,
    {
      config: { access: 'super' },
      schema: { tags, params: userIdParamsSchema, body: changeUserAdminSchema, response: one },
    },
    async (request) => ({
      message: userMessages.adminChanged,
      user: await changeUserAdmin(db, sessionOf(request), request.params.id, request.body.admin_id),
    }),
  );
}
