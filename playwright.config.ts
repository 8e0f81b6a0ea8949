import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT and E2E_WEB_DIST let a second run on the same machine keep out of the first one's way.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
// The company's identity provider for the sign-in tests (scripts/oidc-provider.ts), on the next port.
const providerPort = port + 1;

// Debian's headless shell when installed (chromium-headless-shell): Chromium's own engine without the
// full browser around it, a quarter less CPU for the same walks (docs/decisions/575); else Chromium.
// CHROMIUM_PATH names another.
const headlessShell = '/usr/bin/chromium-headless-shell';
const browserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

// One fresh data folder per run. The config is loaded again in every worker: they inherit the
// variable from the main process and so reuse the same folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'simsar-e2e-'));
// The sessions the `signed-in` setup saves (e2e/signed-in.setup.ts), beside the server's folder, not in it.
process.env.E2E_STATE_DIR ??= mkdtempSync(path.join(tmpdir(), 'simsar-e2e-state-'));

/**
 * The assignment rule (docs/decisions/276) would give every member a test registers to some ordinary
 * admin of another test running beside it: the suite runs with the rule off (`rule-off` turns it off
 * through the System call first), and the rule's own test runs last, alone, turning it on.
 */
export const projects = [
  { name: 'rule-off', testMatch: ['**/rule-off.setup.ts'] },
  // The super admin signs in once for the whole run; the tests reuse that session (builders.ts
  // `signIn`) but those about signing in, which go through the form (docs/decisions/395).
  { name: 'signed-in', testMatch: ['**/signed-in.setup.ts'] },
  {
    name: 'chromium',
    use: { browserName: 'chromium' as const },
    testIgnore: [
      '**/two-process.spec.ts',
      '**/assignment-rule.spec.ts',
      '**/colours.spec.ts',
      '**/arabic-walk.spec.ts',
      '**/example-kinds.spec.ts',
      '**/passwords-off.spec.ts',
    ],
    dependencies: ['rule-off', 'signed-in'],
  },
  {
    name: 'assignment-rule',
    use: { browserName: 'chromium' as const },
    testMatch: ['**/assignment-rule.spec.ts'],
    dependencies: ['chromium'],
  },
  // The colours' walk reads every screen once the rest of the suite has filled them (cards, badges,
  // banned members, warnings), so it checks what admins see on a working day, not empty lists; last,
  // so that the admin it makes joins no other test's turns.
  {
    name: 'colours',
    use: { browserName: 'chromium' as const },
    testMatch: ['**/colours.spec.ts'],
    dependencies: ['assignment-rule'],
  },
  // The Arabic walk reads every screen filled too, with the super admin in Arabic: after every test
  // that expects the super admin's console in English.
  {
    name: 'arabic-walk',
    use: { browserName: 'chromium' as const },
    testMatch: ['**/arabic-walk.spec.ts'],
    dependencies: ['colours'],
  },
  // Passwords switched off refuse every ordinary admin's password: after every other test, alone.
  {
    name: 'passwords-off',
    use: { browserName: 'chromium' as const },
    testMatch: ['**/passwords-off.spec.ts'],
    dependencies: ['arabic-walk'],
  },
];

export default defineConfig({
  testDir: './e2e',
  // Needs two server processes behind a proxy: playwright.two-process.config.ts runs it. The
  // demonstration kinds need the test build: playwright.example-kinds.config.ts runs them.
  testIgnore: ['**/two-process.spec.ts', '**/example-kinds.spec.ts'],
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Four tests at a time on two cores: a browser test mostly waits (docs/decisions/450). On a quiet
  // machine two and four take about as long (13.9 and 13.3 min the same day); on a loaded one each
  // test takes longer with four, which the waiting limits below allow for (docs/decisions/570).
  // E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  reporter: [['list']],
  // A test's whole budget and each expectation's: the longest walks take 15-34 s on two quiet cores,
  // and three times that on a machine loaded from outside, where 60 s and 10 s failed walks whose
  // screens were right, only late (docs/decisions/570). A wait ends as soon as what it waits for
  // shows: the limits only decide how long a real failure takes to say so.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // The browser asks for reduced motion, which the console honours (docs/decisions/289): a dialog
    // is where it stays while a click lands, not still scaling in under load.
    contextOptions: { reducedMotion: 'reduce' },
    // A failed test keeps its trace: each action's page (DOM snapshots), the calls and the console,
    // and its last screenshot below. Not the trace's screencast: a frame captured at every paint
    // doubled what each test cost the two cores (docs/decisions/397, docs/benchmarks.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects,
  webServer: [
    {
      command: 'npm run start -w @simsar/server',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Every reply serialised by zod too and compared with the fast serializer (core/serializer.ts).
        SERIALIZER_CHECK: '1',
        ADMIN_EMAIL: 'super@simsar.test',
        ADMIN_PASSWORD: 'Super-secret-1',
        PRODUCT_NAME: 'Simsar',
        // The browser tests register many members from one address.
        PUBLIC_RATE_LIMIT: '0',
        // Company sign-in through the provider above (e2e/company-sign-in.spec.ts).
        OIDC_ISSUER: `http://localhost:${providerPort}`,
        OIDC_CLIENT_ID: 'simsar-console',
        OIDC_CLIENT_SECRET: 'simsar-test-secret',
        OIDC_NAME: 'Acme ID',
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    },
    // Second: the other configs take the first entry as the server to start (two-process, example kinds).
    {
      command: `node scripts/oidc-provider.ts ${providerPort} ${baseURL}`,
      url: `http://localhost:${providerPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
