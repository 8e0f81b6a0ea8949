import { defineBook } from '../i18n/books.ts';

/** The words of the pieces every screen shares: confirmations, loading, search, paging (decision 288). */
const english = {
  yes: 'Yes',
  no: 'No',
  loading: 'LOADING',
  loadFailed: 'Could not load the list',
  tryAgain: 'Try again',
  pageNotFound: 'Page not found',
  notFound: 'Not found',
  noScreenHere: 'There is no screen at this address.',
  mistyped: 'may be mistyped or out of date.',
  getMore: 'Get more',
  searchResults: 'Search results',
  resultsFor: 'Results for',
  clearSearch: 'Clear search',
  export: 'Export',
  excel: 'Excel (XLSX)',
  csv: 'CSV',
  waiting: '{count} waiting',
  undo: 'Undo',
  call: 'Call {phone}',
  whatsapp: 'WhatsApp {phone}',
  phoneExample: '01xxxxxxxxx',
  languageMissing: '{language} missing',
  languageMissingHelp:
    "The {language} half of this item's texts is empty: the apps show the other language instead",
  'language.en': 'English',
  'language.ar': 'Arabic',
  uploadState: '{label} upload: {state}',
  'upload.No': 'No',
  'upload.Loading': 'Loading',
  'upload.Done': 'Done',
  'upload.Error': 'Error',
  openSaved: 'Open the saved {label}',
  select: 'Select',
  selectOne: 'Select {name}',
  selection: 'Selection',
  selected: '{what} selected',
  close: 'Close',
  selectAllMatch: 'Select all that match',
  clear: 'Clear',
  moveSelected: '{move} selected',
};
export type CommonWords = typeof english;

export const useCommonWords = defineBook(english, () => import('./common-words.ar.ts'));
