import { defineBook } from '../../i18n/books.ts';

const english = {
  title: 'Reports',
  range: 'Range',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  thisQuarter: 'This quarter',
  thisYear: 'This year',
  custom: 'Custom range',
  from: 'From',
  to: 'To',
  admin: 'Admin',
  everyAdmin: 'Every admin',
  project: 'Project',
  developer: 'Developer',
  apply: 'Apply',
  clear: 'Clear',
  table: 'Table',
  download: 'Download XLSX',
  loadFailed: 'The report could not be loaded',
  nothing: 'Nothing in this range',
  count: 'Count',
  egp: 'EGP',
  hours: 'Hours',
  share: 'Share',
  none: '—',
  dealsThisMonth: 'Deals this month',
  commissionThisMonth: 'Commission this month',
  withinTargetToday: 'Answered within target today',
  'group.pipeline': 'Pipeline',
  'group.commission': 'Commission',
  'group.business': 'Who brings the business',
  'group.response': 'Response times',
  'group.members': 'Members',
  'note.response':
    'Working hours from filing to the first move. The median and the 90th percentile are each the mean of the range of times they fall in (a minute wide up to an hour, wider after), so within that width of the exact figure.',
};
export type ReportsWords = typeof english;

/** The reports screen's words (docs/decisions/510); the charts' titles and columns are the contract's rows. */
export const useReportsWords = defineBook(english, () => import('./words.ar.ts'));
