import { defineBook } from '../../i18n/books.ts';

/**
 * The notification tabs' words (docs/decisions/288): each member type's sentences whole (never a
 * plural noun put into another sentence), so each language words them as it needs.
 */
const english = {
  image: 'Image',
  imageOptional: 'Optional: a JPEG or PNG',
  imagePreview: 'Image preview',
  link: 'Link',
  linkOptional: 'Optional: https://…',
  message: 'Message',
  send: 'Send',
  sendNotification: 'Send notification',
  recipients: 'Recipients',
  oneTeam: 'One admin’s team',
  admin: 'Admin',
  loadingAdmins: 'Loading admins…',
  chooseAdmin: 'Choose an admin',
  loading: 'Loading…',
  searchMembers: 'Search by name or phone',
  memberChoice: '{name} ({phone})',
  sentNotification: 'Sent notification',
  notificationImage: 'Notification image',
  deletedAdmin: 'a deleted admin',
  sentNotifications: 'Sent notifications',
  foundFor: { one: '{count} found for "{search}"', other: '{count} found for "{search}"' },
  sentCount: { one: '{count} sent', other: '{count} sent' },
  searchSent: 'Search sent notifications',
  searchSentPlaceholder: 'Text of the notification',
  introBroker:
    'Sent in their app to the active brokers you can see: all of them, one admin’s team, or those you pick.',
  chooseBroker: 'Choose the brokers to send to',
  allBroker: 'All brokers',
  pickedBroker: 'Picked brokers',
  sendAskBroker: {
    one: 'Send this notification to {count} broker?',
    other: 'Send this notification to {count} brokers?',
  },
  sentToastBroker: { one: '{message} to {count} broker', other: '{message} to {count} brokers' },
  sentByBroker: { one: 'Sent to {count} broker by {admin}', other: 'Sent to {count} brokers by {admin}' },
  introClient:
    'Sent in their app to the active clients you can see: all of them, one admin’s team, or those you pick.',
  chooseClient: 'Choose the clients to send to',
  allClient: 'All clients',
  pickedClient: 'Picked clients',
  sendAskClient: {
    one: 'Send this notification to {count} client?',
    other: 'Send this notification to {count} clients?',
  },
  sentToastClient: { one: '{message} to {count} client', other: '{message} to {count} clients' },
  sentByClient: { one: 'Sent to {count} client by {admin}', other: 'Sent to {count} clients by {admin}' },
  introFranchise:
    'Sent in their app to the active franchises you can see: all of them, one admin’s team, or those you pick.',
  chooseFranchise: 'Choose the franchises to send to',
  allFranchise: 'All franchises',
  pickedFranchise: 'Picked franchises',
  sendAskFranchise: {
    one: 'Send this notification to {count} franchise?',
    other: 'Send this notification to {count} franchises?',
  },
  sentToastFranchise: { one: '{message} to {count} franchise', other: '{message} to {count} franchises' },
  sentByFranchise: {
    one: 'Sent to {count} franchise by {admin}',
    other: 'Sent to {count} franchises by {admin}',
  },
};
export type NotificationsWords = typeof english;

export const useNotificationsWords = defineBook(english, () => import('./words.ar.ts'));
