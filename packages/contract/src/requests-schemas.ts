import { z } from 'zod';
import { httpLinkField, idField, phoneField, textField, wholeNumberField } from './fields.ts';
import { requestStates } from './queue-kind-row.ts';
import { requestQueues } from './requests.ts';

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

const memberBrief = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  user_type: z.string(),
});

const unitBrief = z.object({
  _id: z.string(),
  project_name: z.string(),
  location_en: z.string(),
  description: z.string(),
});

/**
 * One card of any queue (content-operations §3): the fields a queue does not have are null. `waited_minutes` is how long
 * a to-do item has waited (now - created), or how long a moved one waited before it moved;
 * `overdue` marks a to-do item past its queue's target (docs/decisions/082).
 */
export const requestCardSchema = z.object({
  _id: z.string(),
  queue: z.enum(requestQueues),
  status: z.enum(requestStates),
  createdAt: z.string(),
  state_changed_at: z.string().nullable(),
  waited_minutes: z.number().int(),
  overdue: z.boolean(),
  user_id: memberBrief.nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  rate: z.number().int().nullable(),
  unit_id: unitBrief.nullable(),
  image: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
});
export type RequestCard = z.infer<typeof requestCardSchema>;

/** What the apps see of a request they filed (201 of a filing call, GET /api/app/requests). */
export const appRequestSchema = requestCardSchema.pick({
  _id: true,
  queue: true,
  status: true,
  createdAt: true,
  phone: true,
  message: true,
  rate: true,
  unit_id: true,
  name: true,
  description: true,
  location: true,
});
export type AppRequest = z.infer<typeof appRequestSchema>;

export const requestIdParamsSchema = z.object({ id: idField(requestMessages.requestNotFound) });
