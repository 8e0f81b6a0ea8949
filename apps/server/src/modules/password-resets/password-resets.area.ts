import type { ApiArea } from '../../core/context.ts';
import { registerPasswordResetRoutes } from './password-resets.routes.ts';

export const passwordResetsArea: ApiArea = { name: 'password-resets', register: registerPasswordResetRoutes };
