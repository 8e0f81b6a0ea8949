import { defineBook } from '../../i18n/books.ts';

/** The inbox's words (docs/decisions/288); the kinds' names and the moves' labels are the contract's. */
const english = {
  title: 'Inbox',
  inboxFirst: 'Open the inbox first when I sign in',
  keysButton: 'Keys (?)',
  kind: 'Kind',
  everyKind: 'Every kind',
  assignedAdmin: 'Assigned admin',
  everyAdmin: 'Every admin',
  waiting: { one: '{count} waiting', other: '{count} waiting' },
  loading: 'Loading…',
  nothingWaiting: 'Nothing is waiting',
  waitingItems: 'Waiting items',
  filedBy: 'Filed by',
  what: 'What',
  clock: 'Clock',
  phone: 'Phone',
  anyone: 'Anyone',
  // {key}: a key's name as its cap prints it (Enter, Esc), the same in both languages.
  openHint: 'Press {key} (or click an item) to open it here.',
  areYouSure: 'Are you sure?',
  moveAsk: '{move}: {kind} of {name}?',
  anyoneInSentence: 'anyone',
  noEsc: 'No ({key})',
  yesEnter: 'Yes ({key})',
  keys: 'Keys',
  nextItem: 'Next item',
  previousItem: 'Previous item',
  openBeside: 'Open the item beside the list',
  openInQueue: "Open the item in its queue's screen",
  thisList: 'This list of keys',
  aLetter: 'A letter',
  letterMove: 'The move its button shows, e.g. Done (d)',
  itemDetails: 'Item details',
  filedByAnyone: 'Filed by anyone',
  filed: 'Filed {date}',
  moveWithKey: '{move} ({key})',
  openInQueueButton: 'Open in its queue (o)',
};
export type InboxWords = typeof english;

export const useInboxWords = defineBook(english, () => import('./words.ar.ts'));
