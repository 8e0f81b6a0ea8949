import { cilPaths } from '@simsar/contract/cil';
import { type QueuePage, type QueueState, submissionPaths } from '@simsar/contract/deals';
import { queueKindOf, type SubmissionQueue } from '@simsar/contract/queue-kinds';

/**
 * The three queues of brokers' submissions (content-operations §2): forms and deals share one
 * mechanism, CIL has its own moves. Each is configured here once.
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

export const queues: Record<QueueKind, QueueConfig> = {
  form: {
    title: 'Forms',
    base: queueKindOf('form').route,
    tabs: { new: 'New forms', pending: 'Pending forms', accept: 'Accept forms' },
    list: submissionPaths.form.list,
    detail: submissionPaths.form.detail,
  },
  deal: {
    title: 'Deals',
    base: queueKindOf('deal').route,
    tabs: { new: 'New deals', pending: 'Pending deals', accept: 'Accept deals' },
    list: submissionPaths.deal.list,
    detail: submissionPaths.deal.detail,
  },
  cil: {
    title: 'CIL',
    base: queueKindOf('cil').route,
    tabs: { new: 'New CIL', pending: 'Pending CIL', accept: 'Accept CIL' },
    list: cilPaths.list,
    detail: cilPaths.detail,
  },
};

export const stateLabels: Record<QueueState, string> = {
  new: 'New',
  pending: 'Pending',
  accept: 'Accept',
  rejected: 'Rejected',
};
