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
  requireTwoFactorHelp: 'An admin without it can only turn it on (Change password tab) until they do.',
};
export type SystemWords = typeof english;

export const useSystemWords = defineBook(english, () => import('./words.ar.ts'));
