import type { SummaryKey } from './home.ts';
import { defineMoves, type Move } from './transitions.ts';

/**
 * The request queues (content-operations §2, §3, §4, §7; issue 11): six queues, ONE mechanism. Each
 * queue is a row of `requestQueueConfigs`: its lists (tabs), moves, who may act, its calls and its
 * console route. The server registers every queue's calls from this table and the console draws every
 * queue's screen from it (docs/decisions/080).
 */
export const requestQueues = [
  'request_franchises',
  'property_consultant',
  'contact_sales',
  'request_media',
  'request_organic_leads',
  'feedback',
] as const;
export type RequestQueue = (typeof requestQueues)[number];
export type MemberQueue = Exclude<RequestQueue, 'request_franchises'>;

export const requestStates = ['new', 'accepted', 'rejected', 'non_done', 'done'] as const;
export type RequestState = (typeof requestStates)[number];

/** Franchise requests: new -> accept or reject; both back to new ('Non done'), §4. */
export const franchiseMoves = defineMoves({
  accept: { from: ['new'], to: 'accepted' },
  reject: { from: ['new'], to: 'rejected' },
  unaccept: { from: ['accepted'], to: 'new' },
  unreject: { from: ['rejected'], to: 'new' },
});

/** The five other queues: non-done <-> done, §4. */
export const doneMoves = defineMoves({
  done: { from: ['non_done'], to: 'done' },
  undone: { from: ['done'], to: 'non_done' },
});

export type RequestAction = keyof typeof franchiseMoves | keyof typeof doneMoves;

/** One tab of a queue: the console's page, the API list it reads and the state it lists. */
export type QueueList = {
  page: string;
  state: RequestState;
  /** The list call: GET {api}{path}. */
  path: string;
  title: string;
  /** A to-do list: oldest first, clocks running, overdue marked. Others list newest first. */
  todo: boolean;
};

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
  /** What the console calls it in sentences ("property consultant"). */
  name: string;
  api: string;
  route: string;
  summaryKey: SummaryKey;
  lists: QueueList[];
  moves: QueueMove[];
  /** DELETE {api}/remove/{id} (after a confirmation). */
  removable: boolean;
  /** Moves and removal for super admins only (content-operations §6); every admin views the lists. */
  superOnly: 'none' | 'actions';
  /** Which members file it through the apps; null: anyone, anonymously. */
  filedBy: 'Client' | 'Franchise' | 'any' | null;
};

function doneQueue(
  queue: MemberQueue,
  name: string,
  api: string,
  route: string,
  summaryKey: SummaryKey,
  rest: Pick<QueueConfig, 'removable' | 'superOnly' | 'filedBy'>,
): QueueConfig {
  const label = name === 'media buying' ? 'media buying free' : name;
  return {
    queue,
    name,
    api,
    route,
    summaryKey,
    lists: [
      { page: 'non-done', state: 'non_done', path: '/non-done', title: `New request ${label}`, todo: true },
      { page: 'done', state: 'done', path: '/done', title: `Done request ${label}`, todo: false },
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
    ...rest,
  };
}

export const requestQueueConfigs: Record<RequestQueue, QueueConfig> = {
  request_franchises: {
    queue: 'request_franchises',
    name: 'franchises',
    api: '/api/franchise',
    route: '/request_franchises',
    summaryKey: 'request_franchises',
    lists: [
      { page: 'new', state: 'new', path: '/', title: 'New request franchises', todo: true },
      { page: 'accept', state: 'accepted', path: '/accept', title: 'Accept request franchises', todo: false },
      { page: 'reject', state: 'rejected', path: '/reject', title: 'Reject request franchises', todo: false },
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
    removable: false,
    superOnly: 'actions',
    filedBy: null,
  },
  property_consultant: doneQueue(
    'property_consultant',
    'property consultant',
    '/api/property_consultant',
    '/property-consultant',
    'property_consultant',
    { removable: false, superOnly: 'none', filedBy: 'Client' },
  ),
  contact_sales: doneQueue(
    'contact_sales',
    'contact sales',
    '/api/contact_sales',
    '/contact-sales',
    'contact_sales',
    {
      removable: false,
      superOnly: 'none',
      filedBy: 'Client',
    },
  ),
  request_media: doneQueue(
    'request_media',
    'media buying',
    '/api/request_media',
    '/media-buying',
    'media_buying',
    {
      removable: true,
      superOnly: 'actions',
      filedBy: 'Franchise',
    },
  ),
  request_organic_leads: doneQueue(
    'request_organic_leads',
    'organic leads',
    '/api/request_organic_leads',
    '/request-organic-leads',
    'organic_leads',
    { removable: true, superOnly: 'none', filedBy: 'Franchise' },
  ),
  feedback: doneQueue('feedback', 'feedback', '/api/feedback', '/feedback', 'feedback', {
    removable: false,
    superOnly: 'none',
    filedBy: 'any',
  }),
};

/**
 * The queues filed by anyone, with no member behind them (franchise join requests): no admin owns
 * their items and every admin views them (content-operations §6; docs/decisions/081). Their home
 * counter has the queue's name.
 */
export const unownedQueues: readonly RequestQueue[] = requestQueues.filter(
  (queue) => requestQueueConfigs[queue].filedBy === null,
);

/** The apps' calls that fill the queues (ARCHITECTURE.md, marketplace apps API). */
export const appRequestPaths = {
  request_franchises: '/api/app/franchise_requests',
  property_consultant: '/api/app/property_consultant',
  contact_sales: '/api/app/contact_sales',
  request_media: '/api/app/request_media',
  request_organic_leads: '/api/app/request_organic_leads',
  feedback: '/api/app/feedback',
  mine: '/api/app/requests',
} as const;

/** Hours an item may wait in a to-do list before it is overdue, when system settings say nothing. */
export const defaultTargetHours = 24;

/** How long an item waited, as a card shows it: '45 min', '3 h', '2 d'. */
export function formatWaited(minutes: number): string {
  if (minutes < 60) return `${Math.max(0, Math.floor(minutes))} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}
