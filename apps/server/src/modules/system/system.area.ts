import type { ApiArea } from '../../core/context.ts';
import { registerSystemRoutes } from './system.routes.ts';

export const systemArea: ApiArea = { name: 'system', register: registerSystemRoutes };
