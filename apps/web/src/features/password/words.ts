import { defineBook } from '../../i18n/books.ts';

/** The Change password panel's words (docs/decisions/288). */
const english = {
  title: 'Change password',
  intro: 'Your other sessions end when the password changes; this one continues.',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  submit: 'Change password',
};
export type PasswordWords = typeof english;

export const usePasswordWords = defineBook(english, () => import('./words.ar.ts'));
