import { defineBook } from '../../i18n/books.ts';

/** The one search's words (docs/decisions/500); kinds of queue items are the queue words'. */
const english = {
  open: 'Search everything',
  shortcut: 'Search',
  /** The keys as printed on the keyboard, in either language. */
  keys: 'Ctrl+K',
  placeholder: 'Name, e-mail, phone or code',
  hits: 'Search results',
  'group.members': 'Members',
  'group.admins': 'Admins',
  'group.projects': 'Projects',
  'group.items': 'Queue items',
  admin: 'Admin',
  project: 'Project',
  'status.active': 'active',
  'status.removed': 'removed',
  'status.pending': 'pending',
  tooShort: 'Type at least 3 letters, or a phone number',
  nothing: 'Nothing found for “{term}”',
  searching: 'Searching…',
  howTo: '↑ ↓ to choose, Enter to open, Esc to close',
};
export type SearchWords = typeof english;

export const useSearchWords = defineBook(english, () => import('./words.ar.ts'));
