import { z } from 'zod';
import { emailField, signInEmailField, signInPasswordField, textField } from './fields.ts';
import { messages } from './messages.ts';
import { loginCodeField, twoFactorStateSchema } from './two-factor.ts';

export const loginSchema = z.object({
  email: signInEmailField(messages.emailRequired),
  password: signInPasswordField(messages.passwordRequired),
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

/**
 * The signed-in admin's own choices, kept on the server so that they follow the admin to every
 * browser (docs/decisions/286, 287): what PUT /api/admin/preferences answers.
 */
export const preferencesSchema = z.object({
  color_scheme: z.enum(colorSchemes, { error: messages.colorSchemeInvalid }),
  language: z.enum(languages, { error: messages.languageInvalid }),
  digits: z.enum(digitSets, { error: messages.digitsInvalid }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/**
 * PUT /api/admin/preferences' body: any of the choices, at least one; each switch sends its own
 * alone, so two switches never write back each other's older value (docs/decisions/287).
 */
export const preferencesInputSchema = preferencesSchema
  .partial()
  .refine(
    (body) => body.color_scheme !== undefined || body.language !== undefined || body.digits !== undefined,
    {
      error: messages.preferencesEmpty,
    },
  );
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;

export const meReplySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  super_admin: z.boolean(),
  product_name: z.string(),
  two_factor: twoFactorStateSchema.optional(),
  color_scheme: z.enum(colorSchemes),
  language: z.enum(languages),
  digits: z.enum(digitSets),
});
export type MeReply = z.infer<typeof meReplySchema>;

/**
 * GET /api/admin/session: the console's session probe (docs/decisions/161).
 * Always 200, `admin: null` when signed out, so a signed-out page load logs no failed call.
 */
export const sessionReplySchema = z.object({ admin: meReplySchema.nullable() });
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** A new password: required (with the form's own message) and at least 8 characters. */
export const newPassword = (requiredMessage: string) =>
  signInPasswordField(requiredMessage).min(8, messages.passwordTooShort);

const changePasswordFields = z.object({
  old_password: signInPasswordField(messages.oldPasswordRequired),
  password: newPassword(messages.newPasswordRequired),
});

/** The old password again is no change: refused (docs/decisions/152). */
function differsFromOld(input: { old_password: string; password: string }): boolean {
  return !input.old_password || input.password !== input.old_password;
}
const sameAsOld = { message: messages.passwordSameAsOld, path: ['password'] };

/** PUT /api/admin/change_password, body {old_password, password} (console-core §7). */
export const changePasswordSchema = changePasswordFields.refine(differsFromOld, sameAsOld);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * A password form: the call's body plus "Confirm password", which must match, else the alert
 * "password is not match" (console-core §5). An empty confirmation only says it is required.
 */
export function withConfirmation<Shape extends { password: z.ZodType<string> }>(schema: z.ZodObject<Shape>) {
  return schema
    .extend({
      confirm_password: z
        .string({ error: messages.confirmPasswordRequired })
        .min(1, messages.confirmPasswordRequired),
    })
    .refine(
      (form) => {
        const { password, confirm_password } = form as { password: string; confirm_password: string };
        return !confirm_password || password === confirm_password;
      },
      {
        message: messages.passwordNotMatch,
        path: ['confirm_password'],
      },
    );
}

/** The Change password tab. */
export const changePasswordFormSchema = withConfirmation(changePasswordFields).refine(
  differsFromOld,
  sameAsOld,
);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** POST /api/admin/create {name, email, password} (console-core §5 New admin). */
export const createAdminSchema = z.object({
  name: textField(messages.adminNameRequired, 120),
  email: emailField(messages.adminEmailRequired, messages.adminEmailInvalid),
  password: newPassword(messages.adminPasswordRequired),
});
export type CreateAdminInput = z.infer<typeof createAdminSchema>;

export const adminSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  admin_code: z.string(),
  super_admin: z.boolean(),
  users: z.array(z.string()),
  createdAt: z.string(),
});
export type Admin = z.infer<typeof adminSchema>;

export const messageReplySchema = z.object({ message: z.string() });
