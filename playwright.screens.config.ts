import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// Screenshots of every console screen on a fresh database with the same seed each time, for
// comparing the console's looks before and after a change (`npm run screens`, scripts/compare-screens.ts).
// Not part of `npm test`: it asserts nothing a user sees that the browser suite does not.
const port = Number(process.env.E2E_PORT ?? 3260);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'simsar-screens-'));

// The console's server only (the first entry; the company sign-in's provider is not photographed).
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

export default defineConfig({
  ...base,
  testDir: './e2e/screens',
  testMatch: 'capture.ts',
  testIgnore: [],
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  fullyParallel: false,
  workers: 1,
  timeout: 600_000,
  use: { ...base.use, baseURL: `http://localhost:${port}`, viewport: { width: 1280, height: 900 } },
  webServer: {
    ...server,
    url: `http://localhost:${port}/api/health`,
    env: {
      ...server?.env,
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
    },
  },
});
