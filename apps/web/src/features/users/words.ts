import { defineBook } from '../../i18n/books.ts';

/**
 * The member lists' words (docs/decisions/288): the cards' moves, Ban's dialog, and the bulk bar.
 * A count of members is said per type (`brokers`, `clients`, `franchises`) and put in the moves'
 * sentences by its `{members}` place.
 */
const english = {
  ban: 'Ban',
  unban: 'Unban',
  remove: 'Remove',
  unremove: 'Unremove',
  assign: 'Assign',
  removeSelected: 'Remove selected',
  unremoveSelected: 'Unremove selected',
  banSelected: 'Ban selected',
  unbanSelected: 'Unban selected',
  assignSelected: 'Assign selected',
  selectAllThatMatch: 'Select all that match',
  Broker: { one: '{count} broker', other: '{count} brokers' },
  Client: { one: '{count} client', other: '{count} clients' },
  Franchise: { one: '{count} franchise', other: '{count} franchises' },
  removing: 'Removing {members}',
  restoring: 'Restoring {members}',
  banning: 'Banning {members}',
  unbanning: 'Unbanning {members}',
  assigning: 'Assigning {members}',
  removed: '{members} removed',
  restored: '{members} restored',
  bannedMany: '{members} banned',
  unbannedMany: '{members} unbanned',
  assigned: '{members} assigned',
  askRemove: 'Remove {members}?',
  askUnremove: 'Unremove {members}?',
  askBan: 'Ban {members}?',
  askUnban: 'Unban {members}?',
  askAssign: 'Assign {members} to:',
  isBack: '{name} is back',
  isUnbanned: '{name} is unbanned',
  isBanned: '{name} is banned',
  isRemoved: '{name} is removed',
  askRemoveOne: 'Remove {name}?',
  askBanOne: 'Ban {name}?',
  reason: 'Reason',
  reasonHint: "Shown on the card, in the history and sent to the member's app",
  readingImpact: 'Reading what the ban touches…',
  impactUnread: 'What the ban touches could not be read',
  impact: 'What the ban touches',
  openItems: 'Open items',
  noOpenItems: 'No open items',
  invitedMembers: 'Invited members: {count}',
  earnings: 'Earnings: {amount}',
  filterAdmin: 'Admin',
  filterBanned: 'Banned',
  bannedYes: 'Banned',
  bannedNo: 'Not banned',
  joinedFrom: 'Joined from',
  joinedTo: 'Joined to',
  actions: 'Actions',
};
export type UserWords = typeof english;

export const useUserWords = defineBook(english, () => import('./words.ar.ts'));
