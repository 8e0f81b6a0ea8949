import * as actual from './content-types.ar.ts';
import { withExampleContentTypesAr } from './content-types-example.ar.ts';

/**
 * content-types.ar.ts with the example types' Arabic added: what the console's test build
 * (SIMSAR_EXAMPLE_KINDS=1, scripts/example-kinds.ts) bundles in its place.
 */
export * from './content-types.ar.ts';

export const { contentTypesAr } = withExampleContentTypesAr(actual);
