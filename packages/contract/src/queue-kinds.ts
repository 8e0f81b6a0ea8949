import { cilMoves } from './cil.ts';
import { submissionMoves } from './deals.ts';
import { disputeBodySchema, disputeFields } from './disputes.ts';
import {
  brokerMoves,
  disputeButtons,
  disputeMoves,
  disputeTabs,
  doneQueue,
  franchiseButtons,
  franchiseMoves,
  franchiseTabs,
  type QueueKindRow,
  requestStates,
  submissionQueue,
} from './queue-kind-row.ts';
import {
  contactSalesSchema,
  feedbackSchema,
  franchiseRequestFormSchema,
  phoneMessageSchema,
} from './request-bodies.ts';
import { userStatuses } from './users.ts';

/**
 * Every queue of the console, one row each: the one place that says which queues there are. The
 * home summary's keys and counters, the home cards and bells, the console's queue routes, the live
 * events and the audit kinds are all read off these rows (STYLE.md, kinds as rows), so a queue is
 * added by adding its row. Where the specification names a path, key or route that differs from the
 * queue's one name (`kind`), the row carries the spec's word as an alias, word for word.
 */

export const queueKinds = [
  {
    kind: 'pending_brokers',
    words: 'pending brokers',
    engine: 'brokers',
    api: '/api/user',
    route: '/brokers',
    states: userStatuses,
    counted: ['pending'],
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
    // Its bell is an alert, not a count.
    counted: [],
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
    oneClick: ['pending', 'reject'],
    summary: 'forms',
    counted: ['new', 'pending'],
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
    // A CIL's reject carries the decision's image.
    oneClick: ['pending'],
    summary: 'cil',
    counted: ['new', 'pending'],
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
    oneClick: ['pending', 'reject'],
    summary: 'deals',
    counted: ['new', 'pending'],
    card: { group: 'Franchises', title: 'Deals', description: 'Deals sent by brokers' },
    detailRoute: '/deals/id/:id',
  }),
  {
    // Introductions claimed by two brokers (docs/decisions/540): opened by the server when another
    // broker's CIL, form or deal comes for a protected client; its member is that second broker.
    kind: 'disputes',
    words: 'disputes',
    engine: 'requests',
    api: '/api/disputes',
    route: '/disputes',
    states: requestStates,
    counted: ['non_done'],
    moves: disputeMoves,
    access: { see: 'admin', act: 'super' },
    audit: { kind: 'disputes', label: 'Introduction dispute' },
    card: {
      group: 'Brokers',
      title: 'Disputes',
      description: 'Clients introduced by two brokers',
      to: '/disputes/open',
    },
    bell: { summary: 'disputes', counter: 'disputes', overdue: true },
    removable: false,
    filedBy: 'Broker',
    app: null,
    tabs: disputeTabs,
    buttons: disputeButtons,
    body: disputeBodySchema,
    own: disputeFields,
  },
  {
    kind: 'request_franchises',
    words: 'franchises',
    engine: 'requests',
    api: '/api/franchise',
    route: '/request_franchises',
    states: requestStates,
    counted: ['new'],
    moves: franchiseMoves,
    access: { see: 'admin', act: 'super' },
    audit: { kind: 'request_franchises', label: 'Franchise join request' },
    card: {
      group: 'Franchises',
      title: 'Join request',
      description: 'Requests to join as a franchise',
      to: '/request_franchises/new',
    },
    bell: { summary: 'request_franchises', counter: 'request_franchises', overdue: true },
    listAt: { new: '/api/franchise/' },
    removable: false,
    filedBy: null,
    app: '/api/app/franchise_requests',
    tabs: franchiseTabs,
    buttons: franchiseButtons,
    body: franchiseRequestFormSchema,
    own: {},
  },
  doneQueue({
    kind: 'property_consultant',
    label: 'Property consultant request',
    words: 'property consultant',
    api: '/api/property_consultant',
    route: '/property-consultant',
    summary: 'property_consultant',
    counted: ['non_done'],
    card: {
      group: 'Clients',
      title: 'Request property consultant',
      description: 'Clients asking for a property consultant',
    },
    act: 'admin',
    removable: false,
    filedBy: 'Client',
    body: phoneMessageSchema,
  }),
  doneQueue({
    kind: 'contact_sales',
    label: 'Sales developer request',
    words: 'contact sales',
    api: '/api/contact_sales',
    route: '/contact-sales',
    summary: 'contact_sales',
    counted: ['non_done'],
    card: {
      group: 'Clients',
      title: 'Request sales developer',
      description: 'Clients asking to contact sales',
    },
    act: 'admin',
    removable: false,
    filedBy: 'Client',
    body: contactSalesSchema,
  }),
  doneQueue({
    kind: 'request_media',
    label: 'Media buying request',
    words: 'media buying',
    api: '/api/request_media',
    route: '/media-buying',
    summary: 'media_buying',
    counted: ['non_done'],
    card: { group: 'Franchises', title: 'Request media buying', description: 'Media buying requests' },
    act: 'super',
    removable: true,
    filedBy: 'Franchise',
    // Its tabs' titles, word for word (content-operations §2).
    tabWords: 'media buying free',
    body: phoneMessageSchema,
  }),
  doneQueue({
    kind: 'request_organic_leads',
    label: 'Organic leads request',
    words: 'organic leads',
    api: '/api/request_organic_leads',
    route: '/request-organic-leads',
    summary: 'organic_leads',
    counted: ['non_done'],
    card: { group: 'Franchises', title: 'Request organic leads', description: 'Organic leads requests' },
    act: 'admin',
    removable: true,
    filedBy: 'Franchise',
    body: phoneMessageSchema,
  }),
  doneQueue({
    kind: 'feedback',
    label: 'Feedback',
    words: 'feedback',
    api: '/api/feedback',
    route: '/feedback',
    summary: 'feedback',
    counted: ['non_done'],
    card: { group: 'General', title: 'Feedback', description: 'Ratings and messages from members' },
    act: 'admin',
    removable: false,
    filedBy: 'any',
    body: feedbackSchema,
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
