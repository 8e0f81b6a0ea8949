import type { ApiArea } from '../../core/context.ts';
import { userBulkMovesOf } from './users.bulk.service.ts';
import { memberLists, teamList, unassignedList } from './users.lists.service.ts';
import { registerMemberAccountRoutes } from './users.member-account.routes.ts';
import { registerMemberRoutes } from './users.members.routes.ts';
import { registerUserRoutes } from './users.routes.ts';

export const usersArea: ApiArea = {
  name: 'users',
  register(api, context) {
    registerUserRoutes(api, context);
    registerMemberRoutes(api, context);
    registerMemberAccountRoutes(api, context);
  },
  lists: [...Object.values(memberLists), teamList, unassignedList],
  bulkMoves: userBulkMovesOf,
};
