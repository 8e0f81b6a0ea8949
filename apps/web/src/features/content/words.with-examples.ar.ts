import { brochureScreenAr } from './example/brochure-words.ar.ts';
import ar from './words.ar.ts';

/**
 * The content book's Arabic with the brochures' screen words added: what the console's test build
 * (SIMSAR_EXAMPLE_KINDS=1, scripts/example-kinds.ts) bundles in its place. The English comes from the
 * rows, where the test build's brochures are; without their Arabic the screen has no title in Arabic.
 */
export default { ...ar, ...brochureScreenAr };
