import { cilMoves } from './cil.ts';
import { queueStates, submissionMoves } from './deals.ts';
import type { CardGroup } from './home.ts';
import { defineMoves, type Move } from './transitions.ts';
import { userStatuses } from './users.ts';

/**
 * Every queue of the console, one row each: the one place that says which queues there are. The
 * home summary's keys and counters, the home cards and bells, the console's queue routes, the live
 * events and the audit kinds are all read off these rows (STYLE.md, kinds as rows), so a queue is
 * added by adding its row. Where the specification names a path, key or route that differs from the
 * queue's one name (`kind`), the row carries the spec's word as an alias, word for word.
 */

/** Franchise join requests: new -> accept or reject; both back to new ('Non done'), content-operations §4. */
export const franchiseMoves = defineMoves({
  accept: { from: ['new'], to: 'accepted' },
  reject: { from: ['new'], to: 'rejected' },
  unaccept: { from: ['accepted'], to: 'new' },
  unreject: { from: ['rejected'], to: 'new' },
});

/** The done/undone request queues: non-done <-> done, content-operations §4. */
export const doneMoves = defineMoves({
  done: { from: ['non_done'], to: 'done' },
  undone: { from: ['done'], to: 'non_done' },
});

export const requestStates = ['new', 'accepted', 'rejected', 'non_done', 'done'] as const;

/**
 * A pending broker is accepted; rejecting one deletes it (users.ts `userTransitions` holds every
 * move of a member, with who may make it).
 */
const brokerMoves = defineMoves({ accept: { from: ['pending'], to: 'active' } });

/** Who may see a queue's lists and who may move its items (console-core §6, content-operations §6). */
export type QueueAccess = { see: 'admin' | 'super'; act: 'admin' | 'super' };

/** Which engine serves the queue's calls and screens. */
export type QueueEngine = 'brokers' | 'resets' | 'submissions' | 'requests';

/** A home card's bell: a count of the home summary (and the counter behind it), or a super admin's alert. */
export type QueueBell =
  | {
      /** The summary reply's key (console-core §7 home summary call). */
      summary: string;
      /** The maintained counter (summary_counters.counter) and the live events' name for it. */
      counter: string;
      /** The card also says how many of its items are past their target. */
      overdue: boolean;
    }
  | { alert: 'forgot_password' };

export type QueueKindRow = {
  /** The queue's one name. */
  kind: string;
  /** What sentences call it ("property consultant"). */
  words: string;
  engine: QueueEngine;
  /** The API's base path (the spec's). */
  api: string;
  /** The console's route of its lists (the spec's). */
  route: string;
  states: readonly string[];
  moves: Record<string, Move<string>>;
  access: QueueAccess;
  /** The kind its moves are audited under, and the audit filter's label for it. */
  audit: { kind: string; label: string };
  card: { group: CardGroup; title: string; description: string; to: string };
  bell: QueueBell;
  /** Brokers' submissions only: the console's route of one item (its card's link), the spec's. */
  detailRoute?: string;
  /** Request queues only: DELETE {api}/remove/{id}, and which members file it (null: anyone, anonymously). */
  removable?: boolean;
  filedBy?: 'Client' | 'Franchise' | 'any' | null;
  /** Request queues only: the apps' call that files one (ARCHITECTURE.md, marketplace apps API). */
  app?: string;
  /** Done/undone queues only: the shape of the apps' body (requests-schemas.ts). */
  body?: RequestBody;
};

/** The bodies the apps file a member's request with: a phone and message, with a unit, or a rating. */
export type RequestBody = 'phone_message' | 'contact_sales' | 'feedback';

const requestAudit = { kind: 'request', label: 'Request' } as const;

/**
 * A done/undone request queue (content-operations §4): filed by members through the apps, listed as
 * non-done and done, moved between the two. Its counter is its name; its bell says what is overdue.
 */
export function doneQueue<const Kind extends string, const Summary extends string>(row: {
  kind: Kind;
  words: string;
  api: string;
  route: string;
  summary: Summary;
  card: Omit<QueueKindRow['card'], 'to'>;
  act: QueueAccess['act'];
  removable: boolean;
  filedBy: 'Client' | 'Franchise' | 'any';
  body: RequestBody;
}) {
  return {
    kind: row.kind,
    words: row.words,
    engine: 'requests',
    api: row.api,
    route: row.route,
    states: requestStates,
    moves: doneMoves,
    access: { see: 'admin', act: row.act },
    audit: requestAudit,
    card: { ...row.card, to: `${row.route}/non-done` },
    bell: { summary: row.summary, counter: row.kind, overdue: true },
    removable: row.removable,
    filedBy: row.filedBy,
    app: `/api/app/${row.kind}`,
    body: row.body,
  } as const satisfies QueueKindRow;
}

/**
 * A queue of brokers' submissions (content-operations §2-console-core §4): new, pending, accept (rejected kept);
 * moved by super admins, audited under its own name, counted under its summary key, its card opening
 * its new items.
 */
function submissionQueue<
  const Kind extends string,
  const Summary extends string,
  const Route extends string,
>(row: {
  kind: Kind;
  words: string;
  /** The audit filter's label. */
  label: string;
  api: string;
  route: string;
  moves: Record<string, Move<string>>;
  summary: Summary;
  card: Omit<QueueKindRow['card'], 'to'>;
  detailRoute: Route;
}) {
  return {
    kind: row.kind,
    words: row.words,
    engine: 'submissions',
    api: row.api,
    route: row.route,
    states: queueStates,
    moves: row.moves,
    access: { see: 'admin', act: 'super' },
    audit: { kind: row.kind, label: row.label },
    card: { ...row.card, to: `${row.route}/new` },
    bell: { summary: row.summary, counter: row.summary, overdue: false },
    detailRoute: row.detailRoute,
  } as const satisfies QueueKindRow;
}

