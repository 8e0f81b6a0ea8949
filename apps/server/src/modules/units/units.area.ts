import type { ApiArea } from '../../core/context.ts';
import { unitsList } from './units.cards.service.ts';
import { guestLinksList } from './units.guest.service.ts';
import { registerUnitRoutes } from './units.routes.ts';

export const unitsArea: ApiArea = {
  name: 'units',
  register: registerUnitRoutes,
  lists: [unitsList, guestLinksList],
};
