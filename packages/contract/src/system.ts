import { z } from 'zod';
import { hasAtMostTwoDecimals, wholeNumberField } from './fields.ts';
import { discountRequiredMessage, messages } from './messages.ts';
import { type ClockedQueue, clockedQueues } from './queue-lists.ts';
import { earningsAtChoices } from './receivables.ts';

/**
 * Each setting's unit and range (docs/decisions/153): the three rates are
 * percentages from 0 to 100 with two decimals at most (the columns keep two), the two counts whole
 * numbers. The form shows the unit and the range; the server refuses anything outside.
 */
export const systemSettingRules = {
  taxes: { unit: '%', min: 0, max: 100, whole: false },
  app_taxes: { unit: '%', min: 0, max: 100, whole: false },
  active_users: { unit: 'users', min: 0, max: 1_000_000, whole: true },
  forms: { unit: 'forms', min: 0, max: 1_000_000, whole: true },
  free_broker_discount: { unit: '%', min: 0, max: 100, whole: false },
} as const;
export type SystemSettingName = keyof typeof systemSettingRules;
type SettingRule = (typeof systemSettingRules)[SystemSettingName];

/** What the form says under a field: its range and rule. */
export function settingHintOf(rule: SettingRule): string {
  return rule.whole
    ? `A whole number of ${rule.unit} from ${rule.min} to ${rule.max.toLocaleString('en-US')}`
    : `A percentage from ${rule.min} to ${rule.max}, two decimals at most`;
}

export const settingMessages = {
  notNumber: 'Must be a number',
  whole: 'Enter a whole number',
  decimals: 'Two decimals at most',
  range: (rule: SettingRule) =>
    rule.whole
      ? `Enter a number from ${rule.min} to ${rule.max.toLocaleString('en-US')}`
      : `Enter a percentage from ${rule.min} to ${rule.max}`,
} as const;

/** A required setting within its rule; an empty form field counts as missing. */
const requiredSetting = (requiredMessage: string, rule: SettingRule) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? requiredMessage : settingMessages.notNumber),
      })
      .min(rule.min, settingMessages.range(rule))
      .max(rule.max, settingMessages.range(rule))
      .refine((value) => !rule.whole || Number.isInteger(value), settingMessages.whole)
      .refine(hasAtMostTwoDecimals, settingMessages.decimals),
  );

/** System settings (console-core §3, §5): five numeric fields, all required. */
export function systemSettingsSchema(productName: string) {
  const rules = systemSettingRules;
  return z.object({
    taxes: requiredSetting(messages.taxesRequired, rules.taxes),
    app_taxes: requiredSetting(messages.appTaxesRequired, rules.app_taxes),
    active_users: requiredSetting(messages.activeUsersRequired, rules.active_users),
    forms: requiredSetting(messages.formsRequired, rules.forms),
    free_broker_discount: requiredSetting(discountRequiredMessage(productName), rules.free_broker_discount),
    request_target_hours: requestTargetHoursSchema.partial().optional(),
    assignment_rules: assignmentRulesSchema.partial().optional(),
  });
}

/**
 * Who gets a member nobody gave an admin (docs/decisions/276): `off` leaves them unassigned,
 * `round_robin` gives them to the ordinary admins in turn, `fewest_open` to the ordinary admin with
 * the fewest open items. Clients and franchises at registration; every type when their admin is deleted.
 */
export const assignmentRules = ['off', 'round_robin', 'fewest_open'] as const;
export type AssignmentRule = (typeof assignmentRules)[number];
export const defaultAssignmentRule: AssignmentRule = 'fewest_open';
export const assignmentRuleLabels: Record<AssignmentRule, string> = {
  off: 'Off: leave them unassigned',
  round_robin: 'Round robin: each ordinary admin in turn',
  fewest_open: 'Fewest open items: the least loaded ordinary admin',
};
/** The member types a rule is set for, with the field's label and when it applies. */
export const assignedMemberTypes = {
  Client: { label: 'New clients', when: 'When a client registers or loses their admin' },
  Franchise: { label: 'New franchises', when: 'When a franchise registers or loses their admin' },
  Broker: { label: 'Brokers', when: 'When a broker loses their admin (Accept suggests one for new brokers)' },
} as const;
export type AssignedMemberType = keyof typeof assignedMemberTypes;
const assignedTypeList = Object.keys(assignedMemberTypes) as AssignedMemberType[];
export const assignmentRuleMessage = 'Choose off, round robin or fewest open items';
const assignmentRuleField = z.enum(assignmentRules, { error: assignmentRuleMessage });
export const assignmentRulesSchema = z.object(
  Object.fromEntries(assignedTypeList.map((type) => [type, assignmentRuleField])) as Record<
    AssignedMemberType,
    typeof assignmentRuleField
  >,
);
export type AssignmentRules = Record<AssignedMemberType, AssignmentRule>;

/** The service-clock target of each listed queue (request queues, forms, deals, CIL), in hours (docs/decisions/082). */
export const targetHoursMax = 24 * 365;
export const requestTargetHoursSchema = z.object(
  Object.fromEntries(
    clockedQueues.map((queue) => [queue, wholeNumberField('Target hours is required', 1, targetHoursMax)]),
  ) as Record<ClockedQueue, ReturnType<typeof wholeNumberField>>,
);
export type RequestTargetHours = Record<ClockedQueue, number>;
export type SystemSettings = z.infer<ReturnType<typeof systemSettingsSchema>>;

export const systemSettingsReplySchema = z.object({
  taxes: z.number(),
  app_taxes: z.number(),
  active_users: z.number(),
  forms: z.number(),
  free_broker_discount: z.number(),
  request_target_hours: z.object(
    Object.fromEntries(clockedQueues.map((queue) => [queue, z.number().int()])) as Record<
      ClockedQueue,
      z.ZodNumber
    >,
  ),
  assignment_rules: assignmentRulesSchema,
  updatedAt: z.string(),
  /** Every admin must sign in with a second factor. */
  require_two_factor: z.boolean().optional(),
  /** When a deal's commission may go into the broker's earnings (docs/decisions/532). */
  earnings_at: z.enum(earningsAtChoices).optional(),
  /** The introduction protection days of a developer that names none (docs/decisions/541). */
  protection_days: z.number().int().optional(),
  /**
   * Company sign-in (docs/decisions/460, 462): the provider's name when OIDC_* are set (else null,
   * and the switch is not offered), whether passwords are refused, and the super admin who may
   * still use one.
   */
  company_sign_in: z
    .object({
      provider: z.string().nullable(),
      required: z.boolean(),
      break_glass: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
    })
    .optional(),
});
export type SystemSettingsReply = z.infer<typeof systemSettingsReplySchema>;
