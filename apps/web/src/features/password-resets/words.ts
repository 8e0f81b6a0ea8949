import { defineBook } from '../../i18n/books.ts';

/** The password-reset requests' words (docs/decisions/288). */
const english = {
  title: 'Reset password',
  phone: 'Phone',
  sendTo: 'Send to',
  whatsApp: 'WhatsApp',
  createdAt: 'Created at',
  createdFor: '{date} ({name})',
  done: 'Done',
  notDone: 'Not done',
  openRequests: { one: '{count} open requests', other: '{count} open requests' },
  account: 'Account',
  accountOfPhone: 'Account of this phone',
  name: 'Name',
  type: 'Type',
  email: 'E-mail',
  joined: 'Joined',
  unknownPhone: 'Unknown phone: no member has this number.',
  nameDiffers: "The name differs from the account's name",
  whatsAppsDiffer: 'WhatsApp numbers differ',
  whatsAppsDifferText:
    'The requests give different WhatsApp numbers: send the new password only to the number the account registered with, {phone}.',
  newPasswordIs: 'New password: {password}',
  newPassword: 'New password',
  newPasswordAsk:
    'Set a new password for {name} ({type}, {email})? They are signed out of the apps everywhere and must change this temporary password at their next sign-in.',
  deleteRequest: 'Delete request',
  deleteAsk: { one: 'Delete the request of {name}?', other: 'Delete the {count} requests of {name}?' },
  delete: 'Delete',
};
export type PasswordResetsWords = typeof english;

export const usePasswordResetsWords = defineBook(english, () => import('./words.ar.ts'));
