import { z } from 'zod';
import { messages, userMessages } from './messages.ts';
import { nationalIdField } from './national-id.ts';
import { userSchema } from './users.ts';

/** A member's own account calls in the apps, besides register and login. */
export const memberAccountPaths = {
  changePassword: '/api/app/change_password',
  logout: '/api/app/logout',
} as const;

export const memberAccountMessages = {
  mustChangePassword: 'Your password was reset: choose a new password before anything else', // ours
  currentPasswordWrong: 'The current password is incorrect', // ours
  passwordChanged: messages.passwordChanged,
  signedOut: 'Signed out', // ours
  profileSaved: 'Profile saved', // ours
} as const;

/** POST /api/app/change_password {password (the current one), new_password}. */
export const memberChangePasswordSchema = z.object({
  password: z.string({ error: userMessages.passwordRequired }).min(1, userMessages.passwordRequired),
  new_password: z
    .string({ error: userMessages.passwordRequired })
    .min(1, userMessages.passwordRequired)
    .min(8, userMessages.passwordTooShort)
    .max(200, 'At most 200 characters'),
});

/** The apps' profile call: a member reads and edits their own details. */
export const memberProfilePaths = { profile: '/api/app/profile' } as const;

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max).nullable().optional(),
  );

/** PUT /api/app/profile: what a member may change of their own; a field left out is kept, null clears it. */
export const memberProfileSchema = z
  .object({
    area: optionalText(120),
    work_at: optionalText(120),
    years_experience: z.number().int().min(0).max(80).nullable().optional(),
    national_id: nationalIdField.optional(),
  })
  .strict();
export type MemberProfileInput = z.input<typeof memberProfileSchema>;

/** GET /api/app/profile: the member as they see themself, their national ID whole. */
export const memberProfileReplySchema = z.object({ user: userSchema });
