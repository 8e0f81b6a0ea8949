import {
  adminLeaveMessages,
  adminLeaveParamsSchema,
  adminLeavePaths,
  adminLeaveReplySchema,
  adminLeaveSchema,
  adminLeavesReplySchema,
  myLeavesReplySchema,
} from '@simsar/contract/admin-leave';
import { adminIdParamsSchema } from '@simsar/contract/admins';
import { sessionOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { createLeave, endLeave, listLeaves, myLeaves } from './users.leave.service.ts';

const tags = ['Admins'];

/** An admin's leave (docs/decisions/494): planned and ended by super admins, read by each admin. */
export function registerLeaveRoutes(app: ZodApp, { db }: AppContext): void {
  app.get(
    adminLeavePaths.all,
    { config: { access: 'super' }, schema: { tags, response: { 200: adminLeavesReplySchema } } },
    async () => ({ leaves: await listLeaves(db) }),
  );
  app.get(
    adminLeavePaths.mine,
    { schema: { tags, response: { 200: myLeavesReplySchema } } },
    async (request) => myLeaves(db, sessionOf(request)),
  );
  app.post(
    adminLeavePaths.create,
    {
      config: { access: 'super' },
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: adminLeaveSchema,
        response: { 200: adminLeaveReplySchema },
      },
    },
    async (request) => ({
      message: adminLeaveMessages.created,
      leave: await createLeave(db, sessionOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    adminLeavePaths.end,
    {
      config: { access: 'super' },
      schema: { tags, params: adminLeaveParamsSchema, response: { 200: adminLeaveReplySchema } },
    },
    async (request) => ({
      message: adminLeaveMessages.ended,
      leave: await endLeave(db, sessionOf(request), request.params.leaveId),
    }),
  );
}
