import { defineBook } from '../../i18n/books.ts';

/** The table view's words (docs/decisions/520): the switch, the Columns menu, the pager, the filters' frame. */
const english = {
  view: 'View',
  cards: 'Cards',
  table: 'Table',
  columns: 'Columns',
  sortBy: 'Sort by {column}',
  pageOf: 'Page {page} of {pages}',
  rowsPerPage: 'Rows a page',
  pages: 'Pages',
  filters: 'Filters',
  clearFilters: 'Clear filters',
  any: 'Any',
  from: 'From',
  admin: 'Admin',
  filedFrom: 'Filed from',
  filedTo: 'Filed to',
  to: 'To',
};
export type ListTableWords = typeof english;

export const useListTableWords = defineBook(english, () => import('./words.ar.ts'));
