import type { ApiArea } from '../../core/context.ts';
import { userBulkMovesOf } from './users.bulk.service.ts';
import { memberSearcher } from './users.global-search.service.ts';
import { registerLeaveRoutes } from './users.leave.routes.ts';
import { memberLists, teamList, unassignedList } from './users.lists.service.ts';
import { registerMemberAccountRoutes } from './users.member-account.routes.ts';
import { registerMemberRoutes } from './users.members.routes.ts';
import { registerUserRoutes } from './users.routes.ts';
import { users } from './users.schema.ts';

export const usersArea: ApiArea = {
  name: 'users',
  register(api, context) {
    registerUserRoutes(api, context);
    registerMemberRoutes(api, context);
    registerMemberAccountRoutes(api, context);
    registerLeaveRoutes(api, context);
  },
  lists: [...Object.values(memberLists), teamList, unassignedList],
  bulkMoves: userBulkMovesOf,
  searched: [memberSearcher],
  // The pending brokers are members, counted under their own admin (docs/decisions/390).
  countedItems: [
    {
      queue: { kind: 'pending_brokers' },
      status: users.status,
      owner: { admin: users.adminId },
      only: { column: users.userType, value: 'Broker' },
    },
  ],
};
