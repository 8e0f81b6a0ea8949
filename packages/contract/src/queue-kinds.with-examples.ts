import * as actual from './queue-kinds.ts';
import { withSiteVisitQueue } from './queue-kinds-example.ts';

/**
 * queue-kinds.ts with the site visit requests added: what the test build (SIMSAR_EXAMPLE_KINDS=1,
 * scripts/example-kinds.ts) bundles in its place. Never imported by name; the bundler swaps it in.
 */
export * from './queue-kinds.ts';

export const { queueKinds } = withSiteVisitQueue(actual);

export const queueKindOf = ((kind: string) => {
  const row = queueKinds.find((candidate) => candidate.kind === kind);
  if (!row) throw new Error(`No queue is named ${kind}`);
  return row;
}) as typeof actual.queueKindOf;

export const queueOfCounter: typeof actual.queueOfCounter = (counter) =>
  (queueKinds as readonly actual.QueueKindRows[]).find(
    (row) => 'counter' in row.bell && row.bell.counter === counter,
  );
