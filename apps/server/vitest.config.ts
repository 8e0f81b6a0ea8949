import { defineConfig } from 'vitest/config';

// *.pg.test.ts need a PostgreSQL server: they run when TEST_DATABASE_URL names one.
const needsServer = process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts'];
// A file that changes what a module holds for the files after it (vi.mock of a module, a kind pushed
// into a registry) is named *.isolated.test.ts and gets modules of its own; scripts/check-boundaries.sh
// refuses a vi.mock elsewhere (docs/decisions/574).
const isolated = ['src/**/*.isolated.test.ts', 'test/**/*.isolated.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one file per core keeps PGlite's single-threaded WebAssembly from starving.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...needsServer, ...isolated],
          // The files run one after another in each worker's process with the modules it has already
          // read: the server's few hundred modules and PGlite's WebAssembly read once per worker, not
          // once per file (which was half the suite's time). Each file still has its own database and
          // app (test/harness.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: isolated, exclude: needsServer },
      },
    ],
  },
});
