import { z } from 'zod/mini';
import { messages } from './messages.ts';
import { emailMaxLength, passwordMaxLength, safeText } from './text-rules.ts';
import { loginCodeField, twoFactorStateSchema } from './two-factor.ts';

/*
 * What the sign-in page sends and reads: the form, the sign-in's reply and the session probe's.
 * Written with zod/mini, whose schemas carry only the checks they use, so the full zod (about
 * 14 kB gzipped) stays off the console's first load (docs/decisions/291). The server validates
 * the same schemas.
 */

export const loginSchema = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, messages.emailRequired),
      z.maxLength(emailMaxLength, `At most ${emailMaxLength} characters`),
      z.superRefine(safeText),
    ),
  password: z
    .string({ error: messages.passwordRequired })
    .check(
      z.minLength(1, messages.passwordRequired),
      z.maxLength(passwordMaxLength, `At most ${passwordMaxLength} characters`),
    ),
  /** The second factor when the admin has turned it on (docs/decisions/097). */
  code: loginCodeField,
});
export type LoginInput = z.input<typeof loginSchema>;

export const loginReplySchema = z.object({
  message: z.literal(messages.loginSuccessful),
  token: z.string(),
  info: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    super_admin: z.boolean(),
  }),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/** How the console is painted for an admin: as the system is, or always light, or always dark. */
export const colorSchemes = ['auto', 'light', 'dark'] as const;
export type ColorSchemeChoice = (typeof colorSchemes)[number];

/** The console's languages: English (the spec's words) and Arabic, right to left (docs/decisions/287). */
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

/** The digits of numbers in the Arabic console: Latin (0123) or Arabic-Indic (٠١٢٣), docs/decisions/292. */
export const digitSets = ['latin', 'arabic'] as const;
export type Digits = (typeof digitSets)[number];

export const meReplySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  super_admin: z.boolean(),
  product_name: z.string(),
  two_factor: z.optional(twoFactorStateSchema),
  color_scheme: z.enum(colorSchemes),
  language: z.enum(languages),
  digits: z.enum(digitSets),
});
export type MeReply = z.infer<typeof meReplySchema>;

/**
 * GET /api/admin/session: the console's session probe (docs/decisions/161).
 * Always 200, `admin: null` when signed out, so a signed-out page load logs no failed call.
 */
export const sessionReplySchema = z.object({ admin: z.nullable(meReplySchema) });
export type SessionReply = z.infer<typeof sessionReplySchema>;
