import type { ApiArea } from '../../core/context.ts';
import { registerSystemRoutes } from './system.routes.ts';
import { keepStoredWorkClock } from './work-week.service.ts';

export const systemArea: ApiArea = {
  name: 'system',
  register(api, context) {
    registerSystemRoutes(api, context);
    // The working week laid out for the response times' roll-ups (docs/decisions/569), once per
    // change of the calendar or of the code's pre-filled holidays; a no-op when it is the one kept.
    api.addHook('onReady', async () => {
      await keepStoredWorkClock(context.db);
    });
  },
};
