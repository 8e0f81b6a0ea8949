import { defineBook } from '../../i18n/books.ts';

/** A member's page's words (docs/decisions/442). */
const english = {
  loading: 'Loading the member',
  notLoaded: 'The member could not be shown',
  back: 'Back',
  invitedBy: 'Invited by',
  invitedByNone: 'Joined without an invitation',
  invited: 'Invited members',
  invitedCount: { one: '{count} member joined by their code', other: '{count} members joined by their code' },
  invitedNone: 'Nobody joined by their code yet',
  items: 'What they filed',
  itemsCount: { one: '{count} item in every queue', other: '{count} items in every queue' },
  itemsNone: 'Nothing filed yet',
  newestShown: 'The newest {shown} are listed',
  queue: 'Queue',
  state: 'State',
  filed: 'Filed',
  open: 'Open',
  asClient: 'Names them as the client',
  earnings: 'Earnings',
  history: 'History',
  historyAudit: 'Every change to this member in the audit log',
  notes: 'Notes',
  nationalId: 'National ID',
  nationalIdMasked: 'Only its last four digits are shown to ordinary admins',
};
export type MemberPageWords = typeof english;

export const useMemberPageWords = defineBook(english, () => import('./words.ar.ts'));
