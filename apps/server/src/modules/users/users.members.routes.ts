import {
  memberLoginSchema,
  memberSessionReplySchema,
  registerMemberSchema,
  userPaths,
} from '@simsar/contract/users';
import type { AppContext, ZodApp } from '../../core/context.ts';
import { registerMember, signInMember } from './users.members.service.ts';

const tags = ['Marketplace apps'];

/** The apps' own sign-up and sign-in (ARCHITECTURE.md, Marketplace apps API). */
export function registerMemberRoutes(app: ZodApp, { db, loginThrottle }: AppContext): void {
  app.post(
    userPaths.appRegister,
    {
      config: { access: 'public', publicRateLimit: true },
      schema: { tags, body: registerMemberSchema, response: { 201: memberSessionReplySchema } },
    },
    async (request, reply) => reply.status(201).send(await registerMember(db, request.body)),
  );
  app.post(
    userPaths.appLogin,
    {
      config: { access: 'public' },
      schema: { tags, body: memberLoginSchema, response: { 200: memberSessionReplySchema } },
    },
    async (request) => {
      // The same throttle as the console's sign-in, keyed apart so an app account never locks an admin.
      const account = `member:${request.body.email.trim().toLowerCase()}`;
      return loginThrottle.guard(request.ip, account, () => signInMember(db, request.body));
    },
  );
}
