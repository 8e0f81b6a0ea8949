import { messageReplySchema } from '@simsar/contract/auth';
import { memberListPaths, memberPageQuerySchema, memberPageReplySchema } from '@simsar/contract/member-lists';
import { userMessages } from '@simsar/contract/messages';
import {
  acceptBrokerSchema,
  banUserSchema,
  changeUserAdminSchema,
  earningHistoryReplySchema,
  invitationParamsSchema,
  type UserAction,
  updateEarningSchema,
  userIdParamsSchema,
  userListReplySchema,
  userPageParamsSchema,
  userPaths,
  userReplySchema,
  userSearchSchema,
  userTypeParamsSchema,
} from '@simsar/contract/users';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sentValue, sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { banUser } from './users.ban.service.ts';
import { addEarning, listEarningAdditions } from './users.earnings.service.ts';
import { listMemberPage } from './users.lists.service.ts';
import { searchUsers } from './users.search.service.ts';
import {
  acceptBroker,
  changeUserAdmin,
  changeUserState,
  findInvitedUsers,
  isSuperOnlyMove,
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
export function registerUserRoutes(app: ZodApp, context: AppContext): void {
  registerUserListRoutes(app, context);
  registerUserStateRoutes(app, context);
  registerUserSuperRoutes(app, context);
}

// The lists: a page, all, pending brokers, removed, a search, those who joined by one invitation.
function registerUserListRoutes(app: ZodApp, { db }: AppContext): void {
  app.get(
    userPaths.page,
    { schema: { tags, params: userPageParamsSchema, response: list } },
    async (request) => ({
      response: await listUserPage(db, sessionOf(request), request.params.type, request.params.page),
    }),
  );
  app.get(
    memberListPaths.page,
    {
      schema: {
        tags,
        description:
          "A member list in the one list shape, for the console's table and cards: page, size, search, sort (joined, name) and dir, and the filters state, admin_id, banned (yes|no), joined_from and joined_to (days, both included).",
        params: userTypeParamsSchema,
        querystring: memberPageQuerySchema,
        response: { 200: memberPageReplySchema },
      },
    },
    async (request) => listMemberPage(db, sessionOf(request), request.params.type, request.query),
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
  // Console-core §6: the "View join by invitation" tab is the super admin's alone.
  app.get(
    userPaths.invitation,
    { config: { access: 'super' }, schema: { tags, params: invitationParamsSchema, response: list } },
    async (request) => ({ response: await findInvitedUsers(db, request.params.code) }),
  );
}

// Ban, unban, remove, unremove.
function registerUserStateRoutes(app: ZodApp, { db, notifyMember }: AppContext): void {
  // A broker's moves are a super admin's (console-core §6): refused before the body is read.
  const superOnlyOn = (action: UserAction) => ({
    superWhen: (request: FastifyRequest) =>
      isSuperOnlyMove(db, sessionOf(request), action, sentValue(request, 'params', 'id')),
  });
  app.put(
    userPaths.ban,
    {
      config: superOnlyOn('ban'),
      schema: { tags, params: userIdParamsSchema, body: banUserSchema, response: one },
    },
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
      { config: superOnlyOn(action), schema: { tags, params: userIdParamsSchema, response: one } },
      async (request) => ({
        message,
        user: await changeUserState(db, sessionOf(request), action, request.params.id),
      }),
    );
  }
}

// Earnings, accepting or rejecting a broker, a user's admin.
function registerUserSuperRoutes(app: ZodApp, { db }: AppContext): void {
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
