import { z } from 'zod';
import { clientPhoneField, dayField, moneyField, phoneField, textField } from './fields.ts';
import { nationalIdField } from './national-id.ts';
import { defineMoves } from './transitions.ts';
import { priceVersionSchema } from './unit-prices.ts';

/**
 * Forms and deals (content-operations §2-§4, §7): brokers submit them from the app with
 * the same fields and the admins move them through the same states, so one contract serves both,
 * named by its kind.
 */
export const submissionKinds = ['form', 'deal'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** The three queues of the console (/forms/{page}, /deals/{page}, /cil/{page}) and the kept rejects. */
export const queuePages = ['new', 'pending', 'accept'] as const;
export type QueuePage = (typeof queuePages)[number];
export const queueStates = ['new', 'pending', 'accept', 'rejected'] as const;
export type QueueState = (typeof queueStates)[number];

/** content-operations §4 Form and Deal: new -> pending -> accept; new or pending -> rejected (kept, docs/decisions/070). */
export const submissionMoves = defineMoves({
  pending: { from: ['new'], to: 'pending' },
  accept: { from: ['pending'], to: 'accept' },
  reject: { from: ['new', 'pending'], to: 'rejected' },
});
export type SubmissionMove = keyof typeof submissionMoves;

export const dealMessages = {
  developerRequired: 'Developer is required', // ours
  clientNameRequired: 'Client name is required', // ours
  clientPhoneRequired: 'Client phone is required', // ours
  clientPhoneInvalid: 'Enter the client phone like 01012345678', // ours
  clientIdRequired: 'Client ID is required', // ours
  projectRequired: 'Project code is required', // ours
  projectUnknown: 'No project has this code', // ours
  salesNameRequired: 'Sales name is required', // ours
  salesPhoneRequired: 'Sales phone is required', // ours
  salesPhoneInvalid: 'Enter the sales phone like 01012345678', // ours
  dealValueRequired: 'Deal value is required', // ours
  dateRequired: 'Estimated time to receive the check is required', // content-operations §5
  dateInvalid: 'Enter the date as YYYY-MM-DD', // ours
  imageRequired: 'Image is required', // ours
  imageLabel: 'Image',
  adminRequired: 'Admin is required', // ours
  contactRequired: 'Contact is required', // ours
  formNotFound: 'Form not found', // ours
  dealNotFound: 'Deal not found', // ours
  cilNotFound: 'CIL not found', // ours
  commissionAdded: 'Commission added to the broker earnings', // ours
  commissionTwice: 'The commission of this item was already added', // ours
  commissionNotAccepted: 'Only an accepted item earns a commission', // ours
  commissionUnknown: 'The project of this item has no commission', // ours
} as const;

/** The 409 of a move on an item that has already moved (one guarded UPDATE, decision 070). */
export function movedMessage(label: string, current: QueueState): string {
  return current === 'rejected'
    ? `This ${label} was already rejected`
    : `This ${label} is already ${current}`;
}

/** A calendar date (YYYY-MM-DD), the estimated day the check arrives. */
export function dateField(required: string) {
  return z.string({ error: required }).trim().min(1, required).pipe(dayField(dealMessages.dateInvalid));
}

/** The fields a broker's form or deal and a CIL share (content-operations §3). */
export const clientFieldsSchema = z.object({
  developer: textField(dealMessages.developerRequired),
  client_name: textField(dealMessages.clientNameRequired),
  client_phone: clientPhoneField(dealMessages.clientPhoneRequired, dealMessages.clientPhoneInvalid),
  project_code: textField(dealMessages.projectRequired),
  sales_name: textField(dealMessages.salesNameRequired),
  sales_phone: phoneField(dealMessages.salesPhoneRequired, dealMessages.salesPhoneInvalid),
  /** The client's national ID, when the broker has it: the strongest key of a dispute (docs/decisions/540). */
  client_national_id: nationalIdField.optional(),
});

/** POST /api/app/forms and /api/app/deals (multipart, plus the image). */
export const submissionFieldsSchema = clientFieldsSchema.extend({
  client_id: textField(dealMessages.clientIdRequired, 50),
  deal_value: moneyField(dealMessages.dealValueRequired),
  date: dateField(dealMessages.dateRequired),
});
export type SubmissionFields = z.input<typeof submissionFieldsSchema>;

/** PUT /api/form/update/{id} and /api/deal/update/{id}: accept, with the date; final value defaults to the deal value. */
export const acceptSubmissionSchema = z.object({
  date: dateField(dealMessages.dateRequired),
  final_value: moneyField(dealMessages.dealValueRequired).optional(),
});
export type AcceptSubmissionInput = z.input<typeof acceptSubmissionSchema>;

export const memberBriefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  user_type: z.string(),
});

