import { queuePages } from './deals.ts';
import { fillPath } from './paths.ts';
import type { QueueTab } from './queue-kind-row.ts';
import { type QueueKindRows, queueKinds } from './queue-kinds.ts';

/**
 * The lists of every queue the console pages through (request queues, forms, deals, CIL): one list
 * path template per row, its tabs and its screen's words, read off the row. The server registers
 * the lists from here and the console calls and draws them from here (docs/decisions/270).
 */
export type ListedQueueRow = Extract<QueueKindRows, { engine: 'requests' | 'submissions' }>;

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

/** One tab's list by its name in the server's list registry and the export (`deal.new`, `feedback.done`). */
export function queueListName(row: { kind: string }, page: string): string {
  return `${row.kind}.${page}`;
}

/** The tabs of a queue, in order: a request queue's its row's, a submission queue's pages. */
export function queueTabsOf(row: ListedQueueRow): QueueTab[] {
  if (row.engine === 'requests') {
    return row.tabs.map((tab) => ({ page: tab.page, title: tab.title, bell: tab.todo, todo: tab.todo }));
  }
  return queuePages.map((page) => ({
    page,
    title: `${submissionStateLabels[page]} ${row.words}`,
    bell: page !== 'accept',
    todo: page !== 'accept',
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
    ? { title: queueTitleOf(row), searchLabel: `Search ${tab.title}`, searchPlaceholder: undefined }
    : { title: queueTitleOf(row), searchLabel: undefined, searchPlaceholder: 'Broker, client or project' };
}

/**
 * A queue's title: "Request {words}" for a request queue the apps file, its card's title for a
 * submission queue and for one the server opens (Disputes, docs/decisions/540).
 */
export function queueTitleOf(row: ListedQueueRow): string {
  return row.engine === 'requests' && row.app !== null ? `Request ${row.words}` : row.card.title;
}

/** The rows the queue engine lists, in row order. */
export function isListedQueue(row: QueueKindRows): row is ListedQueueRow {
  return row.engine === 'requests' || row.engine === 'submissions';
}

/**
 * The queues with a service clock (decision 082): every queue the engine lists, by its one name.
 * Each has its target in hours in the system settings (`request_target_hours`).
 */
export type ClockedQueue = ListedQueueRow['kind'];
export const clockedQueueRows = (queueKinds as readonly QueueKindRows[]).filter(isListedQueue);
export const clockedQueues = clockedQueueRows.map((row) => row.kind) as [ClockedQueue, ...ClockedQueue[]];

/** Whether this admin may move the queue's items: its row's `access.act` (a super admin's or any admin's). */
export function mayAct(row: { access: { act: 'admin' | 'super' } }, isSuper: boolean): boolean {
  return isSuper || row.access.act === 'admin';
}

/** A submission's move that needs nothing but a click, as the inbox and the bulk bar offer it. */
export type ClickMove = { move: string; label: string; confirm: boolean };

/** How the one-click moves read: their button's label and whether they ask first (a reject does). */
export const clickMoveLooks: Record<string, Omit<ClickMove, 'move'>> = {
  pending: { label: 'Pending', confirm: false },
  reject: { label: 'Reject', confirm: true },
};

/**
 * The one-click moves (the row's `oneClick`) a submission in `status` can make: a form's or deal's
 * Pending (from New) and Reject (from New and Pending), a CIL's Pending.
 */
export function clickMovesOf(row: ListedQueueRow, status: string): ClickMove[] {
  if (row.engine !== 'submissions') return [];
  const moves: Record<string, { from: readonly string[] } | undefined> = row.moves;
  return row.oneClick
    .filter((move) => moves[move]?.from.includes(status) ?? false)
    .map((move) => ({ move, ...(clickMoveLooks[move] ?? { label: move, confirm: true }) }));
}
