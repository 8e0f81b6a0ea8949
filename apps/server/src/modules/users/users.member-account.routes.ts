import { messageReplySchema } from '@simsar/contract/auth';
import {
  memberAccountMessages,
  memberAccountPaths,
  memberChangePasswordSchema,
} from '@simsar/contract/member-account';
import { memberOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { changeMemberPassword, signOutMember } from './users.member-account.service.ts';

const tags = ['Marketplace apps'];
// Both work while a reset password must still be changed.
const config = { access: 'member', beforePasswordChange: true } as const;

/** A member's own password and sign-out in the apps. */
export function registerMemberAccountRoutes(app: ZodApp, { db }: AppContext): void {
  app.post(
    memberAccountPaths.changePassword,
    { config, schema: { tags, body: memberChangePasswordSchema, response: { 200: messageReplySchema } } },
    async (request) => {
      await changeMemberPassword(db, memberOf(request), request.body);
      return { message: memberAccountMessages.passwordChanged };
    },
  );
  app.post(
    memberAccountPaths.logout,
    { config, schema: { tags, response: { 200: messageReplySchema } } },
    async (request) => {
      await signOutMember(db, memberOf(request));
      return { message: memberAccountMessages.signedOut };
    },
  );
}
