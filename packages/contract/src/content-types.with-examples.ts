import * as actual from './content-types.ts';
import { brochureRow } from './content-types-example.ts';

/**
 * content-types.ts with the brochures added: what the console's test build (SIMSAR_EXAMPLE_KINDS=1,
 * scripts/example-kinds.ts) bundles in its place. Never imported by name; the bundler swaps it in.
 */
export * from './content-types.ts';

export const contentTypeRows = {
  ...actual.contentTypeRows,
  brochure: brochureRow,
} as unknown as typeof actual.contentTypeRows;
