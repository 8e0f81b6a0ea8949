import type { ApiArea } from '../../core/context.ts';
import { registerHomeRoutes } from './home.routes.ts';

export const homeArea: ApiArea = { name: 'home', register: registerHomeRoutes };