export const queueKinds = [
  {
    kind: 'pending_brokers',
    words: 'pending brokers',
    engine: 'brokers',
    api: '/api/user',
    route: '/brokers',
    states: userStatuses,
    moves: brokerMoves,
    access: { see: 'admin', act: 'super' },
    audit: { kind: 'user', label: 'Member' },
    card: {
      group: 'Brokers',
      title: 'Brokers',
      description: 'Accepted and pending brokers',
      to: '/brokers/accept',
    },
    bell: { summary: 'pending_brokers', counter: 'pending_brokers', overdue: false },
  },
  {
    kind: 'password_reset',
    words: 'password-reset requests',
    engine: 'resets',
    api: '/api/forgot_password',
    route: '/forgot_password',
    states: ['new'],
    moves: {},
    access: { see: 'super', act: 'super' },
    audit: { kind: 'password_reset', label: 'Password-reset request' },
    card: {
      group: 'General',
      title: 'Reset password',
      description: 'Password-reset requests',
      to: '/forgot_password',
    },
    bell: { alert: 'forgot_password' },
  },
  submissionQueue({
    kind: 'form',
    words: 'forms',
    label: 'Form',
    api: '/api/form',
    route: '/forms',
    moves: submissionMoves,
    summary: 'forms',
    card: { group: 'Brokers', title: 'Forms', description: 'Forms sent by brokers' },
    detailRoute: '/form/:type/:id',
  }),
  submissionQueue({
    kind: 'cil',
    words: 'CIL',
    label: 'CIL',
    api: '/api/cil',
    route: '/cil',
    moves: cilMoves,
    summary: 'cil',
    card: { group: 'Brokers', title: 'CIL', description: 'Client introduction letters' },
    detailRoute: '/cil/:type/:id',
  }),
  submissionQueue({
    kind: 'deal',
    words: 'deals',
    label: 'Deal',
    api: '/api/deal',
    route: '/deals',
    moves: submissionMoves,
    summary: 'deals',
    card: { group: 'Franchises', title: 'Deals', description: 'Deals sent by brokers' },
    detailRoute: '/deals/id/:id',
  }),
  {
    kind: 'request_franchises',
    words: 'franchises',
    engine: 'requests',
    api: '/api/franchise',
    route: '/request_franchises',
    states: requestStates,
    moves: franchiseMoves,
    access: { see: 'admin', act: 'super' },
    audit: requestAudit,
    card: {
      group: 'Franchises',
      title: 'Join request',
      description: 'Requests to join as a franchise',
      to: '/request_franchises/new',
    },
    bell: { summary: 'request_franchises', counter: 'request_franchises', overdue: true },
    removable: false,
    filedBy: null,
    app: '/api/app/franchise_requests',
  },
  doneQueue({
    kind: 'property_consultant',
    words: 'property consultant',
    api: '/api/property_consultant',
    route: '/property-consultant',
    summary: 'property_consultant',
    card: {
      group: 'Clients',
      title: 'Request property consultant',
      description: 'Clients asking for a property consultant',
    },
    act: 'admin',
    removable: false,
    filedBy: 'Client',
    body: 'phone_message',
  }),
  doneQueue({
    kind: 'contact_sales',
    words: 'contact sales',
    api: '/api/contact_sales',
    route: '/contact-sales',
    summary: 'contact_sales',
    card: {
      group: 'Clients',
      title: 'Request sales developer',
      description: 'Clients asking to contact sales',
    },
    act: 'admin',
    removable: false,
    filedBy: 'Client',
    body: 'contact_sales',
  }),
  doneQueue({
    kind: 'request_media',
    words: 'media buying',
    api: '/api/request_media',
    route: '/media-buying',
    summary: 'media_buying',
    card: { group: 'Franchises', title: 'Request media buying', description: 'Media buying requests' },
    act: 'super',
    removable: true,
    filedBy: 'Franchise',
    body: 'phone_message',
  }),
  doneQueue({
    kind: 'request_organic_leads',
    words: 'organic leads',
    api: '/api/request_organic_leads',
    route: '/request-organic-leads',
    summary: 'organic_leads',
    card: { group: 'Franchises', title: 'Request organic leads', description: 'Organic leads requests' },
    act: 'admin',
    removable: true,
    filedBy: 'Franchise',
    body: 'phone_message',
  }),
  doneQueue({
    kind: 'feedback',
    words: 'feedback',
    api: '/api/feedback',
    route: '/feedback',
    summary: 'feedback',
    card: { group: 'General', title: 'Feedback', description: 'Ratings and messages from members' },
    act: 'admin',
    removable: false,
    filedBy: 'any',
    body: 'feedback',
  }),
] as const satisfies readonly QueueKindRow[];

export type QueueKindRows = (typeof queueKinds)[number];
export type QueueKind = QueueKindRows['kind'];

/** The row of a queue, by its one name. */
export function queueKindOf<Kind extends QueueKind>(kind: Kind): Extract<QueueKindRows, { kind: Kind }> {
  const row = queueKinds.find((candidate) => candidate.kind === kind);
  if (!row) throw new Error(`No queue is named ${kind}`);
  return row as Extract<QueueKindRows, { kind: Kind }>;
}

/** The queue whose bell a summary counter (or live event) names. */
export function queueOfCounter(counter: string): QueueKindRows | undefined {
  return (queueKinds as readonly QueueKindRows[]).find(
    (row) => 'counter' in row.bell && row.bell.counter === counter,
  );
}
