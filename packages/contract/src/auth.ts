import { z } from 'zod';
import { emailField, signInPasswordField, textField } from './fields.ts';
import { messages } from './messages.ts';
import { colorSchemes, digitSets, languages } from './sign-in.ts';

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
  /**
   * What the assignment rule weighs for an ordinary admin (docs/decisions/313): their open items
   * they can act on, then their active members; null for a super admin, whom the rule never picks.
   */
  share: z.object({ open_items: z.number().int(), active_members: z.number().int() }).nullable(),
});
export type Admin = z.infer<typeof adminSchema>;

export const messageReplySchema = z.object({ message: z.string() });
