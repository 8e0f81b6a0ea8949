import type { z } from 'zod';
import type { CardGroup } from './card-groups.ts';
import { queueStates } from './deals.ts';
import {
  buttonsOf,
  clickButtonsOf,
  disputeButtons,
  disputeMoves,
  disputeTabs,
  doneButtons,
  doneMoves,
  doneTabs,
  franchiseButtons,
  franchiseMoves,
  franchiseTabs,
  type RequestButton,
  type RequestTab,
  requestStates,
} from './request-tabs.ts';
import { defineMoves, type Move } from './transitions.ts';

export {
  buttonsOf,
  clickButtonsOf,
  disputeButtons,
  disputeMoves,
  disputeTabs,
  doneMoves,
  franchiseButtons,
  franchiseMoves,
  franchiseTabs,
  type RequestButton,
  type RequestTab,
  requestStates,
};

/**
 * The shape of a queue's row (queue-kinds.ts holds the rows) and the builders of the two shapes that
 * repeat: a done/undone request queue and a queue of brokers' submissions.
 */

/**
 * A field of a queue's own beyond the spec's card (docs/decisions/380): kept in its items' `details`,
 * filed through the apps with `schema`, shown on its cards and exported under `words` (`ar` in
 * Arabic, as the export's other titles, contract exports.ts).
 */
export type OwnField = { words: string; ar: string; type: 'day' | 'text'; schema: z.ZodType<string> };

/**
 * A pending broker is accepted; rejecting one deletes it (users.ts `userTransitions` holds every
 * move of a member, with who may make it).
 */
export const brokerMoves = defineMoves({ accept: { from: ['pending'], to: 'active' } });

/** Who may see a queue's lists and who may move its items (console-core §6, content-operations §6). */
export type QueueAccess = { see: 'admin' | 'super'; act: 'admin' | 'super' };

/** Which engine serves the queue's calls and screens. */
export type QueueEngine = 'brokers' | 'resets' | 'submissions' | 'requests';

/** One tab of a queue's screen: its page (the list call's status), its title, and its bell. */
export type QueueTab = {
  page: string;
  title: string;
  /** The tab shows how many of its items wait. */
  bell: boolean;
  /**
   * A to-do list (an admin must act: a request queue's waiting tab, a submission's New and Pending):
   * oldest first, clocks running, overdue marked; the others newest first by when moved (decision 082).
   */
  todo: boolean;
};

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
  /**
   * The states in which an item waits and is counted: its home counter (`bell.counter`,
   * summary_counters) and a live event follow every write that takes an item into or out of them.
   * The database's triggers are generated from these (apps/server/src/core/counted-states.ts,
   * `npm run db:counted`; docs/decisions/390); none: the queue keeps no counter.
   */
  counted: readonly string[];
  moves: Record<string, Move<string>>;
  access: QueueAccess;
  /** The kind its moves are audited under, and the audit filter's label for it. */
  audit: { kind: string; label: string };
  card: { group: CardGroup; title: string; description: string; to: string };
  bell: QueueBell;
  /** Brokers' submissions only: the console's route of one item (its card's link), the spec's. */
  detailRoute?: string;
  /**
   * Brokers' submissions only: the moves that need nothing but a click (no body, no image), which
   * the inbox puts on keys and the lists offer on many items at once; the others (an accept with its
   * fields, a CIL's reject with its image) are made on the item's own page.
   */
  oneClick?: readonly string[];
  /**
   * The spec's own path of a tab that is not listed at the one list template {api}/:status
   * (queue-lists.ts): franchise requests' new ones at /api/franchise/.
   */
  listAt?: Record<string, string>;
  /**
   * Request queues only: DELETE {api}/remove/{id}, and which members file it (null: anyone,
   * anonymously; 'Broker': the server, about a broker's item, as a dispute, decision 540).
   */
  removable?: boolean;
  filedBy?: 'Client' | 'Franchise' | 'Broker' | 'any' | null;
  /** Request queues only: the apps' call that files one (ARCHITECTURE.md, marketplace apps API); null: none. */
  app?: string | null;
  /** Request queues only: the tabs of its screen, in order, and the buttons of its moves. */
  tabs?: readonly RequestTab[];
  buttons?: readonly RequestButton[];
  /**
   * Request queues only: the schema of the apps' body (request-bodies.ts; the franchise join
   * request's form fields, its image aside). What it holds beyond the phone and message is kept in
   * the item's `details`.
   */
  body?: z.ZodObject;
  /** Request queues only: its own fields beyond the spec's card (a site visit's date), in its `details`. */
  own?: Record<string, OwnField>;
};

/**
 * A done/undone request queue (content-operations §4): filed by members through the apps, listed as
 * non-done and done, moved between the two. Its counter is its name; its bell says what is overdue.
 */
export function doneQueue<
  const Kind extends string,
  const Summary extends string,
  Body extends z.ZodObject,
  const Own extends Record<string, OwnField> = Record<never, OwnField>,
>(row: {
  kind: Kind;
  words: string;
  /** The audit filter's label for the queue's items. */
  label: string;
  api: string;
  route: string;
  summary: Summary;
  /** The waiting states counted (QueueKindRow `counted`). */
  counted: readonly (typeof requestStates)[number][];
  card: Omit<QueueKindRow['card'], 'to'>;
  act: QueueAccess['act'];
  removable: boolean;
  filedBy: 'Client' | 'Franchise' | 'any';
  /** What its tabs call it, when the spec words them otherwise ("media buying free"). */
  tabWords?: string;
  body: Body;
  own?: Own;
}) {
  return {
    kind: row.kind,
    words: row.words,
    engine: 'requests',
    api: row.api,
    route: row.route,
    states: requestStates,
    counted: row.counted,
    moves: doneMoves,
    access: { see: 'admin', act: row.act },
    audit: { kind: row.kind, label: row.label },
    card: { ...row.card, to: `${row.route}/non-done` },
    bell: { summary: row.summary, counter: row.kind, overdue: true },
    removable: row.removable,
    filedBy: row.filedBy,
    app: `/api/app/${row.kind}`,
    tabs: doneTabs(row.tabWords ?? row.words),
    buttons: doneButtons,
    body: row.body.extend(ownSchemas(row.own ?? ({} as Own))),
    own: row.own ?? ({} as Own),
  } as const satisfies QueueKindRow;
}

/** The schemas of a queue's own fields, for its body. */
function ownSchemas<Own extends Record<string, OwnField>>(
  own: Own,
): { [Name in keyof Own]: Own[Name]['schema'] } {
  return Object.fromEntries(Object.entries(own).map(([name, field]) => [name, field.schema])) as {
    [Name in keyof Own]: Own[Name]['schema'];
  };
}

/**
 * A queue of brokers' submissions (content-operations §2-§4): new, pending, accept (rejected kept);
 * moved by super admins, audited under its own name, counted under its summary key, its card opening
 * its new items.
 */
export function submissionQueue<
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
  oneClick: readonly string[];
  summary: Summary;
  /** The waiting states counted (QueueKindRow `counted`). */
  counted: readonly (typeof queueStates)[number][];
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
    counted: row.counted,
    moves: row.moves,
    access: { see: 'admin', act: 'super' },
    audit: { kind: row.kind, label: row.label },
    card: { ...row.card, to: `${row.route}/new` },
    bell: { summary: row.summary, counter: row.summary, overdue: true },
    detailRoute: row.detailRoute,
    oneClick: row.oneClick,
  } as const satisfies QueueKindRow;
}
