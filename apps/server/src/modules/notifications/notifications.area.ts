import type { ApiArea } from '../../core/context.ts';
import { registerNotificationRoutes } from './notifications.routes.ts';

export const notificationsArea: ApiArea = { name: 'notifications', register: registerNotificationRoutes };
