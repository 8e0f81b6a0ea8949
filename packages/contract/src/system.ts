import { z } from 'zod';
import { wholeNumberField } from './fields.ts';
import { discountRequiredMessage, messages } from './messages.ts';
import { type RequestQueue, requestQueues } from './requests.ts';

/** A required, non-negative number; an empty form field counts as missing. */
const requiredNumber = (requiredMessage: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? requiredMessage : 'Must be a number'),
      })
      .min(0, 'Must be 0 or more')
      // The columns are numeric(14, 2) (issue 13): nothing larger fits.
      .max(999_999_999_999.99, 'At most 999999999999.99'),
  );

/** System settings (console-core §3, §5): five numeric fields, all required. */
export function systemSettingsSchema(productName: string) {
  return z.object({
    taxes: requiredNumber(messages.taxesRequired),
    app_taxes: requiredNumber(messages.appTaxesRequired),
    active_users: requiredNumber(messages.activeUsersRequired),
    forms: requiredNumber(messages.formsRequired),
    free_broker_discount: requiredNumber(discountRequiredMessage(productName)),
    request_target_hours: requestTargetHoursSchema.partial().optional(),
  });
}

/** The service-clock target of each request queue, in hours (issue 11, docs/decisions/082). */
export const targetHoursMax = 24 * 365;
export const requestTargetHoursSchema = z.object(
  Object.fromEntries(
    requestQueues.map((queue) => [queue, wholeNumberField('Target hours is required', 1, targetHoursMax)]),
  ) as Record<RequestQueue, ReturnType<typeof wholeNumberField>>,
);
export type RequestTargetHours = Record<RequestQueue, number>;
export type SystemSettings = z.infer<ReturnType<typeof systemSettingsSchema>>;

export const systemSettingsReplySchema = z.object({
  taxes: z.number(),
  app_taxes: z.number(),
  active_users: z.number(),
  forms: z.number(),
  free_broker_discount: z.number(),
  request_target_hours: z.object(
    Object.fromEntries(requestQueues.map((queue) => [queue, z.number().int()])) as Record<
      RequestQueue,
      z.ZodNumber
    >,
  ),
  updatedAt: z.string(),
  /** Every admin must sign in with a second factor (issue 13, item 8). */
  require_two_factor: z.boolean().optional(),
});
export type SystemSettingsReply = z.infer<typeof systemSettingsReplySchema>;
