import { defineBook } from '../../i18n/books.ts';

/** The table view's words (docs/decisions/520): the switch, the Columns menu, the pager, the filters' frame, the saved views (560). */
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
  overdue: 'Overdue',
  overdueYes: 'Overdue only',
  overdueNo: 'Not overdue',
  filterProject: 'Project',
  filterDeveloper: 'Developer',
  filterContains: 'Any part of the name',
  to: 'To',
  // Saved views (docs/decisions/560).
  views: 'Views',
  savedViews: 'Saved views',
  allRows: 'All',
  saveView: 'Save view',
  viewName: 'Name of the view',
  shareWithAll: 'Share with every admin',
  deleteView: 'Delete view',
  deleteViewTitle: 'Delete this view?',
  deleteViewMessage: '“{name}” is deleted for everyone who sees it. The list itself does not change.',
  viewSaved: 'View saved',
  viewDeleted: 'View deleted',
  // The queues and the inbox as tables, a view's menu (docs/decisions/563, 564).
  items: { one: '{count} item', other: '{count} items' },
  actions: 'Actions',
  waited: 'Waited',
  filedShort: 'Filed',
  viewMenu: 'Change view “{name}”',
  renameView: 'Rename view',
  shareView: 'Share with every admin',
  stopSharing: 'Stop sharing',
  viewRenamed: 'View renamed',
  viewShared: 'View shared with every admin',
  viewUnshared: 'View no longer shared',
};
export type ListTableWords = typeof english;

export const useListTableWords = defineBook(english, () => import('./words.ar.ts'));
