import { type BookText, defineBook } from '../i18n/books.ts';

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
  backHome: 'Back to home',
  goToSignIn: 'Go to sign-in',
  getMore: 'Get more',
  search: 'Search',
  searchResults: 'Search results',
  resultsFor: 'Results for',
  /** The marks around a searched term: “…” in English, «…» in Arabic. */
  openQuote: '“',
  closeQuote: '”',
  clearSearch: 'Clear search',
  export: 'Export',
  excel: 'Excel (XLSX)',
  csv: 'CSV',
  waiting: '{count} waiting',
  undo: 'Undo',
  undone: 'Undone',
  'member.Broker': 'Broker',
  'member.Client': 'Client',
  'member.Franchise': 'Franchise',
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
  chooseFile: 'Choose a file',
  chooseToReplace: 'Choose to replace',
  select: 'Select',
  selectOne: 'Select {name}',
  selection: 'Selection',
  selected: '{what} selected',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  selectAllMatch: 'Select all that match',
  clear: 'Clear',
  moveSelected: '{move} selected',
  dayFormat: 'YYYY-MM-DD',
  chooseDay: 'Choose on the calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  chooseMonth: 'Choose the month',
  chooseYear: 'Choose the year',
};
export type CommonWords = typeof english;

export const useCommonWords = defineBook(english, () => import('./common-words.ar.ts'));

/** A member type as `user_type` holds it (Broker, Client, Franchise) in the language in use; another value as it is. */
export function memberTypeIn(w: BookText<CommonWords>, type: string): string {
  return type === 'Broker' || type === 'Client' || type === 'Franchise' ? w(`member.${type}`) : type;
}
