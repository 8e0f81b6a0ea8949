import { queuePages } from './deals.ts';
import { fillPath } from './paths.ts';
import type { QueueKindRows } from './queue-kinds.ts';
import { requestQueueConfigs } from './requests.ts';

/**
 * The lists of every queue the console pages through (request queues, forms, deals, CIL): one list
 * path template per row, its tabs and its screen's words, read off the row. The server registers
 * the lists from here and the console calls and draws them from here (docs/decisions/270).
 */
export type ListedQueueRow = Extract<QueueKindRows, { engine: 'requests' | 'submissions' }>;

/** One tab of a queue's screen: its page (the list call's status), its title, and its bell. */
export type QueueTab = {
  page: string;
  title: string;
  /** The tab shows how many of its items wait. */
  bell: boolean;
  /** A to-do list: oldest first, clocks running, overdue marked (request queues); others newest first. */
  todo: boolean;
};

/** The state words of the brokers' submissions' tabs ("New forms") and items. */
export const submissionStateLabels = {
  new: 'New',
  pending: 'Pending',
  accept: 'Accept',
  rejected: 'Rejected',
} as const;

/**
 * A queue's one list path template: GET {api}/:status, `status` one of its tabs (content-operations
 * §7: /api/form/:status, /api/property_consultant/non-done). A tab the spec lists elsewhere is in
 * the row's `listAt` (franchise requests' new ones at /api/franchise/).
 */
export function queueListPath(row: ListedQueueRow): string {
  return `${row.api}/:status`;
}

/** The spec's own path for one tab of the row (`listAt`), if it has one. */
function aliasOf(row: ListedQueueRow, page: string): string | undefined {
  const aliases: Record<string, string> | undefined = 'listAt' in row ? row.listAt : undefined;
  return aliases?.[page];
}

/** The path one tab is listed at: the row's alias for it, or the template filled. */
export function queueListPathOf(row: ListedQueueRow, page: string): string {
  return aliasOf(row, page) ?? fillPath(queueListPath(row), { status: page });
}

/** The tabs of a queue, in order: a request queue's from its config, a submission queue's pages. */
export function queueTabsOf(row: ListedQueueRow): QueueTab[] {
  if (row.engine === 'requests') {
    return requestQueueConfigs[row.kind].lists.map((list) => ({
      page: list.page,
      title: list.title,
      bell: list.todo,
      todo: list.todo,
    }));
  }
  return queuePages.map((page) => ({
    page,
    title: `${submissionStateLabels[page]} ${row.words}`,
    bell: page !== 'accept',
    todo: false,
  }));
}

/** The tabs listed at the template (not at an alias of the row): the values its `:status` takes. */
export function templateTabsOf(row: ListedQueueRow): string[] {
  return queueTabsOf(row)
    .map((tab) => tab.page)
    .filter((page) => aliasOf(row, page) === undefined);
}

/**
 * A queue's screen words: its title, and its search box's label and placeholder (console-core §2).
 * A request queue is "Request {words}", searched per tab; a submission queue is its card's title,
 * searched by broker, client or project.
 */
export function queueScreenOf(row: ListedQueueRow, tab: QueueTab) {
  return row.engine === 'requests'
    ? { title: `Request ${row.words}`, searchLabel: `Search ${tab.title}`, searchPlaceholder: undefined }
    : { title: row.card.title, searchLabel: undefined, searchPlaceholder: 'Broker, client or project' };
}

/** The rows the queue engine lists, in row order. */
export function isListedQueue(row: QueueKindRows): row is ListedQueueRow {
  return row.engine === 'requests' || row.engine === 'submissions';
}
