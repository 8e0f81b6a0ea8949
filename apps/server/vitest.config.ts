import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // *.pg.test.ts need a PostgreSQL server: they run when TEST_DATABASE_URL names one.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one file per core keeps PGlite's single-threaded WebAssembly from starving.
    maxWorkers: 2,
  },
});
