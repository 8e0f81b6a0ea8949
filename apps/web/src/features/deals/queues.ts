import { cilPaths } from '@simsar/contract/cil';
import { type QueuePage, type QueueState, submissionPaths } from '@simsar/contract/deals';
import type { SummaryKey } from '@simsar/contract/home';

/**
 * The three queues of brokers' submissions (content-operations §2): forms and deals share one
 * mechanism, CIL has its own moves. Each is configured here once.
 */
export type QueueKind = 'form' | 'deal' | 'cil';

type QueueConfig = {
  title: string;
  /** The console's list route: /forms/{page}. */
  base: string;
  tabs: Record<QueuePage, string>;
  summary: SummaryKey;
  /** The API's list path (with :status) and detail path (with :id). */
  list: string;
  detail: string;
  /** The detail route of an item in a state. */
  detailRoute: (status: QueueState, id: string) => string;
};

const pageOf = (status: QueueState): QueuePage => (status === 'rejected' ? 'accept' : status);

export const queues: Record<QueueKind, QueueConfig> = {
  form: {
    title: 'Forms',
    base: '/forms',
    tabs: { new: 'New forms', pending: 'Pending forms', accept: 'Accept forms' },
    summary: 'forms',
    list: submissionPaths.form.list,
    detail: submissionPaths.form.detail,
    detailRoute: (status, id) => `/form/${pageOf(status)}/${id}`,
  },
  deal: {
    title: 'Deals',
    base: '/deals',
    tabs: { new: 'New deals', pending: 'Pending deals', accept: 'Accept deals' },
    summary: 'deals',
    list: submissionPaths.deal.list,
    detail: submissionPaths.deal.detail,
    detailRoute: (_status, id) => `/deals/id/${id}`,
  },
  cil: {
    title: 'CIL',
    base: '/cil',
    tabs: { new: 'New CIL', pending: 'Pending CIL', accept: 'Accept CIL' },
    summary: 'cil',
    list: cilPaths.list,
    detail: cilPaths.detail,
    detailRoute: (status, id) => `/cil/${status === 'new' || status === 'pending' ? status : 'others'}/${id}`,
  },
};

export const stateLabels: Record<QueueState, string> = {
  new: 'New',
  pending: 'Pending',
  accept: 'Accept',
  rejected: 'Rejected',
};
