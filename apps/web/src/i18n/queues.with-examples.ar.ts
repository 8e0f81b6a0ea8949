import * as actual from './queues.ar.ts';
import { withExampleQueuesAr } from './queues-example.ar.ts';

/**
 * queues.ar.ts with the example queues' Arabic added: what the console's test build
 * (SIMSAR_EXAMPLE_KINDS=1, scripts/example-kinds.ts) bundles in its place.
 */
export * from './queues.ar.ts';

export const { queuesAr } = withExampleQueuesAr(actual);
