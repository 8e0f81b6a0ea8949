import { defineBook } from '../../i18n/books.ts';

/** The e-mail choices panel's words (docs/decisions/471). */
const english = {
  title: 'E-mail notifications',
  sentTo: 'Sent to {email}. Choose, for each, at once, in one daily digest, or not at all.',
  notSending:
    'This server sends no e-mail (no mail server is set up: {setting}). Your choices are kept for when it does.',
  'event.assignment': 'A member assigned to you',
  'event.mention': 'You are mentioned in a note',
  'event.overdue': 'An item of your members past its target',
  'event.password_reset': 'A password set for you by a super admin',
  'event.two_factor': 'Two-factor sign-in turned on or off for you',
  'delivery.now': 'At once',
  'delivery.digest': 'Daily digest',
  'delivery.off': 'Off',
  overdueSummary: 'Daily summary of what is overdue, per queue and per admin',
  loading: 'Loading your e-mail choices…',
};
export type MailWords = typeof english;

export const useMailWords = defineBook(english, () => import('./words.ar.ts'));
