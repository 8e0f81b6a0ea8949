import {
  adminAlertSchema,
  adminIdParamsSchema,
  adminListReplySchema,
  adminPageReplySchema,
  adminPaths,
  adminUsersReplySchema,
  assignmentReplySchema,
  changePasswordBySuperSchema,
  moveUserSchema,
  moveUsersSchema,
  userIdsSchema,
  userPageReplySchema,
} from '@simsar/contract/admins';
import { messageReplySchema } from '@simsar/contract/auth';
import { pageQuerySchema } from '@simsar/contract/lists';
import { adminMessages } from '@simsar/contract/messages';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { countOpenResetRequests } from '../password-resets/password-resets.service.ts';
import {
  assignUnassignedUsers,
  countUnassignedUsers,
  listUnassignedUsers,
  listUsersOfAdmin,
  moveUsers,
  unassignUsers,
} from '../users/users.assignments.service.ts';
import { pageUnassignedUsers, pageUsersOfAdmin } from '../users/users.team.service.ts';
import {
  changePasswordBySuper,
  deleteAdmin,
  findAdminOrThrow,
  listAdmins,
  pageAdmins,
} from './admins.manage.service.ts';

const tags = ['Admins'];
// Everything on the admin screens is for super admins (console-core §6).
const config = { access: 'super' as const };

/** The admin screens' calls: admins, their teams, the unassigned users, the home alert. */
export function registerAdminManageRoutes(app: ZodApp, context: AppContext): void {
  registerAdminAccountRoutes(app, context);
  registerTeamMoveRoutes(app, context);
  registerAdminPageRoutes(app, context);
}

// The admins themselves (list, delete, a new password) and the whole lists of a team and of the unassigned.
function registerAdminAccountRoutes(app: ZodApp, { db }: AppContext): void {
  app.get(
    adminPaths.all,
    { config, schema: { tags, response: { 200: adminListReplySchema } } },
    async () => ({ admins: await listAdmins(db) }),
  );

  app.delete(
    adminPaths.deleteAdmin,
    { config, schema: { tags, params: adminIdParamsSchema, response: { 200: messageReplySchema } } },
    async (request) => {
      await deleteAdmin(db, sessionOf(request), request.params.id);
      return { message: adminMessages.adminDeleted };
    },
  );

  app.put(
    adminPaths.changePasswordBySuper,
    {
      config,
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: changePasswordBySuperSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await changePasswordBySuper(db, sessionOf(request), request.params.id, request.body.password);
      return { message: adminMessages.passwordChangedBySuper };
    },
  );

  app.get(
    adminPaths.users,
    { config, schema: { tags, params: adminIdParamsSchema, response: { 200: adminUsersReplySchema } } },
    async (request) => {
      await findAdminOrThrow(db, request.params.id);
      return { response: await listUsersOfAdmin(db, request.params.id) };
    },
  );

  app.get(
    adminPaths.nonDistributed,
    { config, schema: { tags, response: { 200: adminUsersReplySchema } } },
    async () => ({ response: await listUnassignedUsers(db) }),
  );
}

// Taking users off a team, adding the unassigned to one, moving users between teams.
function registerTeamMoveRoutes(app: ZodApp, { db }: AppContext): void {
  app.put(
    adminPaths.removeFromList,
    {
      config,
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: userIdsSchema,
        response: { 200: assignmentReplySchema },
      },
    },
    async (request) => {
      await findAdminOrThrow(db, request.params.id);
      const moved = await unassignUsers(db, sessionOf(request), request.params.id, request.body.ids);
      return { message: adminMessages.usersRemoved, count: moved };
    },
  );

  app.put(
    adminPaths.addToList,
    {
      config,
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: userIdsSchema,
        response: { 200: assignmentReplySchema },
      },
    },
    async (request) => {
      await findAdminOrThrow(db, request.params.id);
      const added = await assignUnassignedUsers(db, sessionOf(request), request.params.id, request.body.ids);
      return { message: adminMessages.usersAdded, count: added };
    },
  );

  app.put(
    adminPaths.moveUser,
    { config, schema: { tags, body: moveUserSchema, response: { 200: assignmentReplySchema } } },
    async (request) => {
      const { old_admin, new_admin, user_id } = request.body;
      await findAdminOrThrow(db, new_admin);
      const moved = await moveUsers(db, sessionOf(request), old_admin, new_admin, [user_id]);
      return { message: adminMessages.usersMoved, count: moved };
    },
  );

  app.put(
    adminPaths.moveUsers,
    { config, schema: { tags, body: moveUsersSchema, response: { 200: assignmentReplySchema } } },
    async (request) => {
      const { old_admin, new_admin, ids } = request.body;
      await findAdminOrThrow(db, new_admin);
      const moved = await moveUsers(db, sessionOf(request), old_admin, new_admin, ids);
      return { message: adminMessages.usersMoved, count: moved };
    },
  );
}

// The console's paged lists and the home alert.
function registerAdminPageRoutes(app: ZodApp, { db }: AppContext): void {
  // The console's paged lists (docs/decisions/020).
  app.get(
    adminPaths.list,
    { config, schema: { tags, querystring: pageQuerySchema, response: { 200: adminPageReplySchema } } },
    async (request) => pageAdmins(db, request.query),
  );

  app.get(
    adminPaths.team,
    {
      config,
      schema: {
        tags,
        params: adminIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: userPageReplySchema },
      },
    },
    async (request) => {
      await findAdminOrThrow(db, request.params.id);
      return pageUsersOfAdmin(db, request.params.id, request.query);
    },
  );

  app.get(
    adminPaths.unassigned,
    { config, schema: { tags, querystring: pageQuerySchema, response: { 200: userPageReplySchema } } },
    async (request) => pageUnassignedUsers(db, request.query),
  );

  app.get(adminPaths.alert, { config, schema: { tags, response: { 200: adminAlertSchema } } }, async () => ({
    forgot_password: await countOpenResetRequests(db),
    non_distributed_users: await countUnassignedUsers(db),
  }));
}
