import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The demonstration kinds in the browser (docs/decisions/440): the console and the server built with
 * SIMSAR_EXAMPLE_KINDS=1 into their own dist-example/ folders, one server of that build, and the
 * tests that drive the site visit requests and the brochures through it. Run by `npm run test:e2e`
 * after the main suite (the one extra build and server start it costs: docs/benchmarks.md).
 */
const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

export default defineConfig({
  ...base,
  testIgnore: [],
  projects: [
    { name: 'rule-off', testMatch: ['**/rule-off.setup.ts'] },
    { name: 'signed-in', testMatch: ['**/signed-in.setup.ts'] },
    {
      name: 'example-kinds',
      use: { browserName: 'chromium' as const },
      testMatch: ['**/example-kinds.spec.ts'],
      dependencies: ['rule-off', 'signed-in'],
    },
  ],
  webServer: {
    ...webServer,
    url: webServer?.url ?? '',
    command: 'npm run start:example-kinds -w @simsar/server',
    env: {
      ...webServer?.env,
      WEB_DIST: 'apps/web/dist-example',
      // Read at start too: the test build refuses to run without it (apps/server/src/example-kinds.switch.ts).
      SIMSAR_EXAMPLE_KINDS: '1',
    },
  },
});
