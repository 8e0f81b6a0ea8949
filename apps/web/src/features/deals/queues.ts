import { cilPaths } from '@simsar/contract/cil';
import { type QueuePage, type QueueState, queuePages, submissionPaths } from '@simsar/contract/deals';
import { type SubmissionQueue, submissionQueues } from '@simsar/contract/queue-links';

/**
 * The three queues of brokers' submissions (content-operations §2), each drawn from its row
 * (queue-kinds.ts): its title is its card's, its tabs name its pages with its words ("New forms").
 */
export type QueueKind = SubmissionQueue;

type QueueConfig = {
  title: string;
  /** The console's list route: /forms/{page}. */
  base: string;
  tabs: Record<QueuePage, string>;
  /** The API's list path (with :status) and detail path (with :id). */
  list: string;
  detail: string;
};

export const stateLabels: Record<QueueState, string> = {
  new: 'New',
  pending: 'Pending',
  accept: 'Accept',
  rejected: 'Rejected',
};

const paths: Record<QueueKind, { list: string; detail: string }> = { ...submissionPaths, cil: cilPaths };

export const queues = Object.fromEntries(
  submissionQueues.map((row): [QueueKind, QueueConfig] => [
    row.kind,
    {
      title: row.card.title,
      base: row.route,
      tabs: Object.fromEntries(
        queuePages.map((page) => [page, `${stateLabels[page]} ${row.words}`]),
      ) as Record<QueuePage, string>,
      list: paths[row.kind].list,
      detail: paths[row.kind].detail,
    },
  ]),
) as Record<QueueKind, QueueConfig>;