/** What an accepted item earns: final value × the project's percentages. */
export const commissionSchema = z.object({
  commission_percent: z.string(),
  incentive_percent: z.string(),
  commission: z.string(),
  incentive: z.string(),
  total: z.string(),
  /** When it was added to the broker's earnings, or null. */
  added_at: z.string().nullable(),
});
export type Commission = z.infer<typeof commissionSchema>;

/**
 * A card's service clock on the console's lists only (docs/decisions/082): how long a to-do item
 * (new, pending) has waited since it was sent, or how long a moved one waited before it moved, and
 * whether a to-do item is past its queue's target.
 */
export const serviceClockFields = {
  waited_minutes: z.number().int().optional(),
  overdue: z.boolean().optional(),
};

export const submissionSchema = z.object({
  _id: z.string(),
  user_id: memberBriefSchema.nullable(),
  createdAt: z.string(),
  developer: z.string(),
  client_name: z.string(),
  client_phone: z.string(),
  client_id: z.string(),
  project_code: z.string(),
  sales_name: z.string(),
  sales_phone: z.string(),
  deal_value: z.string(),
  final_value: z.string().nullable(),
  date: z.string().nullable(),
  image: z.string(),
  image_type: z.string(),
  status: z.enum(queueStates),
  state_changed_at: z.string().nullable(),
  ...serviceClockFields,
  /** On the detail of an accepted item only. */
  commission: commissionSchema.nullable().optional(),
  /**
   * On the detail only: the project's price list in force when the item was filed
   * (docs/decisions/550), null when the project had none.
   */
  price_list: priceVersionSchema.nullable().optional(),
  /**
   * The earliest accepted CIL of another broker for this client and developer, filed before this
   * item: the first introducer, named on every later item of the client (docs/decisions/540).
   */
  first_introducer: z.object({ _id: z.string(), broker: z.string(), createdAt: z.string() }).nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionReplySchema = z.object({ message: z.string(), response: submissionSchema });

/**
 * The console's paths of each kind (content-operations §7 Forms, Deals) and the app's. `list` is the
 * spec's spelling of the row's one list template (queue-lists.ts), which the server registers.
 */
export const submissionPaths = {
  form: {
    list: '/api/form/:status',
    detail: '/api/form/form/:id',
    pending: '/api/form/pending_form/:id',
    accept: '/api/form/update/:id',
    reject: '/api/form/delete/:id',
    commission: '/api/form/commission/:id',
    app: '/api/app/forms',
  },
  deal: {
    list: '/api/deal/:status',
    detail: '/api/deal/deal/:id',
    pending: '/api/deal/pending_deal/:id',
    accept: '/api/deal/update/:id',
    reject: '/api/deal/delete/:id',
    commission: '/api/deal/commission/:id',
    app: '/api/app/deals',
  },
} as const satisfies Record<SubmissionKind, Record<string, string>>;

export const submissionLabels: Record<SubmissionKind, { one: string; notFound: string; ar: string }> = {
  form: { one: 'form', notFound: dealMessages.formNotFound, ar: 'النموذج' },
  deal: { one: 'deal', notFound: dealMessages.dealNotFound, ar: 'الصفقة' },
};
