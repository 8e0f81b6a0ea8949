import { defineBook } from '../../i18n/books.ts';

/** The Receivables screen's words (docs/decisions/531). */
const english = {
  receivables: 'Receivables',
  ageing: 'Owed by age',
  developer: 'Developer',
  days_0_30: '0-30 days',
  days_31_60: '31-60 days',
  days_61_90: '61-90 days',
  over_90: 'Over 90 days',
  total: 'Total',
  totals: 'All developers',
  nothingOwed: 'Nothing is owed',
  claims: 'Claims',
  searchPlaceholder: 'Developer',
  'state.not_invoiced': 'Not invoiced',
  'state.invoiced': 'Invoiced',
  'state.paid': 'Paid',
  'state.written_off': 'Written off',
  clientProject: '{client} · {project}',
  expected: 'Expected',
  invoice: 'Invoice {number} of {date}: {amount}',
  received: 'Received',
  lastPayment: 'Last payment {date}',
  writtenOffWhy: 'Written off: {reason}',
  age: { one: '{count} day since acceptance', other: '{count} days since acceptance' },
  invoiceAction: 'Invoice',
  payAction: 'Record payment',
  writeOffAction: 'Write off',
  invoiceDate: 'Invoice date',
  invoiceNumber: 'Invoice number',
  invoiceAmount: 'Invoice amount',
  paymentDate: 'Payment date',
  amountReceived: 'Amount received',
  reason: 'Reason',
};
export type ReceivableWords = typeof english;

export const useReceivableWords = defineBook(english, () => import('./receivable-words.ar.ts'));
