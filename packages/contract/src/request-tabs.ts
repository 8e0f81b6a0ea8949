import { defineMoves, type Move } from './transitions.ts';

/** A request queue's tabs and move buttons: the franchise join requests' and every done/undone queue's (queue-kind-row.ts). */

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

/**
 * Introduction disputes (docs/decisions/540): an open dispute is settled by one of three decisions,
 * each its own move (and audit action); none is undone, so no move leads back.
 */
export const disputeMoves = defineMoves({
  keep_first: { from: ['non_done'], to: 'done' },
  give_to_second: { from: ['non_done'], to: 'done' },
  split: { from: ['non_done'], to: 'done' },
});

export const requestStates = ['new', 'accepted', 'rejected', 'non_done', 'done'] as const;
export type RequestState = (typeof requestStates)[number];
/** What a request's move is called, in the audit log too. */
export type RequestAction = keyof typeof franchiseMoves | keyof typeof doneMoves | keyof typeof disputeMoves;

/** One tab of a request queue: its page, the state it lists, its title; its bell is on its to-do tab. */
export type RequestTab = { page: string; state: RequestState; title: string; todo: boolean };

/** One move's button: shown on the cards of `page`, calling PUT {api}{path}/{id}. */
export type RequestButton = {
  action: RequestAction;
  move: Move<RequestState>;
  page: string;
  path: string;
  label: string;
  confirm: boolean;
  /** The move takes the first broker's share in percent (a dispute's Split): `{ first_share }`. */
  share?: true;
};

/** A request queue's buttons as one list, whichever row's tuple they are. */
export function buttonsOf(row: { buttons: readonly RequestButton[] }): readonly RequestButton[] {
  return row.buttons;
}

/**
 * The moves a click alone makes, so those the bulk bar and the inbox offer (of one tab's cards, or
 * of all): not a move that asks for more (a dispute's Split and its share), made on its card.
 */
export function clickButtonsOf(row: { buttons: readonly RequestButton[] }, page?: string): RequestButton[] {
  return row.buttons.filter((button) => !button.share && (page === undefined || button.page === page));
}

/** The done/undone queues' tabs, worded with what the spec calls the queue there (content-operations §2). */
export function doneTabs(words: string) {
  return [
    { page: 'non-done', state: 'non_done', title: `New request ${words}`, todo: true },
    { page: 'done', state: 'done', title: `Done request ${words}`, todo: false },
  ] as const satisfies readonly RequestTab[];
}

export const doneButtons = [
  { action: 'done', move: doneMoves.done, page: 'non-done', path: '/done', label: 'Done', confirm: false },
  {
    action: 'undone',
    move: doneMoves.undone,
    page: 'done',
    path: '/undone',
    label: 'Non done',
    confirm: false,
  },
] as const satisfies readonly RequestButton[];

/** Franchise join requests' tabs (content-operations §2, §7). */
export const franchiseTabs = [
  { page: 'new', state: 'new', title: 'New request franchises', todo: true },
  { page: 'accept', state: 'accepted', title: 'Accept request franchises', todo: false },
  { page: 'reject', state: 'rejected', title: 'Reject request franchises', todo: false },
] as const satisfies readonly RequestTab[];

/** Franchise join requests' buttons: Accept and Reject ask first, Non done takes either back. */
export const franchiseButtons = [
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
] as const satisfies readonly RequestButton[];

/** The Disputes queue's tabs (docs/decisions/540). */
export const disputeTabs = [
  { page: 'open', state: 'non_done', title: 'Open disputes', todo: true },
  { page: 'settled', state: 'done', title: 'Settled disputes', todo: false },
] as const satisfies readonly RequestTab[];

/** A dispute's three decisions, each asked first; Split asks for the first broker's share. */
export const disputeButtons = [
  {
    action: 'keep_first',
    move: disputeMoves.keep_first,
    page: 'open',
    path: '/keep_first',
    label: 'Keep first',
    confirm: true,
  },
  {
    action: 'give_to_second',
    move: disputeMoves.give_to_second,
    page: 'open',
    path: '/give_to_second',
    label: 'Give to second',
    confirm: true,
  },
  {
    action: 'split',
    move: disputeMoves.split,
    page: 'open',
    path: '/split',
    label: 'Split',
    confirm: true,
    share: true,
  },
] as const satisfies readonly RequestButton[];
