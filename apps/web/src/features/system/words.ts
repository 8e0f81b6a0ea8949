import { defineBook } from '../../i18n/books.ts';

/** The System tab's words (docs/decisions/288). */
const english = {
  title: 'System',
  intro: 'Global settings used by the apps.',
  loading: 'Loading settings',
  notLoaded: 'Settings not loaded',
  tryAgain: 'Try again',
  taxes: 'Taxes',
  appTaxes: 'App taxes',
  activeUsers: 'Active users',
  salesAmount: 'Sales amount',
  discount: '{product} discount',
  lastSaved: 'Last saved {when}',
  save: 'Save',
  targets: 'Service targets (hours)',
  targetsHelp: "A waiting item past its queue's target is marked overdue.",
  rule: 'Assignment rule',
  ruleHelp:
    "Which ordinary admin gets a member nobody gave an admin. Open items are what waits in the admin's queues.",
  requireTwoFactor: 'Require two-factor sign-in for every admin',
  earningsAt: "A deal's commission goes into the broker's earnings",
  earningsAtAcceptance: 'At acceptance',
  earningsAtPayment: 'When the developer has paid',
  earningsAtHelp:
    "When the developer has paid: the Add commission action waits until the deal's claim is Paid in Receivables. Forms stay at acceptance.",
  protectionDays: 'Introduction protection days',
  protectionDaysHelp:
    'How long an accepted client introduction protects its broker with a developer that names no days of its own.',
  saveProtectionDays: 'Set days',
  requireTwoFactorHelp: 'An admin without it can only turn it on (Change password tab) until they do.',
  requireCompanySignIn: 'Require sign-in with {provider}: passwords refused',
  requireCompanySignInHelp:
    'Only you, the super admin who turns this on, keep your password: to get in if {provider} is down. Two-factor is then up to {provider}.',
  breakGlass: 'Passwords are refused; only {name} ({email}) may still use one, in case {provider} is down.',
  // Each setting's range, as the contract's settingHintOf writes it (system.ts; a test compares).
  'hint.users': 'A whole number of users from {min} to {max}',
  'hint.forms': 'A whole number of forms from {min} to {max}',
  'hint.percent': 'A percentage from {min} to {max}, two decimals at most',
  // The unit beside each field (systemSettingRules' `unit`).
  'unit.users': 'users',
  'unit.forms': 'forms',
  'unit.%': '%',
  // The assignment rules and the member types they are set for (system.ts).
  'rule.off': 'Off: leave them unassigned',
  'rule.round_robin': 'Round robin: each ordinary admin in turn',
  'rule.fewest_open': 'Fewest open items: the least loaded ordinary admin',
  'member.Client': 'New clients',
  'member.Franchise': 'New franchises',
  'member.Broker': 'Brokers',
  'when.Client': 'When a client registers or loses their admin',
  'when.Franchise': 'When a franchise registers or loses their admin',
  'when.Broker': 'When a broker loses their admin (Accept suggests one for new brokers)',
  // The working week (docs/decisions/490).
  workWeek: 'Working week',
  workWeekHelp: 'Service clocks count only these hours, in Cairo time: not the weekend, not the holidays.',
  weekend: 'Weekend',
  dayStarts: 'Working day starts',
  dayEnds: 'Working day ends',
  saveWorkWeek: 'Update working week',
  'day.0': 'Sunday',
  'day.1': 'Monday',
  'day.2': 'Tuesday',
  'day.3': 'Wednesday',
  'day.4': 'Thursday',
  'day.5': 'Friday',
  'day.6': 'Saturday',
  holidays: 'Public holidays',
  holidaysHelp:
    'Days off that the service clocks skip. Islamic holidays are the expected dates: correct them when announced.',
  holidayDate: 'Date',
  holidayName: 'Name',
  holidayNameAr: 'Name in Arabic',
  addHoliday: 'Add holiday',
  rename: 'Rename',
  renameTitle: 'Rename the holiday of {date}',
  remove: 'Remove',
  removeTitle: 'Remove this holiday?',
  removeMessage: '{name} ({date}) becomes a working day again.',
  noHolidays: 'No holidays',
};
export type SystemWords = typeof english;

export const useSystemWords = defineBook(english, () => import('./words.ar.ts'));
