/**
 * The console's words in English: the specification's texts word for word (docs/decisions/287).
 * The Arabic catalogue (catalogue-ar.ts) is typed by these keys, so a key missing there fails the
 * typecheck. A value is a text with `{name}` places, or plural forms chosen by `count`
 * (Intl.PluralRules: English needs one and other, Arabic zero, one, two, few, many and other).
 */
export const en = {
  'language.label': 'Language',
  'language.en': 'English',
  'language.ar': 'العربية',
  'digits.label': 'Digits',
  'digits.latin': 'Latin digits (0123)',
  'digits.arabic': 'Arabic digits (٠١٢٣)',
  'colours.label': 'Colours',
  'colours.auto': "As the system's",
  'colours.light': 'Light',
  'colours.dark': 'Dark',

  'login.title': '{product} Dashboard',
  'login.intro': 'Sign in with your administrator account.',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.code': 'Authentication code',
  'login.codeHelp': 'The 6-digit code from your authenticator app, or a recovery code',
  'login.submit': 'Sign in',
  'login.or': 'or',
  'login.company': 'Sign in with {provider}',
  'login.signedOut':
    'You are signed out of {product}. Your {provider} account is still signed in on this browser.',
  'login.providerSignOut': 'Sign out of {provider} too',

  'session.checking': 'Checking your session…',
  'session.checkFailed': 'Cannot check your session',
  'session.tryAgain': 'Try again',

  'screen.loading': 'Loading the screen',
  'screen.cannotReach': 'Cannot reach the server',
  'screen.cannotShow': 'Cannot show this page',
  'screen.unreachable':
    'This screen could not be loaded because the server cannot be reached. It will load by itself when the connection is back.',
  'screen.reload': 'Reload',

  'shell.title': '{product} Dashboard',
  'shell.superAdmin': 'Super admin',
  'shell.admin': 'Admin',
  'shell.logout': 'Logout',
  'shell.openNavigation': 'Toggle navigation',
  'shell.closeNavigation': 'Close navigation',
  'shell.sidebar': 'Dashboard',

  'tab.General': 'General',
  'tab.Brokers': 'Brokers',
  'tab.Clients': 'Clients',
  'tab.Franchises': 'Franchises',
  'tab.ChangePassword': 'Change password',
  'tab.System': 'System',

  'home.chooseCard': 'Choose a card to open its screen.',
  'home.superOnlyTitle': 'Only a super admin can open that page',
  'home.superOnly': '{address} is a super admin’s screen, so you were brought home instead.',
  'home.superOnlyClose': 'Close this notice',
  'home.view': 'View',
  'home.generateLink': 'Generate link',
  'home.overdue': { one: '{count} overdue', other: '{count} overdue' },
  'home.pendingOrNew': 'pending or new',
  'home.unassignedShort': 'unassigned',
  'home.unassignedLong': 'unassigned members',
  'home.audience.brokers': 'brokers',
  'home.audience.clients': 'clients',
  'home.audience.franchises': 'franchises',

  'guestLinks.dialogTitle': 'Guest link',
  'guestLinks.link': 'Link',
  'guestLinks.close': 'Close',
  'guestLinks.copy': 'Copy link',
  'guestLinks.copyFailed': 'Could not copy the link: select it and copy it by hand',
  'guestLinks.waiting': 'Guest links waiting',
  'guestLinks.waitingHelp': 'Empty projects whose guest has not filled them in yet.',
  'guestLinks.made': 'Made {date}',
  'guestLinks.change': 'Change link',
  'guestLinks.changeConfirm': 'The old link stops working. Make a new link?',
  'guestLinks.delete': 'Delete',
  'guestLinks.item': 'Guest link {id}',

  'toast.error': 'Error',
  'toast.done': 'Done',
} as const;

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Every catalogue has the English one's keys, each a text or plural forms as in English. */
export type Catalogue = {
  readonly [K in keyof typeof en]: (typeof en)[K] extends string ? string : PluralForms;
};
export type MessageKey = keyof typeof en;
