import type { ApiArea } from '../../core/context.ts';
import { registerInboxRoutes } from './inbox.routes.ts';

export const inboxArea: ApiArea = { name: 'inbox', register: registerInboxRoutes };
