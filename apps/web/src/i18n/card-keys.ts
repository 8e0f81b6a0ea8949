import type { ContentTypeKey, contentTypeRows } from '@simsar/contract/content-types';
import type { QueueKind } from '@simsar/contract/queue-kinds';

/**
 * Which words a card has in another language than the spec's (docs/decisions/287, 370): a queue's card
 * by its kind, a content type's by its type, the others by their own name. Read off the contract's
 * rows, so a new row needs its Arabic words before the console typechecks. Kept here, beside the
 * words keyed by it: features/home, which builds the cards, imports it (i18n/ imports no feature).
 */
type CardContentType = {
  [K in ContentTypeKey]: (typeof contentTypeRows)[K] extends { card: object } ? K : never;
}[ContentTypeKey];
export type CardKey =
  | `queue.${QueueKind}`
  | `content.${CardContentType}`
  | 'inbox'
  | 'reports'
  | 'projects'
  | 'developers'
  | 'receivables'
  | 'guestLink'
  | 'admins'
  | 'audit'
  | 'clients'
  | 'franchises';
