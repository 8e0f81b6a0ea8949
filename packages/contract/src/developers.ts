import { z } from 'zod';
import { idParamsSchema, optionalTextField, phoneField, textField } from './fields.ts';
import { pageReplySchema } from './lists.ts';
import { emailMaxLength } from './text-rules.ts';

/**
 * Developers as records (docs/decisions/530): the company that builds a project and pays the
 * brokerage its commission. Every project names one; super admins keep the list, every admin reads it.
 */
export const developerPaths = {
  list: '/api/developers',
  /** Every developer's id and names, for the project form's Select. */
  choices: '/api/developers/choices',
  one: '/api/developers/:id',
  /** PUT {days} (super admins): System's protection days, for a developer that names none. */
  systemProtectionDays: '/api/system/protection_days',
} as const;

/** The developers list in the server's list registry and the export (GET /api/export/developers). */
export const developersListName = 'developers';
/** Where the Developers card opens. */
export const developersRoute = '/developers';

/**
 * How long an accepted client introduction protects its broker with a developer that names no days
 * of its own: System's setting (`system_settings.protection_days`, docs/decisions/541), 90 until a
 * super admin changes it.
 */
export const defaultProtectionDays = 90;

export const developerMessages = {
  protectionDaysSaved: 'Saved',
  nameEnRequired: 'Developer name english is required',
  nameArRequired: 'Developer name arabic is required',
  nameTaken: 'A developer with this name already exists',
  notFound: 'Developer not found',
  phoneInvalid: 'Enter a mobile number starting with 010, 011, 012 or 015, at most 11 digits',
  emailInvalid: 'Email is not a valid e-mail address',
  protectionDaysRange: 'Protection days must be a whole number from 1 to 3650',
  commissionRange: 'Commission must be between 0 and 20',
  commissionDecimals: 'Commission may have at most two decimals',
  inUse: 'This developer has projects; move them to another developer before deleting it',
  hasClaims: 'This developer has commission claims and cannot be deleted',
  created: 'Developer added',
  updated: 'Developer saved',
  deleted: 'Developer deleted',
  developerRequired: 'Developer is required',
} as const;

const m = developerMessages;

/** Introduction protection days, a developer's own or System's: a whole number from 1 to 3650. */
const protectionDaysField = z
  .number({ error: m.protectionDaysRange })
  .int(m.protectionDaysRange)
  .min(1, m.protectionDaysRange)
  .max(3650, m.protectionDaysRange);

/** '' (an untouched form field) and null are absent; a numeric text is a number. */
const emptyToUndefined = (value: unknown) =>
  value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value;

/** One space between words: " Palm  Hills " and "palm hills" are one developer (decision 530). */
const oneSpaced = (value: string) => value.replace(/\s+/g, ' ');

/** A developer as the form and the calls send it. */
export const developerFieldsSchema = z.object({
  name_en: textField(m.nameEnRequired, 120).transform(oneSpaced),
  name_ar: textField(m.nameArRequired, 120).transform(oneSpaced),
  contact_person: optionalTextField(120),
  phone: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    phoneField(m.phoneInvalid, m.phoneInvalid).optional(),
  ),
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(emailMaxLength, m.emailInvalid)
      .pipe(z.email(m.emailInvalid))
      .transform((email) => email.toLowerCase())
      .optional(),
  ),
  /** Empty: System's default (`defaultProtectionDays`). */
  protection_days: z.preprocess(emptyToUndefined, protectionDaysField.optional()),
  /** The developer's commission terms, a percent of the deal's value (like a project's commission). */
  commission: z.preprocess(
    emptyToUndefined,
    z
      .number({ error: m.commissionRange })
      .min(0, m.commissionRange)
      .max(20, m.commissionRange)
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, m.commissionDecimals)
      .optional(),
  ),
});
export type DeveloperFields = z.input<typeof developerFieldsSchema>;
export type DeveloperInput = z.output<typeof developerFieldsSchema>;

export const developerIdParamsSchema = idParamsSchema(m.notFound);

export const developerSchema = z.object({
  _id: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  contact_person: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  protection_days: z.number().int().nullable(),
  /** The days that apply: the developer's own, else System's. */
  protection_days_in_force: z.number().int(),
  commission: z.number().nullable(),
  /** How many projects name this developer. */
  projects: z.number().int(),
  createdAt: z.string(),
});
export type Developer = z.infer<typeof developerSchema>;

export const developerPageReplySchema = pageReplySchema(developerSchema);

export const developerChoiceSchema = z.object({ _id: z.string(), name_en: z.string(), name_ar: z.string() });
export type DeveloperChoice = z.infer<typeof developerChoiceSchema>;
export const developerChoicesReplySchema = z.object({ developers: z.array(developerChoiceSchema) });

export const developerReplySchema = z.object({ message: z.string(), developer: developerSchema });

/** PUT /api/system/protection_days: the days System gives a developer that names none. */
export const systemProtectionDaysSchema = z.object({ days: protectionDaysField });
export const systemProtectionDaysReplySchema = z.object({ message: z.string(), days: z.number().int() });
