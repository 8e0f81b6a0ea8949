import type { ApiArea } from '../../core/context.ts';
import { registerNotificationRoutes } from './notifications.routes.ts';
import { sentNotificationsList } from './notifications.service.ts';

export const notificationsArea: ApiArea = {
  name: 'notifications',
  register: registerNotificationRoutes,
  lists: [sentNotificationsList],
};
