import { memberPagePaths, memberPageReplySchema } from '@simsar/contract/member-page';
import { userIdParamsSchema } from '@simsar/contract/users';
import { sessionOf } from '../../core/auth.ts';
import type { ApiArea } from '../../core/context.ts';
import { findMemberPage } from './members.page.service.ts';

/** A member's page (docs/decisions/442): one call gathering what the console shows of one member. */
export const membersArea: ApiArea = {
  name: 'members',
  register(api, { db }) {
    api.get(
      memberPagePaths.page,
      {
        schema: { tags: ['Users'], params: userIdParamsSchema, response: { 200: memberPageReplySchema } },
      },
      async (request) => findMemberPage(db, sessionOf(request), request.params.id),
    );
  },
};
