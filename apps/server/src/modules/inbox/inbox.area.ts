import type { ApiArea } from '../../core/context.ts';
import { registerBanImpactRoutes } from './inbox.ban-impact.routes.ts';
import { inboxList } from './inbox.list.ts';
import { registerInboxRoutes } from './inbox.routes.ts';

export const inboxArea: ApiArea = {
  name: 'inbox',
  register(api, context) {
    registerInboxRoutes(api, context);
    registerBanImpactRoutes(api, context);
  },
  lists: [inboxList],
};
