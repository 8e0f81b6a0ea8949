import type { AuditKind } from './audit.ts';
import type { SummaryKey } from './home.ts';
import { doneMoves, franchiseMoves, type QueueTab, type requestStates } from './queue-kind-row.ts';
import { type QueueKindRows, queueKinds } from './queue-kinds.ts';
import type { Move } from './transitions.ts';

/**
 * The request queues (content-operations §2, §3, §4, §7): the rows of queue-kinds.ts that the
 * request engine serves, ONE mechanism. Each queue's lists (tabs), moves, who may act, its calls and
 * its console route come from its row: the server registers every queue's calls from
 * `requestQueueConfigs` and the console draws every queue's screen from it (docs/decisions/080).
 */
type RequestRow = Extract<QueueKindRows, { engine: 'requests' }>;
const requestRows = (queueKinds as readonly QueueKindRows[]).filter(
  (row): row is RequestRow => row.engine === 'requests',
);

export type RequestQueue = RequestRow['kind'];
export const requestQueues = requestRows.map((row) => row.kind) as [RequestQueue, ...RequestQueue[]];
export type MemberQueue = Exclude<RequestQueue, 'request_franchises'>;

export type RequestState = (typeof requestStates)[number];

export type RequestAction = keyof typeof franchiseMoves | keyof typeof doneMoves;

/** One tab of a request queue (queue-lists.ts) and the state it lists; its bell is on its to-do tab. */
export type QueueList = Omit<QueueTab, 'bell'> & { state: RequestState };

/** One move button: shown on the cards of `page`, calling PUT {api}{path}/{id}. */
export type QueueMove = {
  action: RequestAction;
  move: Move<RequestState>;
  page: string;
  path: string;
  label: string;
  confirm: boolean;
};

export type QueueConfig = {
  queue: RequestQueue;
  /** The queue's row (queue-kinds.ts) this config is read from. */
  row: RequestRow;
  /** What the console calls it in sentences ("property consultant"). */
  name: string;
  api: string;
  route: string;
  summaryKey: SummaryKey;
  /** The kind its moves and removals are audited under. */
  auditKind: AuditKind;
  lists: QueueList[];
  moves: QueueMove[];
  /** DELETE {api}/remove/{id} (after a confirmation). */
  removable: boolean;
  /** Moves and removal for super admins only (content-operations §6); every admin views the lists. */
  superOnly: 'none' | 'actions';
  /** Which members file it through the apps; null: anyone, anonymously. */
  filedBy: 'Client' | 'Franchise' | 'any' | null;
};

/**
 * A queue's move and removal paths as `:param` templates: the server registers them, the console
 * fills them with fillPath (paths.ts). Its lists are at its row's one list path (queue-lists.ts).
 */
export const queuePaths = {
  move: (config: QueueConfig, move: QueueMove) => `${config.api}${move.path}/:id`,
  remove: (config: QueueConfig) => `${config.api}/remove/:id`,
};

/** The done/undone queues' tabs and buttons, worded with the queue's name (content-operations §2). */
function doneLists(name: string): Pick<QueueConfig, 'lists' | 'moves'> {
  const label = name === 'media buying' ? 'media buying free' : name;
  return {
    lists: [
      { page: 'non-done', state: 'non_done', title: `New request ${label}`, todo: true },
      { page: 'done', state: 'done', title: `Done request ${label}`, todo: false },
    ],
    moves: [
      {
        action: 'done',
        move: doneMoves.done,
        page: 'non-done',
        path: '/done',
        label: 'Done',
        confirm: false,
      },
      {
        action: 'undone',
        move: doneMoves.undone,
        page: 'done',
        path: '/undone',
        label: 'Non done',
        confirm: false,
      },
    ],
  };
}

/** Franchise join requests' tabs and buttons (content-operations §2, §7). */
const franchiseLists: Pick<QueueConfig, 'lists' | 'moves'> = {
  lists: [
    { page: 'new', state: 'new', title: 'New request franchises', todo: true },
    { page: 'accept', state: 'accepted', title: 'Accept request franchises', todo: false },
    { page: 'reject', state: 'rejected', title: 'Reject request franchises', todo: false },
  ],
  moves: [
    {
      action: 'accept',
      move: franchiseMoves.accept,
      page: 'new',
      path: '/accept/done',
      label: 'Accept',
      confirm: true,
    },
    {
      action: 'reject',
      move: franchiseMoves.reject,
      page: 'new',
      path: '/reject/done',
      label: 'Reject',
      confirm: true,
    },
    {
      action: 'unaccept',
      move: franchiseMoves.unaccept,
      page: 'accept',
      path: '/accept/undone',
      label: 'Non done',
      confirm: false,
    },
    {
      action: 'unreject',
      move: franchiseMoves.unreject,
      page: 'reject',
      path: '/reject/undone',
      label: 'Non done',
      confirm: false,
    },
  ],
};

function configOf(row: RequestRow): QueueConfig {
  return {
    queue: row.kind,
    row,
    name: row.words,
    api: row.api,
    route: row.route,
    summaryKey: row.bell.summary,
    auditKind: row.audit.kind,
    ...(row.moves === franchiseMoves ? franchiseLists : doneLists(row.words)),
    removable: row.removable,
    superOnly: row.access.act === 'super' ? 'actions' : 'none',
    filedBy: row.filedBy,
  };
}

export const requestQueueConfigs = Object.fromEntries(
  requestRows.map((row) => [row.kind, configOf(row)]),
) as Record<RequestQueue, QueueConfig>;

/**
 * The queues filed by anyone, with no member behind them (franchise join requests): no admin owns
 * their items and every admin views them (content-operations §6; docs/decisions/081). Their home
 * counter has the queue's name.
 */
export const unownedQueues: readonly RequestQueue[] = requestQueues.filter(
  (queue) => requestQueueConfigs[queue].filedBy === null,
);

/** The apps' calls that fill the queues (each queue's row), and a member's own requests. */
export const appRequestPaths = {
  ...(Object.fromEntries(requestRows.map((row) => [row.kind, row.app])) as Record<RequestQueue, string>),
  mine: '/api/app/requests',
};

/** Hours an item may wait in a to-do list before it is overdue, when system settings say nothing. */
export const defaultTargetHours = 24;

/** How long an item waited, as a card shows it: '45 min', '3 h', '2 d'. */
export function formatWaited(minutes: number): string {
  if (minutes < 60) return `${Math.max(0, Math.floor(minutes))} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}
