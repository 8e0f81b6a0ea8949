import { defineBook } from '../../i18n/books.ts';

/** The request queues' words (docs/decisions/288); the queues' titles, tabs and moves are the contract's. */
const english = {
  request: 'Request',
  // A queue's table's columns (docs/decisions/563).
  member: 'Member',
  filed: 'Filed',
  aRequest: 'request',
  photoOf: 'Photo of {name}',
  phone: 'Phone',
  email: 'Email',
  type: 'Type',
  contact: 'Contact',
  rate: 'Rate',
  rateOf: 'Rate {rate} of 5',
  project: 'Project',
  location: 'Location',
  about: 'About',
  openLocation: 'Open location',
  message: 'Message',
  sent: 'Sent {date}',
  moveAsk: '{move} this request?',
  // The one who filed it named (a member, or a franchise join request's applicant).
  moveAskNamed: '{move} the request of {name}?',
  remove: 'Remove',
  // A dispute's Split (docs/decisions/540).
  splitAsk: 'Split the client between the two brokers. What share does the first broker keep?',
  firstShare: "First broker's share (%)",
  secondShare: 'The second broker gets {share}%',
  removeAsk: 'Remove this request? It cannot be brought back.',
  removeAskNamed: 'Remove the request of {name}? It cannot be brought back.',
};
export type RequestsWords = typeof english;

export const useRequestsWords = defineBook(english, () => import('./words.ar.ts'));
