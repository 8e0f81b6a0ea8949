import { z } from 'zod/mini';

// zod/mini, not zod: the sign-in page checks its code field and reads the session's second-factor
// state with these, and the full zod stays off that page (docs/decisions/291).

/**
 * Two-factor sign-in for admins (docs/decisions/097): TOTP (RFC 6238, 6 digits,
 * 30 s) set up from the change-password screen, ten one-time recovery codes, sign-in with `code`.
 */
export const twoFactorPaths = {
  setup: '/api/admin/two_factor/setup',
  enable: '/api/admin/two_factor/enable',
  reset: '/api/admin/two_factor/reset/:id',
  required: '/api/system/two_factor',
} as const;

export const twoFactorMessages = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeWrong: 'The code is wrong or expired',
  codeRequired: 'Enter the 6-digit code',
  alreadyOn: 'Two-factor sign-in is already on',
  setupFirst: 'Start the set-up again: scan the new QR code',
  enabled: 'Two-factor sign-in is on',
  reset: "The admin's second factor is reset",
  requiredSaved: 'Saved',
  setupRequired: 'Two-factor sign-in is required: turn it on from the Change password screen',
  passwordRequired: 'Enter your password to turn two-factor sign-in on',
  passwordWrong: 'The password is wrong',
} as const;

export const recoveryCodeCount = 10;

/**
 * POST setup {password}: the admin's own password, so that a session alone (a stolen cookie) cannot
 * enrol an authenticator of its own and lock the owner out (docs/decisions/097).
 */
export const twoFactorSetupSchema = z.object({
  password: z
    .string({ error: twoFactorMessages.passwordRequired })
    .check(
      z.minLength(1, twoFactorMessages.passwordRequired),
      z.maxLength(1024, twoFactorMessages.passwordWrong),
    ),
});
export type TwoFactorSetupInput = z.infer<typeof twoFactorSetupSchema>;

/** POST setup → the secret to scan (as a QR code image) or type in. */
export const twoFactorSetupReplySchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string(),
});
export type TwoFactorSetupReply = z.infer<typeof twoFactorSetupReplySchema>;

/** POST enable {code}: the first code confirms the set-up; the recovery codes are shown once. */
export const twoFactorEnableSchema = z.object({
  code: z
    .string({ error: twoFactorMessages.codeRequired })
    .check(z.trim(), z.regex(/^\d{6}$/, twoFactorMessages.codeRequired)),
});
export const twoFactorEnableReplySchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()).check(z.length(recoveryCodeCount)),
});

/** PUT /api/system/two_factor {required}: super admins require it of every admin. */
export const twoFactorRequiredSchema = z.object({ required: z.boolean() });
export const twoFactorRequiredReplySchema = z.object({ message: z.string(), required: z.boolean() });

/**
 * The sign-in's optional code: 6 digits, or a recovery code (letters, digits, a dash). Longer than
 * any code is a wrong code too.
 */
export const loginCodeField = z.pipe(
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(32, twoFactorMessages.codeWrong),
        z.regex(/^[0-9A-Za-z-]*$/, twoFactorMessages.codeWrong),
      ),
  ),
  z.transform((value) => (value ? value : undefined)),
);

/** What the console knows of the signed-in admin's second factor (in GET /api/admin/me). */
export const twoFactorStateSchema = z.object({ enabled: z.boolean(), setup_required: z.boolean() });
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;
