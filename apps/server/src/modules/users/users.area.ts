import type { ApiArea } from '../../core/context.ts';
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
};
