import { defineBook } from '../../i18n/books.ts';

/** The notes' words (docs/decisions/480): the notes panel, the mention picker, "Mentioned you". */
const english = {
  notes: 'Notes',
  notesOf: 'Notes: {name}',
  noNotes: 'No notes yet',
  newNote: 'New note',
  notePlaceholder: 'Write a note; type @ to mention an admin',
  add: 'Add note',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  deleteAsk: 'Delete this note? It stays, struck through, with your name.',
  edited: 'edited',
  struck: 'Deleted by {name}, {date}',
  unknownAuthor: 'A deleted admin',
  mentionAdmins: 'Admins to mention',
  mentioning: 'Mentions: {names}',
  noAdminMatches: 'No admin by that name can see this item',
  mentionedYou: 'Mentioned you',
  mentionedYouCount: { one: '{count} mention', other: '{count} mentions' },
  mentionLine: '{author} mentioned you on {subject}',
  open: 'Open',
  done: 'Done',
  bellLabel: { one: '{count} note mentions you', other: '{count} notes mention you' },
  noteAdded: 'Note added',
  noteSaved: 'Note saved',
  noteDeleted: 'Note deleted',
  loading: 'Loading…',
  couldNotLoad: 'Could not load the notes',
  member: 'Member',
};
export type NotesWords = typeof english;

export const useNotesWords = defineBook(english, () => import('./words.ar.ts'));
