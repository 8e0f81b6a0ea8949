import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import base, { projects } from './playwright.config.ts';

// The deployment of several processes, tried in the browser (docs/decisions/250): two server processes
// on one PostgreSQL database and one S3 bucket (s3rver), behind the round-robin proxy; the tests reach
// the console through the proxy only. E2E_PORT is the proxy's; the next three ports are the servers'
// and the S3 server's.
const proxyPort = Number(process.env.E2E_PORT ?? 3220);
const serverPorts = [proxyPort + 1, proxyPort + 2];
const s3Port = proxyPort + 3;
const baseURL = `http://localhost:${proxyPort}`;
const postgres = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Named once, in the main process: the workers load this file again and inherit the variables.
process.env.E2E_DATABASE ??= `simsar_e2e_${process.pid}`;
// Every process on one database reads the two-factor secrets with one key (docs/decisions/303):
// each has a DATA_DIR of its own, where each would otherwise make a key of its own.
process.env.E2E_TWO_FACTOR_KEY ??= randomBytes(32).toString('base64');
const twoFactorKey = process.env.E2E_TWO_FACTOR_KEY;
/** The servers' own addresses, for the tests that must reach one process and not the other. */
process.env.E2E_UPSTREAMS ??= serverPorts.map((port) => `127.0.0.1:${port}`).join(',');

/**
 * The specs whose outcome could depend on which process answers (docs/decisions/290): what a process
 * holds of its own (sessions and their cache, sign-in throttles, files, the live stream, settings read
 * at each call, long operations with progress, undo) reached by calls that land on both processes in
 * turn. The rest of the suite reads and writes the shared database only; it runs once, in `npm test`.
 */
const acrossProcesses = [
  // Sessions: signed in on one process, used on the other; ended on one, refused by the other.
  'sign-in',
  'two-factor',
  'change-password',
  'forgot-password',
  'home',
  // Files: uploaded through one process, served, replaced and deleted through the other (S3).
  'units',
  'units-edit',
  'units-guest',
  'upload-early',
  'requests',
  'content-marketing',
  'content-training',
  // Live bells, settings, bulk progress, exports and undo across the two.
  'live-badges',
  'system',
  'bulk',
  'export',
  'undo',
].map((spec) => `**/${spec}.spec.ts`);

const databaseUrl = new URL(postgres);
databaseUrl.pathname = `/${process.env.E2E_DATABASE}`;
const baseServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
if (!baseServer) throw new Error('playwright.config.ts has no webServer to start from');
const stop = { signal: 'SIGTERM', timeout: 10_000 } as const;

export default defineConfig({
  ...base,
  // The two-process checks run here only: one process cannot show them. They time how soon a change
  // made on one process shows on a console the other serves (a bound of seconds), so they run last,
  // on their own, rather than beside the rest of the suite's uploads on the same two cores.
  testIgnore: [],
  projects: [
    // The colours' and the Arabic walks check how screens are painted and worded, and passwords
    // switched off what one setting refuses, which the number of processes cannot change.
    ...projects
      .filter((project) => !['colours', 'arabic-walk', 'passwords-off'].includes(project.name))
      .map((project) => (project.name === 'chromium' ? { ...project, testMatch: acrossProcesses } : project)),
    {
      name: 'two-process',
      use: { browserName: 'chromium' },
      testMatch: ['**/two-process.spec.ts'],
      // After the assignment rule's test, which turns the rule on then off again.
      dependencies: ['assignment-rule'],
    },
  ],
  use: { ...base.use, baseURL },
  webServer: [
    {
      name: 's3',
      command: `node scripts/s3-server.ts ${s3Port} simsar-e2e`,
      port: s3Port,
      reuseExistingServer: false,
      gracefulShutdown: stop,
    },
    {
      name: 'database',
      command: `node scripts/fresh-database.ts ${postgres} ${process.env.E2E_DATABASE}`,
      wait: { stdout: /ready/ },
      gracefulShutdown: stop,
    },
    // One after the other (Playwright starts each once the one before answers): the first migrates
    // the empty database and creates the super admin, the second finds both done.
    ...serverPorts.map((port, index) => ({
      ...baseServer,
      name: `server-${'ab'[index]}`,
      url: `http://127.0.0.1:${port}/api/health`,
      gracefulShutdown: stop,
      env: {
        ...baseServer.env,
        PORT: String(port),
        // Each its own folder: nothing may rely on a disk the other process shares.
        DATA_DIR: `${process.env.E2E_DATA_DIR}/server-${'ab'[index]}`,
        DATABASE_URL: databaseUrl.toString(),
        TWO_FACTOR_KEY: twoFactorKey,
        S3_BUCKET: 'simsar-e2e',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_FORCE_PATH_STYLE: 'true',
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
      },
    })),
    {
      name: 'proxy',
      command: `node scripts/round-robin-proxy.ts ${proxyPort} ${process.env.E2E_UPSTREAMS.split(',').join(' ')}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      gracefulShutdown: stop,
    },
  ],
});
