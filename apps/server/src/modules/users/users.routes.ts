import { messageReplySchema } from '@simsar/contract/auth';
import { userMessages } from '@simsar/contract/messages';
import {
  acceptBrokerSchema,
  adminChoicesReplySchema,
  changeUserAdminSchema,
  earningHistoryReplySchema,
  invitationParamsSchema,
  updateEarningSchema,
  userIdParamsSchema,
  userListReplySchema,
  userPageParamsSchema,
  userReplySchema,
  userSearchSchema,
  userTypeParamsSchema,
} from '@simsar/contract/users';
import { z } from 'zod';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { listAdminChoices } from '../admins/admins.service.ts';
import { addEarning, listEarningAdditions } from './earnings.service.ts';
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
  searchUsers,
} from './users.service.ts';

const tags = ['Users'];
const list = { 200: userListReplySchema };
const one = { 200: userReplySchema };
const brokerParams = z.object({ type: z.literal('Broker') });

/** Console-core §7 Users, under /api; lists under `response`. */
export function registerUserRoutes(app: ZodApp, { db }: AppContext): void {
  app.get(
    '/api/user/all_users/:type/:page',
    { schema: { tags, params: userPageParamsSchema, response: list } },
    async (request) => ({
      response: await listUserPage(db, sessionOf(request), request.params.type, request.params.page),
    }),
  );
  app.get(
    '/api/user/all/:type',
    { schema: { tags, params: userTypeParamsSchema, response: list } },
    async (request) => ({
      response: await listActiveUsers(db, sessionOf(request), request.params.type),
    }),
  );
  app.get(
    '/api/user/all_pending/:type',
    { schema: { tags, params: brokerParams, response: list } },
    async (request) => ({
      response: await listPendingBrokers(db, sessionOf(request)),
    }),
  );
  app.get(
    '/api/user/all_removed/:type',
    { schema: { tags, params: userTypeParamsSchema, response: list } },
    async (request) => ({ response: await listRemovedUsers(db, sessionOf(request), request.params.type) }),
  );
  app.post(
    '/api/user/get_data_of_user/:type',
    { schema: { tags, params: userTypeParamsSchema, body: userSearchSchema, response: list } },
    async (request) => ({
      response: await searchUsers(db, sessionOf(request), request.params.type, request.body),
    }),
  );
  app.get(
    '/api/user/invitation/:code',
    { schema: { tags, params: invitationParamsSchema, response: list } },
    async (request) => ({ response: await findInvitedUsers(db, sessionOf(request), request.params.code) }),
  );

  const stateChanges = [
    ['ban', 'ban', userMessages.banned],
    ['unban', 'unban', userMessages.unbanned],
    ['removed', 'remove', userMessages.removed],
    ['unremoved', 'unremove', userMessages.unremoved],
  ] as const;
  for (const [path, action, message] of stateChanges) {
    app.put(
      `/api/user/${path}/:id`,
      { schema: { tags, params: userIdParamsSchema, response: one } },
      async (request) => ({
        message,
        user: await changeUserState(db, sessionOf(request), action, request.params.id),
      }),
    );
  }

  app.put(
    '/api/user/update_earning',
    { config: { access: 'super' }, schema: { tags, body: updateEarningSchema, response: one } },
    async (request) => ({
      message: userMessages.earningAdded,
      user: await addEarning(db, sessionOf(request), request.body),
    }),
  );
  app.get(
    '/api/user/earnings/:id',
    { schema: { tags, params: userIdParamsSchema, response: { 200: earningHistoryReplySchema } } },
    (request) => listEarningAdditions(db, sessionOf(request), request.params.id),
  );
  app.put(
    '/api/user/accept/:id',
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
    '/api/user/delete_user/:id',
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
    '/api/user/change_admin/:id',
    {
      config: { access: 'super' },
      schema: { tags, params: userIdParamsSchema, body: changeUserAdminSchema, response: one },
    },
    async (request) => ({
      message: userMessages.adminChanged,
      user: await changeUserAdmin(db, sessionOf(request), request.params.id, request.body.admin_id),
    }),
  );
  app.get(
    '/api/user/admin_choices',
    { config: { access: 'super' }, schema: { tags, response: { 200: adminChoicesReplySchema } } },
    async () => ({ response: await listAdminChoices(db) }),
  );
}
