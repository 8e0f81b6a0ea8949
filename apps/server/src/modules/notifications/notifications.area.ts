import type { ApiArea } from '../../core/context.ts';
import { registerNotificationRoutes } from './notifications.routes.ts';
import { notifications } from './notifications.schema.ts';
import { sentNotificationsList } from './notifications.service.ts';

export const notificationsArea: ApiArea = {
  name: 'notifications',
  register: registerNotificationRoutes,
  lists: [sentNotificationsList],
  storedKeys: [notifications.imageKey],
};
