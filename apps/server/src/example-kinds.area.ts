import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiAreas, countedStates, storedKeyColumns } from './app-api.ts';
import type { ApiArea } from './core/context.ts';
import { countedStatesDrift, installCountedStates } from './core/counted-states.ts';
import { rowsOf } from './core/db.ts';
import { brochures } from './modules/content/content.example-kinds.ts';
import { sweepOrphansOnce } from './modules/system/system.orphans.service.ts';

/**
 * What the test build with the demonstration kinds adds to the server (main.example-kinds.ts,
 * docs/decisions/440), at start: the home counters' and live events' triggers for its rows (the site
 * visit requests count and ring as `npm run db:counted` and a migration would make them, as the
 * server tests' harness installs them), the brochures' table as drizzle-kit would write its migration
 * (drizzle-kit, a development tool, is there wherever this build is); and a call that runs the
 * orphan sweep now, as the server's timer does, for the browser tests (e2e/example-kinds.spec.ts).
 */
const exampleKindsArea: ApiArea = {
  name: 'example',
  register(api, { db, storage }) {
    api.addHook('onReady', async () => {
      const counted = countedStates();
      if ((await countedStatesDrift(db, counted)).length > 0) await installCountedStates(db, counted);
      const found = rowsOf<{ table: string | null }>(
        await db.execute(sql`select to_regclass('demo_brochures')::text as table`),
      );
      if (found[0]?.table) return;
      const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
      const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ brochures }));
      for (const statement of statements) await db.execute(sql.raw(statement));
    });
    api.post(
      '/api/example/sweep_orphans',
      {
        config: { access: 'super' },
        schema: { tags: ['Example'], response: { 200: z.object({ removed: z.array(z.string()) }) } },
      },
      async () => ({ removed: (await sweepOrphansOnce(db, storage, storedKeyColumns())) ?? [] }),
    );
  },
};

apiAreas.push(exampleKindsArea);
