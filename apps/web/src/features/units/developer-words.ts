import { defineBook } from '../../i18n/books.ts';

/** The Developers screen's words and the project form's developer choice (docs/decisions/530). */
const english = {
  developers: 'Developers',
  addDeveloper: 'Add developer',
  editDeveloper: 'Edit developer',
  searchDevelopers: 'Search developers',
  searchPlaceholder: 'Name, contact person or phone',
  nameEn: 'Name (English)',
  nameAr: 'Name (Arabic)',
  contactPerson: 'Contact person',
  phone: 'Phone',
  email: 'E-mail',
  protectionDays: 'Introduction protection days',
  protectionHint: 'Empty: the System default (System tab)',
  protectionDefault: '{days} days (System default)',
  protectionOwn: '{days} days',
  commission: 'Commission (%)',
  noCommission: 'Not set',
  projects: { one: '{count} project', other: '{count} projects' },
  edit: 'Edit',
  delete: 'Delete',
  deleteAsk: 'Delete {name}?',
  chooseDeveloper: 'Choose a developer',
  notFound: 'Not found',
};
export type DeveloperWords = typeof english;

export const useDeveloperWords = defineBook(english, () => import('./developer-words.ar.ts'));
