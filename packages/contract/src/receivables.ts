import { z } from 'zod';
import { dayField, moneyField, textField } from './fields.ts';
import { pageReplySchema } from './lists.ts';
import { defineMoves } from './transitions.ts';

/**
 * What the developers owe (docs/decisions/531): each accepted deal opens a commission claim
 * against its project's developer, for the project's commission on the deal's final value. Super
 * admins only.
 */
export const receivablePaths = {
  list: '/api/receivables',
  ageing: '/api/receivables/ageing',
  invoice: '/api/receivables/:id/invoice',
  payment: '/api/receivables/:id/payment',
  writeOff: '/api/receivables/:id/write_off',
  earningsAt: '/api/system/earnings_at',
} as const;
export const receivablesListName = 'receivables';
export const receivablesRoute = '/receivables';

export const claimStates = ['not_invoiced', 'invoiced', 'paid', 'written_off'] as const;
export type ClaimState = (typeof claimStates)[number];
export const claimStateLabels: Record<ClaimState, string> = {
  not_invoiced: 'Not invoiced',
  invoiced: 'Invoiced',
  paid: 'Paid',
  written_off: 'Written off',
};

/** A payment that leaves some of the invoice unpaid keeps the claim Invoiced; the one that reaches it, Paid. */
export const claimMoves = defineMoves<ClaimState, 'invoice' | 'part_payment' | 'settle' | 'write_off'>({
  invoice: { from: ['not_invoiced'], to: 'invoiced' },
  part_payment: { from: ['invoiced'], to: 'invoiced' },
  settle: { from: ['invoiced'], to: 'paid' },
  write_off: { from: ['not_invoiced', 'invoiced'], to: 'written_off' },
});

/** Days since the deal's acceptance, for a claim still owed. */
export const ageingBuckets = ['days_0_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];

export const receivableMessages = {
  notFound: 'Commission claim not found',
  invoiceNumberRequired: 'Invoice number is required',
  invoiceDateInvalid: 'Enter the invoice date as YYYY-MM-DD',
  invoiceAmountRequired: 'Invoice amount is required',
  paymentDateInvalid: 'Enter the payment date as YYYY-MM-DD',
  paymentAmountRequired: 'Amount received is required',
  amountPositive: 'The amount must be more than 0',
  paymentTooLarge: 'The payment is more than what is left to pay',
  reasonRequired: 'Reason is required',
  invoiced: 'Claim invoiced',
  paymentRecorded: 'Payment recorded',
  writtenOff: 'Claim written off',
  changed: 'Another admin changed this claim meanwhile: reload it and try again',
  earningsAtSaved: 'Saved',
  earningsAtRequired: 'Choose when a commission is added to the earnings',
  notPaidYet: "The developer has not paid this deal's commission yet: it is added once the claim is Paid",
} as const;
const m = receivableMessages;

const positive = (field: ReturnType<typeof moneyField>) =>
  field.refine((value) => Number(value) > 0, m.amountPositive);

export const invoiceClaimSchema = z.object({
  invoiced_on: dayField(m.invoiceDateInvalid),
  invoice_number: textField(m.invoiceNumberRequired, 60),
  invoice_amount: positive(moneyField(m.invoiceAmountRequired)),
});
export const claimPaymentSchema = z.object({
  paid_on: dayField(m.paymentDateInvalid),
  amount: positive(moneyField(m.paymentAmountRequired)),
});
export const writeOffClaimSchema = z.object({ reason: textField(m.reasonRequired, 500) });
export type InvoiceClaimInput = z.input<typeof invoiceClaimSchema>;
export type ClaimPaymentInput = z.input<typeof claimPaymentSchema>;
export type WriteOffClaimInput = z.input<typeof writeOffClaimSchema>;

export const claimSchema = z.object({
  _id: z.string(),
  state: z.enum(claimStates),
  developer: z.object({ _id: z.string(), name_en: z.string(), name_ar: z.string() }),
  deal_id: z.string(),
  client_name: z.string(),
  project_code: z.string(),
  /** EGP as exact decimal text. */
  expected: z.string(),
  invoice_number: z.string().nullable(),
  invoiced_on: z.string().nullable(),
  invoice_amount: z.string().nullable(),
  received: z.string(),
  paid_on: z.string().nullable(),
  write_off_reason: z.string().nullable(),
  accepted_at: z.string(),
  /** Whole days since acceptance. */
  age_days: z.number().int(),
});
export type Claim = z.infer<typeof claimSchema>;
export const claimPageReplySchema = pageReplySchema(claimSchema);
export const claimReplySchema = z.object({ message: z.string(), claim: claimSchema });

const bucketAmounts = z.object(
  Object.fromEntries(ageingBuckets.map((bucket) => [bucket, z.string()])) as Record<
    AgeingBucket,
    z.ZodString
  >,
);
/** What each developer still owes, by age, and the totals (claims neither paid nor written off). */
export const ageingRowSchema = bucketAmounts.extend({
  developer: z.object({ _id: z.string(), name_en: z.string(), name_ar: z.string() }),
  total: z.string(),
});
export const ageingReplySchema = z.object({
  developers: z.array(ageingRowSchema),
  totals: bucketAmounts.extend({ total: z.string() }),
});
export type Ageing = z.infer<typeof ageingReplySchema>;

/**
 * When a deal's commission may go into its broker's earnings (docs/decisions/532): at its acceptance
 * (the default, as before) or only once the developer has paid the deal's claim. Forms have no
 * claim and stay at acceptance.
 */
export const earningsAtChoices = ['acceptance', 'payment'] as const;
export type EarningsAt = (typeof earningsAtChoices)[number];
export const earningsAtSchema = z.object({
  at: z.enum(earningsAtChoices, { error: m.earningsAtRequired }),
});
export const earningsAtReplySchema = z.object({ message: z.string(), at: z.enum(earningsAtChoices) });
