import { messageReplySchema } from '@simsar/contract/auth';
import {
  memberAccountMessages,
  memberAccountPaths,
  memberChangePasswordSchema,
  memberProfilePaths,
  memberProfileReplySchema,
  memberProfileSchema,
} from '@simsar/contract/member-account';
import { userReplySchema } from '@simsar/contract/users';
import { memberOf } from '../../core/auth.ts';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { changeMemberPassword, signOutMember, updateMemberProfile } from './users.member-account.service.ts';
import { findMember } from './users.members.service.ts';

const tags = ['Marketplace apps'];
// Both work while a reset password must still be changed.
const config = { access: 'member', beforePasswordChange: true } as const;

/** A member's own password, profile and sign-out in the apps. */
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
  // The member's own details (docs/decisions/493): read, and changed where a member may.
  app.get(
    memberProfilePaths.profile,
    { config: { access: 'member' }, schema: { tags, response: { 200: memberProfileReplySchema } } },
    async (request) => ({ user: await findMember(db, memberOf(request).id) }),
  );
  app.put(
    memberProfilePaths.profile,
    {
      config: { access: 'member' },
      schema: { tags, body: memberProfileSchema, response: { 200: userReplySchema } },
    },
    async (request) => ({
      message: memberAccountMessages.profileSaved,
      user: await updateMemberProfile(db, memberOf(request), request.body),
    }),
  );
}
