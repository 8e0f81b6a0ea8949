import type { ApiArea } from '../../core/context.ts';
import { unitsList } from './units.cards.service.ts';
import { registerDeveloperRoutes } from './units.developers.routes.ts';
import { developersList } from './units.developers.service.ts';
import { projectSearcher } from './units.global-search.service.ts';
import { guestLinksList } from './units.guest.service.ts';
import { registerUnitRoutes } from './units.routes.ts';
import { units } from './units.schema.ts';

export const unitsArea: ApiArea = {
  name: 'units',
  register(api, context) {
    registerUnitRoutes(api, context);
    registerDeveloperRoutes(api, context);
  },
  lists: [unitsList, guestLinksList, developersList],
  searched: [projectSearcher],
  // A project's files; `unit_uploads` (files sent ahead of a create) on purpose not (docs/decisions/279).
  storedKeys: [
    units.images,
    units.thumbnails,
    units.logo,
    units.masterPlan,
    units.pdf,
    units.file,
    units.videoBroker,
    units.videoClient,
  ],
};
