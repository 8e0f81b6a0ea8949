import { defineBook } from '../../i18n/books.ts';

/** The member card's and the member bulk dialogs' words (docs/decisions/288), shared by users, brokers and admins. */
const english = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  joinDate: 'Join Date',
  admin: 'Admin',
  notAssigned: 'Not assigned',
  banned: 'Banned',
  banReason: 'Reason: {reason}',
  history: 'History',
  loadingAdmins: 'Loading admins…',
  chooseAdmin: 'Choose an admin',
  ban: 'Ban',
  reason: 'Reason',
  bulkReasonHint: "Shown on each card, in the history and sent to each member's app",
};
export type MemberWords = typeof english;

export const useMemberWords = defineBook(english, () => import('./words.ar.ts'));
