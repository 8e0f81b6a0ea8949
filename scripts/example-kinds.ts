/**
 * The test build of the demonstration kinds (docs/decisions/440): with SIMSAR_EXAMPLE_KINDS=1 at
 * build time, the console's Vite build (apps/web/vite.config.ts) and the server's esbuild bundle
 * (apps/server/scripts/build.ts) take, in place of a few modules, the same module with the contract's
 * example kinds added: the site visit requests (queue-kinds-example.ts) and the brochures
 * (content-types-example.ts), with their Arabic. It is what the unit tests do with `vi.mock`, done by
 * the bundler for a whole build, written to its own folders (dist-example/): the normal build never
 * sees these files (e2e/example-kinds-left-out.spec.ts checks both bundles and the server).
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const contract = (file: string) => path.join(root, 'packages/contract/src', file);
const web = (file: string) => path.join(root, 'apps/web/src', file);

/** Whether this build is the test build with the demonstration kinds. */
export const exampleKindsOn = process.env.SIMSAR_EXAMPLE_KINDS === '1';

/** The test build's folder, beside each half's `dist/`. */
export const exampleKindsDist = 'dist-example';

const queueKinds = { [contract('queue-kinds.ts')]: contract('queue-kinds.with-examples.ts') };

/** The console's swaps: each module's file, and the file that re-exports it with the example added. */
export const webSwaps: Record<string, string> = {
  ...queueKinds,
  [contract('content-types.ts')]: contract('content-types.with-examples.ts'),
  [web('i18n/queues.ar.ts')]: web('i18n/queues.with-examples.ar.ts'),
  [web('i18n/content-types.ar.ts')]: web('i18n/content-types.with-examples.ar.ts'),
};

/** The server's: the queue rows (the brochures' server row is added by its entry, main.example-kinds.ts). */
export const serverSwaps: Record<string, string> = queueKinds;

/** The swap for an import resolved to `file` from `importer` (never the swapping module's own import). */
export function swapOf(swaps: Record<string, string>, file: string, importer: string | undefined) {
  const swap = swaps[file];
  return swap && importer !== swap ? swap : undefined;
}

/** The imports worth resolving twice: those whose path could name a swapped file. */
export const maySwap = /queue-kinds|content-types|queues\.ar/;
