import { z } from 'zod';
import { dayField, httpLinkField, idField, phoneField, textField, wholeNumberField } from './fields.ts';
import type { OwnField } from './queue-kind-row.ts';

/**
 * What the apps file a request with: each request queue's row (queue-kinds.ts) holds its body's
 * schema, and the server reads the body with it (content-operations §7; docs/decisions/380).
 */
/** The request queues' messages; the spec names none but 'Not found' (content-operations §8): all ours. */
export const requestMessages = {
  notFound: 'Not found',
  requestNotFound: 'Request not found',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Enter a mobile number starting with 010, 011, 012 or 015, at most 11 digits',
  messageRequired: 'Message is required',
  descriptionRequired: 'Description is required',
  locationRequired: 'Location is required',
  imageRequired: 'Image is required',
  imageTypes: 'Only JPG, PNG, or JPEG files are allowed',
  projectRequired: 'Project is required',
  projectNotFound: 'Project not found',
  rateRequired: 'Rate is required',
  clientsOnly: 'Only clients can send this request',
  franchisesOnly: 'Only franchises can send this request',
  sent: 'Your request was sent',
  moved: 'Request moved',
  removed: 'Request removed',
  /** The 409 of a move on an item that already moved, by the state it is in now. */
  alreadyIn: {
    new: 'This request is already back in new requests',
    accepted: 'This request is already accepted',
    rejected: 'This request is already rejected',
    non_done: 'This request is already non done',
    done: 'This request is already done',
  },
} as const;

/** Messages are plain text, bounded, shown as text. */
export const requestMessageMaxLength = 2000;

const phone = phoneField(requestMessages.phoneRequired, requestMessages.phoneInvalid);
const message = textField(requestMessages.messageRequired, requestMessageMaxLength);

/** POST /api/app/franchise_requests (multipart; the image is its file slot). */
export const franchiseRequestFormSchema = z.object({
  name: textField(requestMessages.nameRequired, 120),
  phone,
  description: textField(requestMessages.descriptionRequired, requestMessageMaxLength),
  location: httpLinkField(requestMessages.locationRequired),
});

/** POST /api/app/property_consultant, /request_media, /request_organic_leads. */
export const phoneMessageSchema = z.object({ phone, message });

/** POST /api/app/contact_sales. */
export const contactSalesSchema = z.object({
  unit_id: z
    .string({ error: requestMessages.projectRequired })
    .trim()
    .min(1, requestMessages.projectRequired)
    .pipe(idField(requestMessages.projectNotFound)),
  phone,
  message,
});

/** POST /api/app/feedback. */
export const feedbackSchema = z.object({
  rate: wholeNumberField(requestMessages.rateRequired, 1, 5),
  message,
});

export type PhoneMessageInput = z.output<typeof phoneMessageSchema>;
export type ContactSalesInput = z.output<typeof contactSalesSchema>;
export type FeedbackInput = z.output<typeof feedbackSchema>;
export type FranchiseRequestInput = z.output<typeof franchiseRequestFormSchema>;

/**
 * A dated field of a queue's own (a site visit's day), kept in its items' `details`: `words` name it
 * on the card and in the export; the apps send it as YYYY-MM-DD.
 */
export function ownDay(words: { en: string; ar: string }, invalid: string): OwnField {
  return { words: words.en, ar: words.ar, type: 'day', schema: dayField(invalid) };
}
