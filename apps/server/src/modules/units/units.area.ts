import type { ApiArea } from '../../core/context.ts';
import { registerUnitRoutes } from './units.routes.ts';

export const unitsArea: ApiArea = { name: 'units', register: registerUnitRoutes };
