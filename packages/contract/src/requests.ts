import type { RequestButton, RequestTab, requestStates } from './queue-kind-row.ts';
import { type QueueKindRows, queueKinds } from './queue-kinds.ts';

/**
 * The request queues (content-operations §2, §3, §4, §7): the rows of queue-kinds.ts that the
 * request engine serves, ONE mechanism, read whole. Each queue's tabs, buttons, who may act, its
 * filing body, its own fields, its calls and its console route are its row's: the server registers
 * every queue's calls from `requestRows` and the console draws every queue's screen from them
 * (docs/decisions/080, 380).
 */
export type RequestRow = Extract<QueueKindRows, { engine: 'requests' }>;
export const requestRows = (queueKinds as readonly QueueKindRows[]).filter(
  (row): row is RequestRow => row.engine === 'requests',
);

export type RequestQueue = RequestRow['kind'];
export const requestQueues = requestRows.map((row) => row.kind) as [RequestQueue, ...RequestQueue[]];
/** The queues members file through the apps (not franchise join requests, not disputes). */
export type MemberQueue = Extract<RequestRow, { filedBy: 'Client' | 'Franchise' | 'any' }>['kind'];
/** The rows the apps file, each at its `app` path (a dispute is opened by the server, decision 540). */
export type AppFiledRow = Extract<RequestRow, { app: string }>;
export const appFiledRows = requestRows.filter((row): row is AppFiledRow => row.app !== null);

export type RequestState = (typeof requestStates)[number];

/** The row of a request queue, by its one name. */
export function requestRowOf(queue: RequestQueue): RequestRow {
  return requestRows.find((row) => row.kind === queue) as RequestRow;
}

/** The tab of a request queue that lists `state`, if one does. */
export function tabOfState(row: RequestRow, state: string): RequestTab | undefined {
  return row.tabs.find((tab) => tab.state === state);
}

/**
 * A queue's move and removal paths as `:param` templates: the server registers them, the console
 * fills them with fillPath (paths.ts). Its lists are at its row's one list path (queue-lists.ts).
 */
export const queuePaths = {
  move: (row: RequestRow, button: RequestButton) => `${row.api}${button.path}/:id`,
  remove: (row: RequestRow) => `${row.api}/remove/:id`,
};

/**
 * The queues filed by anyone, with no member behind them (franchise join requests): no admin owns
 * their items and every admin views them (content-operations §6; docs/decisions/081). Their home
 * counter has the queue's name.
 */
export const unownedQueues: readonly RequestQueue[] = requestRows
  .filter((row) => row.filedBy === null)
  .map((row) => row.kind);

/** The apps' calls that fill the queues (each queue's row), and a member's own requests. */
export const appRequestPaths = {
  ...(Object.fromEntries(appFiledRows.map((row) => [row.kind, row.app])) as Record<
    AppFiledRow['kind'],
    string
  >),
  mine: '/api/app/requests',
};

/** Hours an item may wait in a to-do list before it is overdue, when system settings say nothing. */
export const defaultTargetHours = 24;

/**
 * How a card's clock reads an item's working minutes (docs/decisions/492): whole working hours, or
 * under one; never days, whose length the working week decides.
 */
export function waitedHoursOf(minutes: number): { unit: 'underHour' | 'hours'; count: number } {
  if (minutes < 60) return { unit: 'underHour', count: 0 };
  return { unit: 'hours', count: Math.floor(minutes / 60) };
}

/** How long an item waited, as a card shows it in English: 'less than a working hour', '3 working hours'. */
export function formatWaited(minutes: number): string {
  const { unit, count } = waitedHoursOf(minutes);
  if (unit === 'underHour') return 'less than a working hour';
  return `${count} working ${count > 1 ? 'hours' : 'hour'}`;
}
