import { z } from 'zod';
import { dayField, textField } from './fields.ts';
import type { OwnField } from './queue-kind-row.ts';

/**
 * Introduction protection and its disputes (docs/decisions/540). An accepted CIL protects its broker's
 * claim on that client with that developer for the developer's protection days (developers.ts
 * `defaultProtectionDays` when it names none); while it runs, another broker's CIL, form or deal for
 * the same client and developer opens a dispute in the Disputes queue (queue-kinds.ts), which a super
 * admin settles: keep the first broker, give the client to the second, or split with a share.
 */

export const disputeMessages = {
  shareRequired: "Enter the first broker's share in percent", // ours
  settled: 'This dispute is already settled', // ours
  notFound: 'Dispute not found', // ours
} as const;

/** PUT /api/disputes/split/{id}: the first broker's share in whole percent; the second has the rest. */
export const splitDisputeSchema = z.object({
  first_share: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: disputeMessages.shareRequired })
      .int('Enter a whole number')
      .min(1, 'At least 1')
      .max(99, 'At most 99'),
  ),
});
export type SplitDisputeInput = z.input<typeof splitDisputeSchema>;

/** Which item of the second broker a dispute is about. */
export const disputedKinds = ['cil', 'form', 'deal'] as const;
export type DisputedKind = (typeof disputedKinds)[number];

const ownText = (en: string, ar: string): OwnField => ({
  words: en,
  ar,
  type: 'text',
  schema: textField(en),
});
const ownDayOf = (en: string, ar: string): OwnField => ({
  words: en,
  ar,
  type: 'day',
  schema: dayField(en),
});

/**
 * A dispute's card beyond who filed the disputed item (its member, the second broker): the two
 * brokers, the client and developer, the first introduction's day, when its protection ends and the
 * days it had left when the second item came, and, once settled, whom the decision kept.
 */
export const disputeFields = {
  first_broker: ownText('First broker', 'الوسيط الأول'),
  second_broker: ownText('Second broker', 'الوسيط الثاني'),
  client_name: ownText('Client', 'العميل'),
  developer: ownText('Developer', 'المطوّر'),
  first_introduced_on: ownDayOf('First introduced', 'أول تعريف'),
  protected_until: ownDayOf('Protected until', 'محمي حتى'),
  days_left: ownText('Days left when filed', 'الأيام المتبقية عند التقديم'),
  decided_for: ownText('Decided for', 'القرار لصالح'),
} satisfies Record<string, OwnField>;

/** No app files a dispute: the server opens it when the second item arrives. */
export const disputeBodySchema = z.object({});

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days left of a protection at `now` (a part of a day counts as one). */
export function daysLeftOf(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / dayMs));
}
