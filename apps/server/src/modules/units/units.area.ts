import type { ApiArea } from '../../core/context.ts';
import { guestLinksList } from './units.guest.service.ts';
import { unitsList } from './units.read.service.ts';
import { registerUnitRoutes } from './units.routes.ts';

export const unitsArea: ApiArea = {
  name: 'units',
  register: registerUnitRoutes,
  lists: [unitsList, guestLinksList],
};
