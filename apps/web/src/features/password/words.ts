import { defineBook } from '../../i18n/books.ts';

/** The Change password tab's words: the password and the two-factor panels (docs/decisions/288). */
const english = {
  title: 'Change password',
  intro: 'Your other sessions end when the password changes; this one continues.',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  submit: 'Change password',
  twoFactor: 'Two-factor sign-in',
  on: 'On',
  off: 'Off',
  twoFactorRequired: 'Two-factor sign-in is required for every admin: turn it on to continue.',
  keepCodes:
    'Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone; they are not shown again.',
  recoveryCodes: 'Recovery codes',
  twoFactorIntro:
    'Sign in with a code from an authenticator app as well as your password. Your other sessions end when it is turned on.',
  yourPassword: 'Your password',
  turnOn: 'Turn on two-factor sign-in',
  scan: 'Scan this QR code with your authenticator app, or type the key.',
  qrCode: 'QR code for the authenticator app',
  key: 'Key:',
  codeFromApp: 'Code from the app',
  confirm: 'Confirm',
};
export type PasswordWords = typeof english;

export const usePasswordWords = defineBook(english, () => import('./words.ar.ts'));
